import { lazyScreen } from '../../../components/LazyScreen.tsx'

export const TablesPage = lazyScreen(() => import('./TablesScreen.tsx'))
