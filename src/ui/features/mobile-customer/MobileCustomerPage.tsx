import { lazy, Suspense } from 'react'
import { FullScreenSpinner } from '../../components/Spinner.tsx'

// Loaded on first visit: diners never download the staff screens, staff never this one.
const Screen = lazy(() => import('../diner/DinerScreen.tsx'))

/** Spec part 2 §2.14 智慧點餐 at /mobile/customer. */
export function MobileCustomerPage() {
  return (
    <Suspense fallback={<FullScreenSpinner />}>
      <Screen variant="customer" />
    </Suspense>
  )
}
