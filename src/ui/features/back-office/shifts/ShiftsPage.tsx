import { lazyScreen } from '../../../components/LazyScreen.tsx'

/** /shift (交班): loaded on first visit. */
export const ShiftsPage = lazyScreen(() => import('./ShiftsScreen.tsx'))
