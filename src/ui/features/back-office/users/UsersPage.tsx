import { lazyScreen } from '../../../components/LazyScreen.tsx'

/** /users (issue 6; not in the spec); loaded on first visit. */
export const UsersPage = lazyScreen(() => import('./UsersScreen.tsx'))
