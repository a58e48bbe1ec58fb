/**
 * A tiny query cache on signals (spec part1 §7): reads are cached for 5 minutes, failed reads
 * are retried up to 3 times, and mutations invalidate by key prefix. Keys are API paths.
 */
import { signal, type Signal } from '@preact/signals-react'
import { useSignals } from '@preact/signals-react/runtime'
import { useEffect } from 'react'
import { getPage } from './api.ts'
import { retryDelayMs, STALE_MS, shouldRetry } from './api/retry.ts'

export type QueryState<T> = {
  data: T | undefined
  error: unknown
  loading: boolean
  fetchedAt: number
  /** A paged list's X-Next-Cursor: where its next page starts (null on the last page). */
  next?: string | null
}

type Entry = { state: Signal<QueryState<unknown>>; inflight: Promise<void> | null; generation: number }

const entries = new Map<string, Entry>()
const idle: QueryState<never> = { data: undefined, error: null, loading: false, fetchedAt: 0 }

function entryFor(key: string): Entry {
  let entry = entries.get(key)
  if (!entry) {
    entry = { state: signal<QueryState<unknown>>({ ...idle, loading: true }), inflight: null, generation: 0 }
    entries.set(key, entry)
  }
  return entry
}

async function load(key: string, entry: Entry): Promise<void> {
  const generation = entry.generation
  entry.state.value = { ...entry.state.value, loading: true }
  for (let attempt = 0; ; attempt++) {
    try {
      const { data, next } = await getPage<unknown>(key)
      if (generation !== entry.generation) return
      entry.state.value = { data, error: null, loading: false, fetchedAt: Date.now(), next }
      return
    } catch (error) {
      if (generation !== entry.generation) return
      if (!shouldRetry(error, attempt)) {
        entry.state.value = { ...entry.state.value, error, loading: false, fetchedAt: Date.now() }
        return
      }
      await new Promise((resolve) => setTimeout(resolve, retryDelayMs(attempt)))
    }
  }
}

/** Starts a fetch unless a fresh result or a fetch in flight already exists. */
export function fetchQuery(key: string, force = false): Promise<void> {
  const entry = entryFor(key)
  const { fetchedAt, error } = entry.state.value
  const fresh = fetchedAt > 0 && !error && Date.now() - fetchedAt < STALE_MS
  if (entry.inflight) return entry.inflight
  if (fresh && !force) return Promise.resolve()
  const job: Promise<void> = load(key, entry).finally(() => {
    if (entry.inflight === job) entry.inflight = null
  })
  entry.inflight = job
  return job
}

/** The signal behind a key, for computed values outside components (e.g. the current store). */
export function querySignal<T>(key: string): Signal<QueryState<T>> {
  return entryFor(key).state as Signal<QueryState<T>>
}

/**
 * Told of every invalidation: the staff app's QueryClient (src/ui/api/query-client.ts) follows it
 * while screens move there. A listener here rather than an import, so the diner's page, which keeps
 * this cache, does not load TanStack Query.
 */
export const invalidated = new Set<(prefix: string) => Promise<unknown> | undefined>()

/** Refetches every cached key starting with `prefix` ('/api/stores' also covers '/api/stores/1/...'). */
export function invalidate(prefix: string): Promise<unknown> {
  const jobs: Promise<unknown>[] = []
  for (const listener of invalidated) {
    const job = listener(prefix)
    if (job) jobs.push(job)
  }
  for (const [key, entry] of entries) {
    if (!key.startsWith(prefix)) continue
    entry.generation++
    entry.inflight = null
    jobs.push(fetchQuery(key, true))
  }
  return Promise.all(jobs)
}

/**
 * Refetches cached keys under `prefix` whose result is older than `maxAgeMs` (and not loading).
 * Live screens call it on mount: while they were away no events reached them, so a 4-minute-old
 * floor plan is not "fresh" for them even though it is within the 5-minute cache time.
 */
export function revalidate(prefix: string, maxAgeMs: number): Promise<unknown[]> {
  const jobs: Promise<void>[] = []
  const now = Date.now()
  for (const [key, entry] of entries) {
    if (!key.startsWith(prefix) || entry.inflight) continue
    const { fetchedAt } = entry.state.value
    if (fetchedAt > 0 && now - fetchedAt > maxAgeMs) jobs.push(fetchQuery(key, true))
  }
  return Promise.all(jobs)
}

/** Forgets every result, e.g. when another user signs in. Signals stay, so computed values keep working. */
export function clearQueries(): void {
  for (const entry of entries.values()) {
    entry.generation++
    entry.inflight = null
    entry.state.value = { ...idle, loading: true }
  }
}

/** Reads a cached GET in a component; `null` key means "not yet" (e.g. no store chosen). */
export function useQuery<T>(key: string | null): QueryState<T> {
  useSignals()
  useEffect(() => {
    if (key) void fetchQuery(key)
  }, [key])
  return key ? (entryFor(key).state.value as QueryState<T>) : idle
}

/** An old-cache read in the shape QueryStatus takes (TanStack Query's), for the screens not yet moved over. */
export function statusOf(state: QueryState<unknown>, key: string | null) {
  return {
    data: state.data,
    error: state.error,
    isLoading: state.loading,
    refetch: () => (key ? fetchQuery(key, true) : Promise.resolve()),
  }
}
