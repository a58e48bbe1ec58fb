import { useState } from 'react'
import { nextAdminStatus } from '../../../../../shared/domain/order-status.ts'
import { fill, zhTW } from '../../../../../shared/i18n/zh-TW.ts'
import { Button } from '../../../../components/Button.tsx'
import { Dialog } from '../../../../components/Dialog.tsx'
import { Field } from '../../../../components/Input.tsx'
import { toast } from '../../../../components/Toaster.tsx'
import { toastError } from '../../../../notify.ts'
import { advanceOrder, cancelOrder } from '../../../../front-of-house-api.ts'
import type { Order } from '../../../../../shared/api/front-of-house.ts'

const o = zhTW.frontOfHouse.orders
const counterText = zhTW.frontOfHouse.common

/** One step forward: pending → confirmed → preparing → ready → completed (spec part 2 §4). */
export function AdvanceButton({
  storeId,
  order,
  size = 'sm',
}: {
  storeId: number
  order: Order
  size?: 'sm' | 'md' | 'lg'
}) {
  const [pending, setPending] = useState(false)
  const next = nextAdminStatus(order.status)
  if (!next) return null
  const label = (zhTW.frontOfHouse.advance as Record<string, string>)[next] ?? next
  const run = async () => {
    setPending(true)
    try {
      await advanceOrder(storeId, order.id, next)
      toast({ title: o.statusUpdated })
    } catch (error) {
      toastError(counterText.updateFailed, error, counterText.networkError)
    } finally {
      setPending(false)
    }
  }
  return (
    <Button size={size} disabled={pending} onClick={() => void run()} data-testid="advance-order">
      {pending ? zhTW.common.submitting : label}
    </Button>
  )
}

/** A manager's cancel, with the reason the server requires. */
export function CancelOrderDialog({
  storeId,
  order,
  onClose,
}: {
  storeId: number
  order: Order | null
  onClose: () => void
}) {
  const [reason, setReason] = useState('')
  const [pending, setPending] = useState(false)
  const close = () => {
    setReason('')
    onClose()
  }
  const submit = async () => {
    if (!order) return
    if (!reason.trim()) {
      toast({ variant: 'destructive', title: o.cancelFailed, description: o.cancelReasonRequired })
      return
    }
    setPending(true)
    try {
      await cancelOrder(storeId, order.id, reason.trim())
      toast({ title: o.cancelled })
      close()
    } catch (error) {
      toastError(o.cancelFailed, error, counterText.networkError)
    } finally {
      setPending(false)
    }
  }
  return (
    <Dialog
      open={!!order}
      onClose={pending ? () => {} : close}
      title={fill(o.cancelTitle, { orderNumber: order?.orderNumber ?? '' })}
      description={o.cancelDescription}
    >
      <form
        className="form foh-form"
        onSubmit={(e) => {
          e.preventDefault()
          void submit()
        }}
      >
        <Field
          label={o.cancelReasonLabel}
          value={reason}
          maxLength={200}
          onChange={(e) => setReason(e.target.value)}
          autoFocus
        />
        <div className="form-actions">
          <Button variant="secondary" onClick={close} disabled={pending}>
            {zhTW.common.cancel}
          </Button>
          <Button type="submit" variant="destructive" disabled={pending}>
            {pending ? zhTW.common.submitting : o.cancelSubmit}
          </Button>
        </div>
      </form>
    </Dialog>
  )
}
