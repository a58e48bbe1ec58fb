import { lazy, Suspense } from 'react'
import { Spinner } from '../../../components/Spinner.tsx'

// Heavy screen: loaded on first visit so the POS bundle stays small.
const Screen = lazy(() => import('./MenuManagementScreen.tsx'))

export function MenuManagementPage() {
  return (
    <Suspense fallback={<Spinner />}>
      <Screen />
    </Suspense>
  )
}
