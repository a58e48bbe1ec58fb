import { lazyScreen } from '../../../components/LazyScreen.tsx'

// Loaded on demand: the counter's first paint carries only what the POS needs.
export const PosPage = lazyScreen(() => import('./PosScreen.tsx'))
