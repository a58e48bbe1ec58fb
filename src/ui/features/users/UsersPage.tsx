import { lazyScreen } from '../back-office/lazy.tsx'

/** /users (issue 6; not in the spec); loaded on first visit. */
export const UsersPage = lazyScreen(() => import('./UsersScreen.tsx'))
