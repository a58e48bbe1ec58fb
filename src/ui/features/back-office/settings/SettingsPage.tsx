import { lazyScreen } from '../../../components/LazyScreen.tsx'

/** Spec part 2 §2.9 (and the managers' store, system and device settings); loaded on first visit. */
export const SettingsPage = lazyScreen(() => import('./SettingsScreen.tsx'))
