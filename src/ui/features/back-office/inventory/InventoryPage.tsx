import { lazy, Suspense } from 'react'
import { Spinner } from '../../../components/Spinner.tsx'

const Screen = lazy(() => import('./InventoryScreen.tsx'))

export function InventoryPage() {
  return (
    <Suspense fallback={<Spinner />}>
      <Screen />
    </Suspense>
  )
}
