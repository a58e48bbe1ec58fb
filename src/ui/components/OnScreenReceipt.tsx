import { useQuery } from '@tanstack/react-query'
import { zhTW } from '../../shared/i18n/zh-TW.ts'
import { receiptQuery } from '../front-of-house-api.ts'
import { ReceiptSheet } from './ReceiptSheet.tsx'

/**
 * The receipt on screen when the store has no receipt printer (nothing else would show the guest
 * one); with a printer the paper is the receipt and nothing is shown. `always`: show it anyway
 * (a 補印 that had no printer to go to).
 */
export function OnScreenReceipt({
  storeId,
  of,
  always = false,
}: {
  storeId: number
  of: { orderId: number } | { paymentId: number }
  always?: boolean
}) {
  const receipt = useQuery(receiptQuery(storeId, of))
  if (!receipt.data || (!always && receipt.data.receiptPrinters > 0)) return null
  return (
    <>
      <p className="muted" role="status">
        {zhTW.receiptScreen.noPrinter}
      </p>
      <ReceiptSheet rows={receipt.data.rows} />
    </>
  )
}
