import { describe, expect, test } from 'bun:test'
import { ConfigError, loadConfig } from './config'

const load = (argv: string[], env: Record<string, string>) => loadConfig(['--data', '/tmp/x', ...argv], env)!.chain

describe('chain settings', () => {
  test('none: a single store, no chain', () => {
    expect(load([], {})).toBeNull()
  })

  test('a store names its leaf and its code; HQ its hub and the stores it reads', () => {
    const leaf = { POS_CHAIN_NATS_URL: 'nats://127.0.0.1:4222', POS_CHAIN_USER: 'pos', POS_CHAIN_PASSWORD: 'pw' }
    expect(load([], { ...leaf, POS_CHAIN_STORE: 'S1' })).toEqual({
      role: 'store',
      url: 'nats://127.0.0.1:4222',
      user: 'pos',
      pass: 'pw',
      storeCode: 'S1',
    })
    expect(load(['--hq'], { ...leaf, POS_HQ_STORES: 'S1, S2' })).toMatchObject({
      role: 'hq',
      storeCodes: ['S1', 'S2'],
      hub: null,
    })
  })

  test("HQ that issues the stores' secrets names the hub's users file, its pid file and its address for leaves", () => {
    const hub = { POS_CHAIN_NATS_URL: 'nats://127.0.0.1:4222', POS_CHAIN_USER: 'hq', POS_CHAIN_PASSWORD: 'pw' }
    const files = {
      POS_HQ_HUB_USERS: '/etc/nats/users.conf',
      POS_HQ_HUB_PID: '/run/nats/hub.pid',
      POS_HQ_LEAF_URL: 'tls://hq.example.tw:7422',
    }
    expect(load(['--hq'], { ...hub, ...files })).toMatchObject({
      storeCodes: [],
      hub: { usersFile: '/etc/nats/users.conf', pidFile: '/run/nats/hub.pid', leafUrl: 'tls://hq.example.tw:7422' },
    })
    expect(() => load(['--hq'], { ...hub, POS_HQ_HUB_USERS: '/etc/nats/users.conf' })).toThrow(/POS_HQ_LEAF_URL/)
    expect(() => load(['--hq'], { ...hub, ...files, POS_HQ_LEAF_URL: 'hq.example.tw' })).toThrow(/POS_HQ_LEAF_URL/)
    expect(() => load(['--hq'], { ...files, POS_CHAIN_NATS_URL: hub.POS_CHAIN_NATS_URL })).toThrow(/POS_CHAIN_USER/)
  })

  test('missing or unusable settings stop the start with a zh-TW reason', () => {
    const url = { POS_CHAIN_NATS_URL: 'nats://127.0.0.1:4222' }
    expect(() => load(['--hq'], {})).toThrow(/--hq 需要 POS_CHAIN_NATS_URL/)
    expect(() => load([], url)).toThrow(/POS_CHAIN_STORE/)
    expect(() => load([], { ...url, POS_CHAIN_STORE: 'S 1' })).toThrow(ConfigError)
    expect(() => load(['--hq'], { ...url, POS_HQ_STORES: 'S1,a.b' })).toThrow(/店代碼只可用英數字/)
  })
})
