import { lazyScreen } from '../../../components/LazyScreen.tsx'

/** Spec part 2 §2.7; loaded on first visit. */
export const HandoverPage = lazyScreen(() => import('./HandoverScreen.tsx'))
