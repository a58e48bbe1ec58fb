import { lazyScreen } from '../front-of-house/LazyScreen.tsx'

export const QrOrderingPage = lazyScreen(() => import('./QrOrderingScreen.tsx'))
