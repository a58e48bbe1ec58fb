import { lazyScreen } from '../../../components/LazyScreen.tsx'

/** Spec part 1 §2 members; loaded on first visit. */
export const MembersPage = lazyScreen(() => import('./MembersScreen.tsx'))
