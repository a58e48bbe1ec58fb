import { lazyScreen } from '../../../components/LazyScreen.tsx'

export const FloorPage = lazyScreen(() => import('./FloorScreen.tsx'))
