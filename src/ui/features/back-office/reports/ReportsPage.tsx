import { lazyScreen } from '../../../components/LazyScreen.tsx'

/** Spec part 1 §2 reports. Lazy: chart.js only loads with this screen, never with the POS. */
export const ReportsPage = lazyScreen(() => import('./ReportsScreen.tsx'))
