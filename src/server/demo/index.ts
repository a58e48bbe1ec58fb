import type { Services } from '../services'

/** Loads the demo restaurant into an empty database; returns whether it loaded anything. */
export function loadDemoData(_s: Services): boolean {
  return false
}
