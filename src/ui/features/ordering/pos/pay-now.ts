/**
 * 送出並結帳: the order goes out through the POS's own send (its clientOrderId makes a resend the
 * same order), then it is paid through the one payment path with the dialog's clientPaymentId.
 */
import { signal } from '@preact/signals-react'
import { recordPayment } from '../../../front-of-house-api.ts'
import type { Order } from '../../../../shared/api/front-of-house.ts'
import type { Charge } from '../../../components/pay/PayOrderDialog.tsx'
import { paymentMethod, sendOrder } from './state.ts'

/** The order this dialog already placed whose payment has not gone through: a retry pays it, never orders again. */
export const placedUnpaid = signal<Order | null>(null)

export function payNowCharge(ctx: Parameters<typeof sendOrder>[0]): Charge {
  return async ({ method, tendered, clientPaymentId, invoice }) => {
    let order = placedUnpaid.value
    if (!order) {
      paymentMethod.value = method
      order = await sendOrder(ctx)
      if (!order) return null
      placedUnpaid.value = order
    }
    const payment = await recordPayment(ctx.storeId, {
      orderId: order.id,
      amount: order.total,
      paymentMethod: method,
      tendered,
      clientPaymentId,
      invoice,
    })
    placedUnpaid.value = null
    return { orderNumber: order.orderNumber, payment }
  }
}
