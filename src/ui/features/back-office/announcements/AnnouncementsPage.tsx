import { lazyScreen } from '../../../components/LazyScreen.tsx'

/** Spec part 2 §2.6; loaded on first visit. */
export const AnnouncementsPage = lazyScreen(() => import('./AnnouncementsScreen.tsx'))
