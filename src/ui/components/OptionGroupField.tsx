import { useId } from 'react'
import type { GroupView } from '../../shared/domain/cart.ts'
import { parseMoney } from '../../shared/domain/money.ts'
import { boundsLabel, isRequired } from '../../shared/domain/option-groups.ts'
import { formatNtdCents } from '../money.ts'

/**
 * One option group (甜度, 冰塊, 加料 ...) as native inputs in a fieldset, so arrow keys and screen
 * readers work as they do for any form: a one-pick group is a radio group, a many-pick group a set of
 * checkboxes that stops taking picks at its maximum. A one-pick group that is not required can be
 * cleared by tapping its pick again.
 */
export function OptionGroupField({
  group,
  picked,
  onChange,
}: {
  group: GroupView
  picked: readonly string[]
  onChange: (choices: string[]) => void
}) {
  const name = useId()
  const single = group.maxChoices === 1
  const full = picked.length >= group.maxChoices
  const toggle = (option: string) => {
    if (single) onChange(picked.includes(option) && !isRequired(group) ? [] : [option])
    else onChange(picked.includes(option) ? picked.filter((o) => o !== option) : [...picked, option])
  }
  return (
    <fieldset className="opt-group" data-testid="option-group">
      <legend>
        {group.name} <span className="opt-bounds">{boundsLabel(group)}</span>
      </legend>
      <div className="opt-list">
        {group.options.map((o) => {
          const checked = picked.includes(o.name)
          const delta = parseMoney(o.price) ?? 0
          return (
            <label key={o.name} className="opt-choice opt-input">
              <input
                type={single ? 'radio' : 'checkbox'}
                name={name}
                checked={checked}
                disabled={o.unavailable !== undefined || (!single && !checked && full)}
                // A click (not a change) so a pick tapped again can be cleared; keys still move and pick.
                onClick={() => toggle(o.name)}
                readOnly
              />
              <span>{o.name}</span>
              {delta > 0 ? <small>+{formatNtdCents(delta)}</small> : null}
              {o.unavailable ? <small className="opt-unavailable">{o.unavailable}</small> : null}
            </label>
          )
        })}
      </div>
    </fieldset>
  )
}
