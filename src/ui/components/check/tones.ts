import type { FloorState } from '../../../shared/domain/floor-state.ts'
import type { BadgeTone } from '../Badge.tsx'

/** A state's badge tone: what needs the staff (food ready, money owed) stands out. */
export const FLOOR_TONES: Record<FloorState, BadgeTone> = {
  empty: 'success',
  reserved: 'info',
  cleaning: 'neutral',
  seated: 'warning',
  ordered: 'info',
  cooking: 'info',
  ready: 'danger',
  served: 'neutral',
  paid: 'success',
}
