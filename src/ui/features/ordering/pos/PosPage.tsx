import { lazyScreen } from '../../../components/LazyScreen.tsx'
import { posDataSettled, prefetchPosData } from './prefetch.ts'

// Loaded on demand: the counter's first paint carries only what the POS needs. Preloading it (the
// first screen of a cold start) also starts its reads, alongside its code; the screen is shown once
// both have come, so it renders and lays out once with its menu.
export const PosPage = lazyScreen(
  () => Promise.all([import('./PosScreen.tsx'), posDataSettled()]).then(([screen]) => screen),
  () => void prefetchPosData().catch(() => undefined),
)
