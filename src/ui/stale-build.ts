import { api, unwrap } from './api/client.ts'

export const RELOADED_AT_KEY = 'pos-stale-build-reloaded-at'
export const RELOAD_GAP_MS = 60_000

export type StaleBuildEnv = {
  /** Settles once that failure is dealt with (reloading, or not). */
  listen(onChunkFailed: () => Promise<void>): void
  storage: Pick<Storage, 'getItem' | 'setItem'>
  /** Whether the server answers at all (it is not restarting, the network is there). */
  serverAnswers(): Promise<boolean>
  reload(): void
  now(): number
}

function browserEnv(): StaleBuildEnv {
  return {
    listen: (onChunkFailed) => window.addEventListener('vite:preloadError', () => void onChunkFailed()),
    storage: window.sessionStorage,
    serverAnswers: () =>
      unwrap(api.api.health.get()).then(
        () => true,
        () => false,
      ),
    reload: () => window.location.reload(),
    now: () => Date.now(),
  }
}

/**
 * After the server is upgraded, a tab left open still asks for its own build's screen chunks, which
 * the server no longer has (404, src/server/static.ts). Vite reports the failed import as
 * `vite:preloadError`; the tab then reloads once and comes back on the new build, instead of
 * showing the screen's retry offer (LazyScreen.tsx) on a till nobody is watching.
 * - Only when the server answers: while it restarts or the Wi-Fi is down, a reload would leave the
 *   browser's own error page, so the retry offer stays.
 * - At most once a minute per tab (sessionStorage survives the reload): if the new build's chunks
 *   fail too, the tab stops there instead of reloading in a loop.
 */
export function reloadOnStaleBuild(env: StaleBuildEnv = browserEnv()): void {
  let checking = false
  const recentlyReloaded = () => {
    try {
      return env.now() - Number(env.storage.getItem(RELOADED_AT_KEY) ?? -Infinity) < RELOAD_GAP_MS
    } catch {
      return true // no storage, no guard against a loop: keep the retry offer
    }
  }
  env.listen(async () => {
    // A screen fails several chunks at once: one check, one reload.
    if (checking || recentlyReloaded()) return
    checking = true
    const answers = await env.serverAnswers()
    checking = false
    if (!answers || recentlyReloaded()) return
    try {
      env.storage.setItem(RELOADED_AT_KEY, String(env.now()))
    } catch {
      return
    }
    env.reload()
  })
}
