import { useState } from 'react'
import { MAX_PARTS } from '../../../../../shared/domain/bill-split.ts'
import { fill, zhTW } from '../../../../../shared/i18n/zh-TW.ts'
import { Button } from '../../../../components/Button.tsx'
import { Keypad } from '../../../../components/pay/Keypad.tsx'

const sm = zhTW.frontOfHouse.split

/**
 * 依金額: the parts the guests name, one box each (the last part takes the rest), with the counter's
 * keypad beside them typing into the box last chosen, so a touchscreen till needs no system keyboard.
 */
export function SplitAmounts({ amounts, onChange }: { amounts: string[]; onChange: (amounts: string[]) => void }) {
  const [active, setActive] = useState(0)
  const at = Math.min(active, amounts.length - 1)
  const set = (i: number, value: string) => onChange(amounts.map((x, j) => (j === i ? value : x)))
  return (
    <div className="split-amounts">
      <div className="split-amount-rows">
        {amounts.map((a, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a part is its number in the split
          <label key={i} className="split-amount-row" data-active={i === at || undefined}>
            <span className="field-label">{fill(sm.amountOf, { n: i + 1 })}</span>
            <input
              className="input"
              inputMode="numeric"
              value={a}
              onFocus={() => setActive(i)}
              onChange={(e) => set(i, e.target.value)}
            />
            {amounts.length > 1 ? (
              <Button variant="ghost" size="sm" onClick={() => onChange(amounts.filter((_, j) => j !== i))}>
                {sm.removeAmount}
              </Button>
            ) : null}
          </label>
        ))}
        {amounts.length < MAX_PARTS - 1 ? (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => {
              setActive(amounts.length)
              onChange([...amounts, ''])
            }}
          >
            {sm.addAmount}
          </Button>
        ) : null}
      </div>
      <Keypad value={amounts[at] ?? ''} onChange={(value) => set(at, value)} />
    </div>
  )
}
