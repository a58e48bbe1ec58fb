import { lazyScreen } from '../back-office/lazy.tsx'

/** Spec part 1 §2 members; loaded on first visit. */
export const MembersPage = lazyScreen(() => import('./MembersScreen.tsx'))
