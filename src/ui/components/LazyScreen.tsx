import { Component, lazy, Suspense, type ComponentType, type ReactNode } from 'react'
import { zhTW } from '../../shared/i18n/zh-TW.ts'
import { Button } from './Button.tsx'
import { Spinner } from './Spinner.tsx'

const counterText = zhTW.frontOfHouse.common

/**
 * A chunk that fails to load (the server was updated while the tab stayed open, or is restarting)
 * would leave a blank screen; this offers a reload instead.
 */
class ChunkBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  override render() {
    if (!this.state.failed) return this.props.children
    return (
      <div className="card empty-state" role="alert">
        <p className="empty-title">{counterText.screenFailed}</p>
        <p className="muted">{counterText.screenFailedHint}</p>
        <Button onClick={() => window.location.reload()}>{zhTW.common.retry}</Button>
      </div>
    )
  }
}

/** A screen whose code can be asked for before it is shown (see preloadRoute in routes.tsx). */
export type Preloadable = ComponentType & { preload?: () => Promise<unknown> }

/**
 * A screen loaded on demand, with a spinner while it loads and a reload offer if it cannot.
 * Once its code has come (preloaded on a cold start) it renders at once: lazy() would wait a task
 * for import() again, and the browser would lay the page out with the spinner in between.
 */
export function lazyScreen(load: () => Promise<{ default: ComponentType }>): Preloadable {
  let ready: ComponentType | undefined
  const loadOnce = () =>
    load().then((m) => {
      ready = m.default
      return m
    })
  const Screen = lazy(loadOnce)
  // biome-ignore lint/correctness/noComponentHookFactories: made once per screen at module load, never inside a render
  function LazyScreen() {
    const Ready = ready
    return (
      <ChunkBoundary>
        {Ready ? (
          <Ready />
        ) : (
          <Suspense fallback={<Spinner />}>
            <Screen />
          </Suspense>
        )}
      </ChunkBoundary>
    )
  }
  return Object.assign(LazyScreen, { preload: loadOnce })
}
