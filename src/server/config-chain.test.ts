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
    expect(load(['--hq'], { ...leaf, POS_HQ_STORES: 'S1, S2' })).toMatchObject({ role: 'hq', storeCodes: ['S1', 'S2'] })
  })

  test('missing or unusable settings stop the start with a zh-TW reason', () => {
    const url = { POS_CHAIN_NATS_URL: 'nats://127.0.0.1:4222' }
    expect(() => load(['--hq'], {})).toThrow(/--hq 需要 POS_CHAIN_NATS_URL/)
    expect(() => load([], url)).toThrow(/POS_CHAIN_STORE/)
    expect(() => load([], { ...url, POS_CHAIN_STORE: 'S 1' })).toThrow(ConfigError)
    expect(() => load(['--hq'], { ...url, POS_HQ_STORES: 'S1,a.b' })).toThrow(/店代碼只可用英數字/)
  })
})
