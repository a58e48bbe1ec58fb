import { zhTW } from '../../../shared/i18n/zh-TW.ts'
import { PAYMENT_METHODS, paymentMethodLabel } from '../../labels.ts'
import type { PaymentMethod } from '../../../shared/api/front-of-house.ts'
import './pay.css'
import { RovingGroup } from '../RovingGroup.tsx'

/** The payment methods as radio buttons (every pay dialog; a refund passes the methods the order was paid with). */
export function MethodPicker({
  methods = PAYMENT_METHODS,
  value,
  onChange,
  label = zhTW.pay.method,
}: {
  methods?: readonly PaymentMethod[]
  value: PaymentMethod
  onChange: (m: PaymentMethod) => void
  label?: string
}) {
  return (
    <fieldset className="foh-fieldset">
      <legend className="field-label">{label}</legend>
      <RovingGroup className="pay-methods-grid" role="radiogroup" aria-label={label}>
        {methods.map((pm) => (
          // biome-ignore lint/a11y/useSemanticElements: a chip button, one choice of its radiogroup
          <button
            key={pm}
            type="button"
            role="radio"
            aria-checked={value === pm}
            className="foh-choice"
            onClick={() => onChange(pm)}
          >
            {paymentMethodLabel(pm)}
          </button>
        ))}
      </RovingGroup>
    </fieldset>
  )
}
