import { lazyScreen } from '../../../components/LazyScreen.tsx'

/** /payments (issue 6; not in the spec); loaded on first visit. */
export const PaymentsPage = lazyScreen(() => import('./PaymentsScreen.tsx'))
