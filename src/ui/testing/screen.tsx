/**
 * Screens rendered as a cashier sees them, against a real server. One POS server per test file
 * (a child process on ports of its own, an empty data folder: tests/e2e/spec-server.ts); the
 * happy-dom page is moved onto that server's origin, so the app's own relative fetches reach it
 * and its session cookie rides along as in a browser.
 */
import { cleanup, configure, render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactElement } from 'react'
import { afterAll, afterEach, beforeAll, vi } from 'vitest'
import { OWNER, startSpecServer, type SpecServer } from '../../../tests/e2e/spec-server.ts'
import { api, unwrap } from '../api/client.ts'
import { createQueryClient, provideQueryClient } from '../api/query-client.ts'
import { QueryProvider } from '../api/QueryProvider.tsx'
import { Toaster } from '../components/Toaster.tsx'
import { Shell } from '../shell/Shell.tsx'
import { loadUser } from '../state/auth.ts'

// Every wait is on a real server, on a machine other test runners share: a second is too short
// for findBy/waitFor (a loaded host has taken more than five), thirty for a test that starts a
// server, seeds a shop and drives a screen.
configure({ asyncUtilTimeout: 10_000 })
vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 })

/**
 * The page's own fetch (happy-dom's): relative URLs and the session cookie, as the app uses it.
 * For seeding a shop and reading back what the server holds; most setup calls read the new row's id.
 */
export async function http<T = { id: number }>(method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(path, {
    method,
    credentials: 'same-origin',
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await res.text()
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`)
  return (text ? JSON.parse(text) : null) as T
}

/** Starts this file's server, signs the owner in on the page, and stops it after the file. */
export function withServer(): void {
  let server: SpecServer | undefined
  beforeAll(async () => {
    server = await startSpecServer()
    ;(window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(`${server.url}/`)
    await unwrap(api.api.auth.local.register.post({ ...OWNER, setupCode: server.setupCode() ?? undefined }))
  })
  afterAll(async () => {
    await server?.stop()
  })
  afterEach(cleanup)
}

/**
 * Renders a screen the way the app does: the session checked first, the screen inside the app's
 * frame (its sidebar's store block loads the stores every screen follows), toasts beside it.
 * Hands back a user-event instance to drive it with. Each render has a query cache of its own.
 */
export async function renderScreen(ui: ReactElement) {
  // Each screen starts as a page load does: nothing cached from an earlier test's screen.
  const client = createQueryClient()
  provideQueryClient(client)
  await loadUser()
  const user = userEvent.setup()
  const view = render(
    <QueryProvider client={client}>
      <Shell>{ui}</Shell>
      <Toaster />
    </QueryProvider>,
  )
  return { user, client, ...view }
}

/** What a figure list (<dt>label</dt><dd>value</dd>) shows beside its label. */
export function figure(
  scope: { getByText(text: string, options: { selector: string }): HTMLElement },
  label: string,
): string | null {
  return scope.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent ?? null
}
