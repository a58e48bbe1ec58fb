import { lazyScreen } from '../front-of-house/LazyScreen.tsx'

export const OrdersPage = lazyScreen(() => import('./OrdersScreen.tsx'))
