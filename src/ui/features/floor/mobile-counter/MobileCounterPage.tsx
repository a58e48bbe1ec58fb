import { lazy, Suspense } from 'react'
import { FullScreenSpinner } from '../../../components/Spinner.tsx'

// Phone screen: loaded on first visit so the POS bundle stays small.
const Screen = lazy(() => import('./CounterScreen.tsx'))

export function MobileCounterPage() {
  return (
    <Suspense fallback={<FullScreenSpinner />}>
      <Screen />
    </Suspense>
  )
}
