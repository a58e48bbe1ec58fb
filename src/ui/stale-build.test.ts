import { expect, test } from 'vitest'
import { RELOAD_GAP_MS, RELOADED_AT_KEY, reloadOnStaleBuild } from './stale-build.ts'

/** One tab: its sessionStorage outlives a reload; each page load installs the handler anew. */
function tab(serverAnswers = true) {
  const stored = new Map<string, string>()
  const state = { now: 1_000_000, reloads: 0, probes: 0, serverAnswers }
  let chunkFailed: () => Promise<void> = async () => {}
  const load = () =>
    reloadOnStaleBuild({
      listen: (fn) => {
        chunkFailed = fn
      },
      storage: { getItem: (k) => stored.get(k) ?? null, setItem: (k, v) => void stored.set(k, v) },
      serverAnswers: async () => {
        state.probes++
        return state.serverAnswers
      },
      reload: () => {
        state.reloads++
        load()
      },
      now: () => state.now,
    })
  load()
  /** A screen's chunks failing to load, as vite reports them (several at once). */
  const fail = (chunks = 1) => Promise.all(Array.from({ length: chunks }, () => chunkFailed()))
  return { state, stored, fail }
}

test("an old build's missing chunks reload the tab once, however many fail together", async () => {
  const t = tab()
  await t.fail(3)
  expect([t.state.probes, t.state.reloads]).toEqual([1, 1])
  expect(t.stored.get(RELOADED_AT_KEY)).toBe(String(t.state.now))
})

test(`a chunk failing again right after the reload does not reload again (no loop); a minute later it \
may`, async () => {
  const t = tab()
  await t.fail()
  t.state.now += RELOAD_GAP_MS - 1
  await t.fail()
  expect(t.state.reloads).toBe(1)
  t.state.now += 1
  await t.fail()
  expect(t.state.reloads).toBe(2)
})

test('while the server does not answer (restarting, no network) the tab keeps its retry offer', async () => {
  const t = tab(false)
  await t.fail()
  expect([t.state.probes, t.state.reloads, t.stored.size]).toEqual([1, 0, 0])
  t.state.serverAnswers = true
  await t.fail()
  expect(t.state.reloads).toBe(1)
})

test('without a usable sessionStorage there is no guard against a loop, so no reload', async () => {
  let chunkFailed: () => Promise<void> = async () => {}
  let reloads = 0
  reloadOnStaleBuild({
    listen: (fn) => {
      chunkFailed = fn
    },
    storage: {
      getItem: () => {
        throw new Error('SecurityError')
      },
      setItem: () => {
        throw new Error('SecurityError')
      },
    },
    serverAnswers: async () => true,
    reload: () => void reloads++,
    now: () => 0,
  })
  await chunkFailed()
  expect(reloads).toBe(0)
})
