import { lazyScreen } from '../../../components/LazyScreen.tsx'
import { posDataSettled } from './prefetch.ts'
import PosScreen from './PosScreen.tsx'

// The screen's code is in the route's own chunk: a second dynamic import would start only once this
// chunk had loaded. Its reads start with the session check (routes.tsx); the screen is shown once
// they have come, so it renders and lays out once with its menu.
export const PosPage = lazyScreen(() => posDataSettled().then(() => ({ default: PosScreen })))
