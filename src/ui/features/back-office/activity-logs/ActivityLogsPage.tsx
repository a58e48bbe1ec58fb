import { lazyScreen } from '../../../components/LazyScreen.tsx'

/** Spec part 2 §2.8; loaded on first visit. */
export const ActivityLogsPage = lazyScreen(() => import('./ActivityLogsScreen.tsx'))
