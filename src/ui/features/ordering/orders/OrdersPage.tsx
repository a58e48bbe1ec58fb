import { lazyScreen } from '../../../components/LazyScreen.tsx'

export const OrdersPage = lazyScreen(() => import('./OrdersScreen.tsx'))
