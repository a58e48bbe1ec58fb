import { lazy, Suspense } from 'react'
import { Spinner } from '../../../components/Spinner.tsx'

const Screen = lazy(() => import('./CostScreen.tsx'))

export function CostPage() {
  return (
    <Suspense fallback={<Spinner />}>
      <Screen />
    </Suspense>
  )
}
