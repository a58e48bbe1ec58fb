import { lazy, Suspense } from 'react'
import { FullScreenSpinner } from '../../components/Spinner.tsx'

// The same flow as /mobile/customer (features/diner), with the QR page's own header.
const Screen = lazy(() => import('../diner/DinerScreen.tsx'))

/** Spec part 2 §2.15: the public QR order page. */
export function QrOrderPage() {
  return (
    <Suspense fallback={<FullScreenSpinner />}>
      <Screen variant="qr" />
    </Suspense>
  )
}
