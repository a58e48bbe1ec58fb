import { parseMoney } from '../../../shared/domain/money.ts'
import { fill, zhTW } from '../../../shared/i18n/zh-TW.ts'
import type { Order } from '../../../shared/api/front-of-house.ts'
import { recordPayment } from '../../front-of-house-api.ts'
import { PayOrderDialog, type Charge } from './PayOrderDialog.tsx'

/** Any order not yet paid and not cancelled takes a payment here: takeout, or one order of a table. */
export const canPay = (order: Order) => order.paymentStatus === 'unpaid' && order.status !== 'cancelled'

/** 收款 for one order (the orders screen, the floor's 外帶 list), through the same dialog as the POS's 送出並結帳. */
export function PayOrderAction({
  storeId,
  order,
  onClose,
}: {
  storeId: number
  order: Order | null
  onClose: () => void
}) {
  const charge: Charge = async ({ method, tendered, clientPaymentId, invoice }) => {
    if (!order) return null
    const payment = await recordPayment(storeId, {
      orderId: order.id,
      amount: order.total,
      paymentMethod: method,
      tendered,
      clientPaymentId,
      invoice,
    })
    return { orderNumber: order.orderNumber, payment }
  }
  return (
    <PayOrderDialog
      open={!!order}
      title={fill(zhTW.pay.payOrderTitle, { orderNumber: order?.orderNumber ?? '' })}
      due={parseMoney(order?.total) ?? 0}
      initialMethod={order?.paymentMethod ?? 'cash'}
      charge={charge}
      onClose={onClose}
    />
  )
}
