import { QueryObserver } from '@tanstack/react-query'
import { afterEach, describe, expect, it } from 'vitest'
import { toasts } from '../components/Toaster.tsx'
import { ApiError, errorMessage, readable } from './errors.ts'
import { createQueryClient } from './query-client.ts'
import { retryDelayMs, shouldRetry } from './retry.ts'

afterEach(() => {
  toasts.value = []
})

describe('query retries', () => {
  it('retries server and network failures up to 3 times, never client errors', () => {
    expect(shouldRetry(0, new ApiError(401, '', null))).toBe(false)
    expect(shouldRetry(0, new ApiError(404, '', null))).toBe(false)
    expect(shouldRetry(2, new ApiError(503, '', null))).toBe(true)
    expect(shouldRetry(3, new ApiError(503, '', null))).toBe(false)
    expect(shouldRetry(0, new TypeError('fetch failed'))).toBe(true)
    expect(retryDelayMs(0)).toBe(500)
    expect(retryDelayMs(10)).toBe(4000)
  })

  it('gives up on a 4xx at once', async () => {
    const client = createQueryClient()
    let calls = 0
    const failing = client.fetchQuery({
      queryKey: [1, 'orders'],
      queryFn: () => {
        calls++
        throw new ApiError(403, '', { code: 'STORE_ACCESS_DENIED', message: '無權限' })
      },
    })
    await expect(failing).rejects.toBeInstanceOf(ApiError)
    expect(calls).toBe(1)
  })
})

describe('mutation meta', () => {
  it("toasts a failed write with its title and the server's message", async () => {
    const client = createQueryClient()
    const mutation = client.getMutationCache().build(client, {
      mutationFn: () => Promise.reject(new ApiError(409, '', { code: 'TABLE_NOT_OPEN', message: '桌號 A1 尚未開桌' })),
      meta: { errorTitle: '結帳失敗' },
    })
    await mutation.execute(undefined).catch(() => undefined)
    expect(toasts.value.map((t) => [t.title, t.description])).toEqual([['結帳失敗', '桌號 A1 尚未開桌']])
  })

  it('refetches the keys it invalidates before the write resolves', async () => {
    const client = createQueryClient()
    let version = 0
    const observer = new QueryObserver(client, { queryKey: [1, 'orders', { date: 'd' }], queryFn: () => version })
    const unsubscribe = observer.subscribe(() => undefined)
    await client.refetchQueries({ queryKey: [1, 'orders'] })
    const mutation = client.getMutationCache().build(client, {
      mutationFn: async () => {
        version = 2
      },
      meta: { invalidates: [[1, 'orders']] },
    })
    await mutation.execute(undefined)
    expect(client.getQueryData([1, 'orders', { date: 'd' }])).toBe(2)
    unsubscribe()
  })
})

describe('error text shown to users', () => {
  it('shows the server zh-TW message, never a raw English one', () => {
    expect(errorMessage(new ApiError(422, '', { code: 'VALIDATION', message: '電子郵件格式不正確' }), '失敗')).toBe(
      '電子郵件格式不正確',
    )
    expect(errorMessage(new ApiError(502, 'Bad Gateway', { message: 'Bad Gateway' }), '連線失敗')).toBe('連線失敗')
    expect(errorMessage(new TypeError('Failed to fetch'), '連線失敗')).toBe('連線失敗')
    expect(readable('connect ECONNREFUSED 10.0.0.9:9100', '印表機連線失敗')).toBe('印表機連線失敗')
    expect(readable(undefined, '無')).toBe('無')
  })
})
