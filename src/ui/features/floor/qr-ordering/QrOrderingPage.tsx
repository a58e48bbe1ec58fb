import { lazyScreen } from '../../../components/LazyScreen.tsx'

export const QrOrderingPage = lazyScreen(() => import('./QrOrderingScreen.tsx'))
