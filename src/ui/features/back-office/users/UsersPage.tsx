import { lazyScreen } from '../../../components/LazyScreen.tsx'

/** /users (not in the spec); loaded on first visit. */
export const UsersPage = lazyScreen(() => import('./UsersScreen.tsx'))
