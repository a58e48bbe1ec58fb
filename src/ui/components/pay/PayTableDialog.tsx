import { parseMoney } from '../../../shared/domain/money.ts'
import { fill, zhTW } from '../../../shared/i18n/zh-TW.ts'
import { recordPayment } from '../../front-of-house-api.ts'
import type { Table } from '../../../shared/api/front-of-house.ts'
import { PayOrderDialog, type Charge } from './PayOrderDialog.tsx'

type Props = {
  storeId: number
  /** The table being paid; null keeps the dialog closed. */
  table: Table | null
  sessionId: number | null
  /** What the session still owes, as the API's "450.00". */
  outstanding: string | null | undefined
  onClose: (paid: boolean) => void
}

/**
 * 收款 for a table's session (spec part 2 §2.11, §5), on 桌位管理 and the phone's counter: all or part
 * of what is owed, the 發票 choice in 電子發票 mode, cash and change, then a 完成 screen naming the table.
 */
export function PayTableDialog({ storeId, table, sessionId, outstanding, onClose }: Props) {
  const charge: Charge = async ({ method, amount, tendered, clientPaymentId, invoice }) => {
    if (!table || sessionId === null) return null
    const payment = await recordPayment(storeId, {
      sessionId,
      amount,
      paymentMethod: method,
      tendered,
      clientPaymentId,
      invoice,
    })
    return { tableNumber: table.number, payment }
  }
  return (
    <PayOrderDialog
      open={!!table && sessionId !== null}
      title={fill(zhTW.pay.payTableTitle, { number: table?.number ?? '' })}
      due={parseMoney(outstanding) ?? 0}
      charge={charge}
      editableAmount
      onClose={onClose}
    />
  )
}
