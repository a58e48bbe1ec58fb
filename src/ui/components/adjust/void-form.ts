/** The 作廢 dialog's rules, pure: one model for the orders screen and the phone counter. */
import type { VoidReason } from '../../../shared/domain/voids.ts'
import { zhTW } from '../../../shared/i18n/zh-TW.ts'
import type { Order, OrderLine } from '../../../shared/api/front-of-house.ts'

const a = zhTW.adjust

/** An unpaid, live order may be voided, and its lines one by one. */
export const canVoid = (order: Order) =>
  order.paymentStatus === 'unpaid' && order.status !== 'cancelled' && order.status !== 'completed'

/** A line may be voided on its own while another live line remains (the last one goes with the order). */
export const canVoidLine = (order: Order, line: OrderLine) =>
  canVoid(order) && !line.voided && order.items.some((l) => l.id !== line.id && !l.voided)

/** The first thing wrong with the form, in zh-TW, or null when it may be sent. */
export function voidProblem(form: {
  reason: VoidReason | null
  note: string
  pin: string
  needsPin: boolean
}): string | null {
  if (!form.reason) return a.voidReasonRequired
  if (form.reason === 'other' && !form.note.trim()) return a.voidNoteRequired
  if (form.needsPin && !/^\d{4,6}$/.test(form.pin)) return zhTW.pay.refund.pinRequired
  return null
}
