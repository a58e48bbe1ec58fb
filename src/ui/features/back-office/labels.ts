/** Badge tones and labels shared by several back-office screens. */
import { ORDER_STATUS_LABELS } from '../../../shared/domain/order-status.ts'
import type { BadgeTone } from '../../components/Badge.tsx'
import type { AnnouncementPriority, HandoverPriority } from '../../../shared/api/back-office.ts'

export const ANNOUNCEMENT_TONES: Record<AnnouncementPriority, BadgeTone> = {
  urgent: 'danger',
  high: 'warning',
  normal: 'info',
  low: 'neutral',
}
export const HANDOVER_TONES: Record<HandoverPriority, BadgeTone> = { high: 'danger', normal: 'info', low: 'neutral' }

const ORDER_TONES: Record<string, BadgeTone> = {
  pending: 'warning',
  confirmed: 'info',
  preparing: 'info',
  ready: 'success',
  served: 'success',
  completed: 'neutral',
  cancelled: 'danger',
}

/** Spec part 2 §4 labels; any other value is shown raw. */
export function orderStatus(status: string): { label: string; tone: BadgeTone } {
  return {
    label: (ORDER_STATUS_LABELS as Record<string, string>)[status] ?? status,
    tone: ORDER_TONES[status] ?? 'neutral',
  }
}
