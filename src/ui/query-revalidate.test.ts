import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fetchQuery, querySignal, revalidate } from './query.ts'

/** The network is the only stand-in: every GET answers with how many times it was called. */
let calls: string[] = []
beforeEach(() => {
  calls = []
  vi.stubGlobal('fetch', async (url: string) => {
    calls.push(url)
    return new Response(JSON.stringify({ n: calls.length }), { status: 200 })
  })
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe('revalidate', () => {
  it('refetches only cached keys under the prefix that are older than the limit', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(1_000_000)
    await fetchQuery('/api/stores/9/tables')
    await fetchQuery('/api/stores/9/orders?date=x')
    await fetchQuery('/api/stores/8/tables')
    vi.setSystemTime(1_000_000 + 60_000)
    await fetchQuery('/api/stores/9/orders?date=x', true)
    calls = []

    await revalidate('/api/stores/9/', 2000)
    expect(calls).toEqual(['/api/stores/9/tables'])
    expect(querySignal<{ n: number }>('/api/stores/9/tables').value.data).toEqual({ n: 1 })
  })
})
