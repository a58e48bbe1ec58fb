import { afterEach, describe, expect, it, vi } from 'vitest'
import { getPage } from './api.ts'
import { fetchQuery, querySignal } from './query.ts'

afterEach(() => vi.unstubAllGlobals())

describe('paged lists', () => {
  it('keep the X-Next-Cursor of a cached first page, and null on the last page', async () => {
    vi.stubGlobal(
      'fetch',
      async (url: string) =>
        new Response(JSON.stringify([{ url }]), {
          status: 200,
          headers: url.includes('cursor=') ? {} : { 'x-next-cursor': 'MTIzLjQ1' },
        }),
    )
    await fetchQuery('/api/stores/3/members')
    expect(querySignal('/api/stores/3/members').value).toMatchObject({
      data: [{ url: '/api/stores/3/members' }],
      next: 'MTIzLjQ1',
    })
    const last = await getPage<unknown[]>('/api/stores/3/members?cursor=MTIzLjQ1')
    expect(last).toEqual({ data: [{ url: '/api/stores/3/members?cursor=MTIzLjQ1' }], next: null })
  })
})
