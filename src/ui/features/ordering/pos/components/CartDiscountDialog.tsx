import type { StaffOrderType } from '../../../../../shared/domain/order-type.ts'
import { useSignals } from '@preact/signals-react/runtime'
import type { MemberTier, PricingSettings } from '../../../../../shared/domain/order-totals.ts'
import type { DiscountTarget } from '../../../../components/adjust/DiscountDialog.tsx'
import { DiscountDialog } from '../dialogs.ts'
import { approvalPin, lineDiscounts, orderDiscount, previewDiscount, setLineDiscount } from '../discounts.ts'
import './discount-dialog.css'

type Line = { key: string; unitPrice: number; quantity: number }

type Props = {
  target: DiscountTarget | null
  lines: readonly Line[]
  pricing: PricingSettings | undefined
  orderType: StaffOrderType
  tier: MemberTier | null
  staff: boolean
  onClose: () => void
}

/**
 * 折扣 / 招待 of a cart line or the whole cart: the one discount dialog, kept beside the cart until
 * the order is sent (the manager's PIN with it); the server checks them again with the order.
 */
export function CartDiscountDialog({ target, lines, pricing, orderType, tier, staff, onClose }: Props) {
  useSignals()
  const key = target?.key ?? null
  const existing = target ? (key === null ? orderDiscount.value : (lineDiscounts.value.get(key) ?? null)) : null
  const keep = (d: Parameters<typeof setLineDiscount>[1]) => {
    if (key === null) orderDiscount.value = d
    else setLineDiscount(key, d)
  }
  return (
    <DiscountDialog
      target={target}
      pricing={pricing}
      existing={existing}
      preview={(spec) => previewDiscount(lines, key, spec, { pricing, orderType, tier, staff })}
      onApply={(d, pin) => {
        keep(d)
        if (pin) approvalPin.value = pin
      }}
      onRemove={() => keep(null)}
      onClose={onClose}
    />
  )
}
