import { useState } from 'react'
import { fill, zhTW } from '../../shared/i18n/zh-TW.ts'
import { Button } from './Button.tsx'
import { toast } from './Toaster.tsx'
import { toastError } from '../notify.ts'
import { reprintOrder } from '../front-of-house-api.ts'
import { ApiError } from '../api/errors.ts'
import { Dialog } from './Dialog.tsx'
import { OnScreenReceipt } from './OnScreenReceipt.tsx'

const o = zhTW.frontOfHouse.orders

/**
 * 補印收據 / 補印廚房單: the server prints 補印 on the paper and logs the reprint. A store with no
 * receipt printer gets the receipt on screen instead.
 */
export function ReprintButtons({ storeId, orderId, size }: { storeId: number; orderId: number; size?: 'sm' | 'md' }) {
  const [pending, setPending] = useState(false)
  const [onScreen, setOnScreen] = useState(false)
  const run = async (kind: 'receipt' | 'kitchen') => {
    setPending(true)
    try {
      const { jobs } = await reprintOrder(storeId, orderId, kind)
      toast({ title: fill(o.reprintSent, { n: jobs.length }) })
    } catch (error) {
      if (kind === 'receipt' && error instanceof ApiError && error.code === 'NO_RECEIPT_PRINTER')
        return setOnScreen(true)
      toastError(o.reprintFailed, error, zhTW.frontOfHouse.common.networkError)
    } finally {
      setPending(false)
    }
  }
  return (
    <>
      <Button variant="secondary" size={size} disabled={pending} onClick={() => void run('receipt')}>
        {o.reprintReceipt}
      </Button>
      <Button variant="secondary" size={size} disabled={pending} onClick={() => void run('kitchen')}>
        {o.reprintKitchen}
      </Button>
      <Dialog open={onScreen} onClose={() => setOnScreen(false)} title={zhTW.receiptScreen.title}>
        {onScreen ? <OnScreenReceipt storeId={storeId} of={{ orderId }} always /> : null}
        <Button onClick={() => setOnScreen(false)}>{zhTW.receiptScreen.close}</Button>
      </Dialog>
    </>
  )
}
