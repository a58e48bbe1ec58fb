import { useEffect, useState } from 'react'
import { formatMoney } from '../../../../../shared/domain/money.ts'
import type { PricingSettings } from '../../../../../shared/domain/order-totals.ts'
import { formatNtd } from '../../../../money.ts'
import { fill, zhTW } from '../../../../../shared/i18n/zh-TW.ts'
import type { Order, OrderLine } from '../../../../../shared/api/front-of-house.ts'
import { toast } from '../../../../components/Toaster.tsx'
import { DiscountDialog } from '../../../../components/adjust/DiscountDialog.tsx'
import { assessDiscount, sentOrderBase } from '../../../../components/adjust/discount-form.ts'
import { newRequestId } from '../../../../ids.ts'
import { discountOrder } from '../../../../front-of-house-api.ts'

const a = zhTW.adjust

/** What is being discounted on a sent order: one of its lines, or the whole order (line null). */
export type OrderDiscountTarget = { order: Order; line: OrderLine | null }

type Props = {
  storeId: number
  target: OrderDiscountTarget | null
  pricing: PricingSettings | undefined
  staff: boolean
  onClose: () => void
}

/**
 * 折扣 / 招待 of an order already sent to the kitchen and not yet paid: the POS
 * cart's dialog, sent to the server at once. One clientDiscountId per opening, so a retry after a
 * lost answer is a replay, never a second discount.
 */
export function OrderDiscountDialog({ storeId, target, pricing, staff, onClose }: Props) {
  const [clientDiscountId, setClientDiscountId] = useState(newRequestId)
  // biome-ignore lint/correctness/useExhaustiveDependencies: one id per target
  useEffect(() => setClientDiscountId(newRequestId()), [target?.order.id, target?.line?.id])
  const lineId = target?.line?.id ?? null
  return (
    <DiscountDialog
      target={
        target
          ? { key: lineId === null ? null : String(lineId), name: target.line?.name ?? target.order.orderNumber }
          : null
      }
      pricing={pricing}
      preview={(spec) =>
        assessDiscount(spec, target ? sentOrderBase(target.order, lineId) : 0, {
          pricing,
          onOrder: lineId === null,
          staff,
        })
      }
      onApply={async (choice, pin) => {
        if (!target) return
        const value = choice.kind === 'amount' ? formatMoney(choice.value) : choice.value
        const done = await discountOrder(storeId, target.order.id, {
          lineId,
          ...choice,
          value,
          managerPin: pin || null,
          clientDiscountId,
        })
        toast({
          title: fill(a.discountedToast, {
            amount: formatNtd(done.amount),
            orderNumber: target.order.orderNumber,
            total: formatNtd(done.order.total),
          }),
        })
      }}
      onClose={onClose}
    />
  )
}
