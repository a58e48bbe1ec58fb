import { lazy, Suspense, type ComponentType } from 'react'
import { Spinner } from '../../components/Spinner.tsx'

/**
 * A screen loaded on first visit (React.lazy + dynamic import), so the POS bundle does not
 * carry the back office. `load` must return a module whose default export is the screen.
 */
export function lazyScreen(load: () => Promise<{ default: ComponentType }>): ComponentType {
  const Screen = lazy(load)
  return function LazyScreen() {
    return (
      <Suspense fallback={<Spinner />}>
        <Screen />
      </Suspense>
    )
  }
}
