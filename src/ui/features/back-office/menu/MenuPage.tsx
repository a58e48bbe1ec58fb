import { lazy, Suspense } from 'react'
import { Spinner } from '../../../components/Spinner.tsx'

// Shares its pieces with /menu-management; both load on first visit.
const Screen = lazy(() => import('./BasicMenuScreen.tsx'))

export function MenuPage() {
  return (
    <Suspense fallback={<Spinner />}>
      <Screen />
    </Suspense>
  )
}
