import { lazy, Suspense } from 'react'
import { FullScreenSpinner } from '../../../components/Spinner.tsx'

// Phone screen: loaded on first visit so the POS bundle stays small.
const Screen = lazy(() => import('./StaffScreen.tsx'))

/** Both /mobile/staff and /mobile/staff/tables (spec part 2 §2.1: tables view when the path says so). */
export function MobileStaffPage() {
  return (
    <Suspense fallback={<FullScreenSpinner />}>
      <Screen />
    </Suspense>
  )
}
