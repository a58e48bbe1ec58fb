import { lazyScreen } from '../front-of-house/LazyScreen.tsx'

export const TablesPage = lazyScreen(() => import('./TablesScreen.tsx'))
