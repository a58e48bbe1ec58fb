import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  createLiveHub,
  createRefresher,
  liveStates,
  parseLiveEvent,
  reconnectDelayMs,
  staleResources,
  RECONNECT_CAP_MS,
  type LiveEvent,
} from './live.ts'

/** A stand-in for the browser's EventSource: the test plays the server. */
class FakeSource {
  static all: FakeSource[] = []
  onopen: (() => void) | null = null
  onerror: (() => void) | null = null
  closed = false
  handlers = new Map<string, (ev: { data: string }) => void>()
  constructor(readonly url: string) {
    FakeSource.all.push(this)
  }
  addEventListener(type: string, h: (ev: { data: string }) => void) {
    this.handlers.set(type, h)
  }
  close() {
    this.closed = true
  }
  emit(type: string, data: unknown) {
    this.handlers.get(type)?.({ data: JSON.stringify(data) })
  }
}

const factory = (url: string) => new FakeSource(url) as unknown as EventSource

describe('reconnect backoff', () => {
  it('doubles from 500 ms and is capped at a few seconds', () => {
    expect([0, 1, 2, 3, 4, 10].map(reconnectDelayMs)).toEqual([500, 1000, 2000, 4000, 4000, 4000])
    expect(RECONNECT_CAP_MS).toBeLessThanOrEqual(5000)
  })
})

describe('parseLiveEvent', () => {
  it('keeps the payload and the event name; a broken payload still names the event', () => {
    expect(parseLiveEvent('order.created', '{"storeId":1,"orderId":9}')).toEqual({
      type: 'order.created',
      storeId: 1,
      orderId: 9,
    })
    expect(parseLiveEvent('table.opened', 'not json')).toEqual({ type: 'table.opened' })
  })
})

describe('staleResources', () => {
  it('maps events to the store resources they make stale', () => {
    const e = (type: LiveEvent['type']): LiveEvent => ({ type })
    expect(staleResources(e('table.changed'))).toEqual(['tables', 'sessions', 'orders'])
    expect(staleResources(e('order.created'))).toContain('orders')
    expect(staleResources(e('order.created'))).toContain('tables')
    expect(staleResources(e('payment.recorded'))).toContain('sessions')
    expect(staleResources(e('reconnected'))).toContain('kitchen')
  })
})

describe('live hub', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    FakeSource.all = []
  })
  afterEach(() => vi.useRealTimers())

  it('shares one stream between listeners and closes it with the last one', () => {
    const hub = createLiveHub(factory)
    const a: LiveEvent[] = []
    const b: LiveEvent[] = []
    const offA = hub.subscribe('/s', (e) => a.push(e))
    const offB = hub.subscribe('/s', (e) => b.push(e))
    expect(FakeSource.all).toHaveLength(1)
    FakeSource.all[0]!.onopen?.()
    expect(liveStates.value['/s']).toBe('open')
    FakeSource.all[0]!.emit('order.created', { storeId: 1, orderId: 5 })
    expect(a).toEqual([{ type: 'order.created', storeId: 1, orderId: 5 }])
    expect(b).toHaveLength(1)
    offA()
    expect(FakeSource.all[0]!.closed).toBe(false)
    offB()
    expect(FakeSource.all[0]!.closed).toBe(true)
    expect(liveStates.value['/s']).toBe('closed')
  })

  it('reconnects with growing delays and tells listeners to refetch once back', () => {
    const hub = createLiveHub(factory)
    const seen: string[] = []
    hub.subscribe('/s', (e) => seen.push(e.type))
    FakeSource.all[0]!.onopen?.()
    FakeSource.all[0]!.onerror?.()
    expect(FakeSource.all[0]!.closed).toBe(true)
    vi.advanceTimersByTime(499)
    expect(FakeSource.all).toHaveLength(1)
    vi.advanceTimersByTime(1)
    expect(FakeSource.all).toHaveLength(2)
    FakeSource.all[1]!.onerror?.()
    vi.advanceTimersByTime(999)
    expect(FakeSource.all).toHaveLength(2)
    vi.advanceTimersByTime(1)
    expect(FakeSource.all).toHaveLength(3)
    FakeSource.all[2]!.onopen?.()
    expect(seen).toEqual(['reconnected'])
    // Back to the short delay after a good connection.
    FakeSource.all[2]!.onerror?.()
    vi.advanceTimersByTime(500)
    expect(FakeSource.all).toHaveLength(4)
  })

  it('stops reconnecting when nobody listens any more', () => {
    const hub = createLiveHub(factory)
    const off = hub.subscribe('/s', () => {})
    FakeSource.all[0]!.onerror?.()
    off()
    vi.advanceTimersByTime(10_000)
    expect(FakeSource.all).toHaveLength(1)
  })
})

describe('createRefresher', () => {
  it('runs once per stale item per burst', () => {
    vi.useFakeTimers()
    const run = vi.fn()
    const refresh = createRefresher(run, 100)
    refresh(['/a', '/b'])
    refresh(['/a'])
    expect(run).not.toHaveBeenCalled()
    vi.advanceTimersByTime(100)
    expect(run.mock.calls.map((c) => c[0])).toEqual(['/a', '/b'])
    vi.useRealTimers()
  })
})
