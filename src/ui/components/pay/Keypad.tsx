import { zhTW } from '../../../shared/i18n/zh-TW.ts'
import { KEYPAD_KEYS, pressKey } from './keypad.ts'
import './pay.css'

const m = zhTW.pay.cash

/**
 * 7 8 9 / 4 5 6 / 1 2 3 / 00 0 ⌫ beside a counter's amount box, so a touchscreen till never needs the
 * system keyboard. Out of the Tab order: a keyboard types into the box itself. Hidden on a phone,
 * whose own number pad the box asks for.
 */
export function Keypad({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <fieldset className="bare-group cash-keypad" aria-label={m.keypad} data-testid="cash-keypad">
      {KEYPAD_KEYS.map((key) => (
        <button
          key={key}
          type="button"
          tabIndex={-1}
          className="cash-quick cash-key"
          aria-label={key === 'back' ? m.backspace : undefined}
          disabled={key === 'back' && value === ''}
          onClick={() => onChange(pressKey(value, key))}
        >
          {key === 'back' ? '⌫' : key}
        </button>
      ))}
    </fieldset>
  )
}
