import { test as base, expect, type APIRequestContext } from '@playwright/test'
import { startSpecServer, type Account, type SpecServer } from './spec-server'

export { expect }
export type { Account }

/**
 * The server of the spec file now running in this worker: started by the file's first test,
 * stopped when the worker moves on to another file or ends. (Playwright has worker- and
 * test-scoped fixtures only; a file's tests always run in one worker, one after another.)
 */
function serverPerFile() {
  let current: { file: string; server: Promise<SpecServer> } | null = null
  const stop = async () => {
    const last = current
    current = null
    if (last) await (await last.server.catch(() => null))?.stop()
  }
  return {
    async forFile(file: string): Promise<SpecServer> {
      if (current?.file !== file) {
        await stop()
        current = { file, server: startSpecServer() }
      }
      return current.server
    },
    stop,
  }
}

export const test = base.extend<{ server: SpecServer; owner: Account }, { servers: ReturnType<typeof serverPerFile> }>({
  servers: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies here
    async ({}, use) => {
      const servers = serverPerFile()
      await use(servers)
      await servers.stop()
    },
    { scope: 'worker' },
  ],
  server: async ({ servers }, use, testInfo) => {
    const server = await servers.forFile(testInfo.file)
    await use(server)
    if (testInfo.status !== testInfo.expectedStatus)
      await testInfo.attach('server output', { body: server.output(), contentType: 'text/plain' })
  },
  baseURL: async ({ server }, use) => use(server.url),
  owner: async ({ server }, use) => use(await server.owner()),
})

type Res = { ok(): boolean; status(): number; url(): string; text(): Promise<string>; json(): Promise<unknown> }

/** The JSON of an API answer, or a thrown error with its status and body. */
export async function json<T = unknown>(res: Res): Promise<T> {
  if (!res.ok()) throw new Error(`${res.url()} → ${res.status()}: ${await res.text()}`)
  return (await res.json()) as T
}

/** Signs `who` in on this request context (a page's `page.request` shares the page's cookies). */
export async function signIn(request: APIRequestContext, who: Account) {
  await json(await request.post('/api/auth/local/login', { data: { username: who.username, password: who.password } }))
}

/** A store of the signed-in manager's, made their current one; its id. */
export async function createStore(request: APIRequestContext, store: { name: string; code: string }): Promise<number> {
  const { id } = await json<{ id: number }>(await request.post('/api/stores', { data: store }))
  await json(await request.patch('/api/users/me/current-store', { data: { storeId: id } }))
  return id
}

/** A browser context of a 390×844 touch phone, in Taiwan. */
export const PHONE = {
  viewport: { width: 390, height: 844 },
  hasTouch: true,
  isMobile: true,
  locale: 'zh-TW',
  timezoneId: 'Asia/Taipei',
}
