import { lazyScreen } from '../../../components/LazyScreen.tsx'

/** /payments (not in the spec); loaded on first visit. */
export const PaymentsPage = lazyScreen(() => import('./PaymentsScreen.tsx'))
