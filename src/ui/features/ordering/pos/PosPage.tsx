import { lazyScreen } from '../../../components/LazyScreen.tsx'
import { prefetchPosData } from './prefetch.ts'

// Loaded on demand: the counter's first paint carries only what the POS needs. Preloading it (the
// first screen of a cold start) also starts its reads, alongside its code.
export const PosPage = lazyScreen(() => import('./PosScreen.tsx'), () => void prefetchPosData().catch(() => undefined))
