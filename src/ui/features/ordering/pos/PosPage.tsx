import type { ComponentType } from 'react'
import { lazyScreen } from '../../../components/LazyScreen.tsx'
import { posDataSettled, prefetchPosData } from './prefetch.ts'

let Ready: ComponentType | undefined

// Loaded on demand: the counter's first paint carries only what the POS needs. Preloading it (the
// first screen of a cold start) also starts its reads, alongside its code; the screen is shown once
// both have come, so it renders and lays out once with its menu (issue 21: POS on a tablet).
const Lazy = lazyScreen(() =>
  Promise.all([import('./PosScreen.tsx'), posDataSettled()]).then(([screen]) => {
    Ready = screen.default
    return screen
  }),
  () => void prefetchPosData().catch(() => undefined),
)

/** Once preloaded it renders at once, without a lazy() waiting a task for import() again. */
export const PosPage = Object.assign(() => (Ready ? <Ready /> : <Lazy />), { preload: Lazy.preload })
