import { fill } from '../../../shared/i18n/fill.ts'
import { mobileMessages } from '../../../shared/i18n/catalog/mobile.ts'

const mobileText = mobileMessages.common

/** − n + with touch-sized buttons; `minusDisabled` where the rule keeps at least one. */
export function Stepper({
  name,
  quantity,
  onIncrease,
  onDecrease,
  minusDisabled,
}: {
  name: string
  quantity: number
  onIncrease: () => void
  onDecrease: () => void
  minusDisabled?: boolean
}) {
  return (
    <fieldset className="bare-group stepper" aria-label={name}>
      <button
        type="button"
        className="stepper-btn"
        aria-label={fill(mobileText.decrease, { name })}
        disabled={minusDisabled}
        onClick={onDecrease}
      >
        −
      </button>
      <span className="stepper-qty" aria-live="polite">
        {quantity}
      </span>
      <button
        type="button"
        className="stepper-btn"
        aria-label={fill(mobileText.increase, { name })}
        onClick={onIncrease}
      >
        ＋
      </button>
    </fieldset>
  )
}
