import { useSignals } from '@preact/signals-react/runtime'
import { useState } from 'react'
import { parseMoney, type Cents } from '../../../../../shared/domain/money.ts'
import { fill, zhTW } from '../../../../../shared/i18n/zh-TW.ts'
import { Button } from '../../../../components/Button.tsx'
import { toast } from '../../../../components/Toaster.tsx'
import { PayOrderDialog } from '../dialogs.ts'
import { payNowCharge, placedUnpaid } from '../pay-now.ts'
import { paymentMethod, type sendOrder, sending } from '../state.ts'

const m = zhTW.pay

type Props = { ctx: Parameters<typeof sendOrder>[0]; total: Cents; disabled: boolean }

/** The 送出並結帳 button and its dialog: takeout and pay-first counters pay as the order goes out. */
export function PayNow({ ctx, total, disabled }: Props) {
  useSignals()
  const [open, setOpen] = useState(false)
  const [due, setDue] = useState(0)
  const placed = placedUnpaid.value

  const close = (paid: boolean) => {
    setOpen(false)
    if (!paid && placed)
      toast({ title: fill(m.leftUnpaid, { orderNumber: placed.orderNumber }), description: m.leftUnpaidBody })
    placedUnpaid.value = null
  }

  return (
    <>
      <Button
        size="lg"
        className="pos-pay-now"
        disabled={disabled || sending.value}
        title={m.payNowHint}
        onClick={() => {
          setDue(total)
          setOpen(true)
        }}
      >
        {m.payNow}
      </Button>
      <PayOrderDialog
        open={open}
        title={m.payNowTitle}
        due={placed ? (parseMoney(placed.total) ?? due) : due}
        initialMethod={paymentMethod.value}
        charge={payNowCharge(ctx)}
        notice={placed ? fill(m.placedUnpaid, { orderNumber: placed.orderNumber }) : null}
        onClose={close}
      />
    </>
  )
}
