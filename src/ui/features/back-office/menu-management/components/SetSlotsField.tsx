import { useQuery } from '@tanstack/react-query'
import { fill, zhTW } from '../../../../../shared/i18n/zh-TW.ts'
import { isFixedSlot } from '../../../../../shared/domain/set-meals.ts'
import { Button } from '../../../../components/Button.tsx'
import { moveGroup } from '../option-group-form.ts'
import { menuQuery } from '../queries.ts'
import { canAddChoice, canAddSlot, type SlotForm } from '../set-slot-form.ts'

const s = zhTW.setSlotEditor

type Props = {
  storeId: number
  /** The item being edited (null while it is new): it cannot be a part of itself. */
  itemId: number | null
  slots: SlotForm[]
  error?: string | null
  onChange: (slots: SlotForm[]) => void
}

/** 套餐內容: the slots a set is made of (主餐, 飲料, 湯) in the order the chooser asks them, each with its items. */
export function SetSlotsField({ storeId, itemId, slots, error, onChange }: Props) {
  const menu = useQuery(menuQuery(storeId))
  const items = menu.data ?? []
  const nameOf = (id: number) => items.find((x) => x.id === id)?.name ?? `#${id}`
  // A set is made of dishes, never of sets (the server refuses them too).
  const parts = items.filter((x) => x.id !== itemId && x.setSlots.length === 0)
  const edit = (i: number, slot: SlotForm) => onChange(slots.map((x, j) => (j === i ? slot : x)))
  return (
    <fieldset className="form-section set-slots">
      <legend>{s.legend}</legend>
      <p className="field-hint">{s.hint}</p>
      {slots.length === 0 ? <p className="muted small">{s.none}</p> : null}
      <ol className="set-slot-list">
        {slots.map((slot, i) => {
          const label = slot.name.trim() || fill(s.slot, { n: i + 1 })
          const offered = parts.filter((x) => !slot.choices.some((c) => c.menuItemId === x.id))
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: the name is being typed; a slot is its place
            <li key={i} className="set-slot">
              <div className="set-slot-head">
                <input
                  className="input"
                  aria-label={fill(s.slotName, { n: i + 1 })}
                  placeholder={s.slotPlaceholder}
                  maxLength={20}
                  value={slot.name}
                  onChange={(e) => edit(i, { ...slot, name: e.target.value })}
                />
                <span className="muted small">{isFixedSlot(slot) ? s.fixed : s.pickOne}</span>
                <button
                  type="button"
                  className="icon-btn"
                  aria-label={fill(s.moveUp, { name: label })}
                  disabled={i === 0}
                  onClick={() => onChange(moveGroup(slots, i, -1))}
                >
                  ↑
                </button>
                <button
                  type="button"
                  className="icon-btn"
                  aria-label={fill(s.moveDown, { name: label })}
                  disabled={i === slots.length - 1}
                  onClick={() => onChange(moveGroup(slots, i, 1))}
                >
                  ↓
                </button>
                <button
                  type="button"
                  className="icon-btn"
                  aria-label={fill(s.removeSlot, { name: label })}
                  onClick={() => onChange(slots.filter((_, j) => j !== i))}
                >
                  ×
                </button>
              </div>
              <ul className="set-slot-choices">
                {slot.choices.map((c) => {
                  const name = nameOf(c.menuItemId)
                  const choices = (f: (x: SlotForm['choices']) => SlotForm['choices']) =>
                    edit(i, { ...slot, choices: f(slot.choices) })
                  return (
                    <li key={c.menuItemId} className="option-entry">
                      <span>{name}</span>
                      <span className="set-slot-delta">
                        +NT$
                        <input
                          className="input"
                          type="number"
                          inputMode="decimal"
                          min="0"
                          step="0.01"
                          placeholder="0"
                          aria-label={fill(s.choiceDelta, { name })}
                          value={c.price}
                          onChange={(e) =>
                            choices((x) =>
                              x.map((o) => (o.menuItemId === c.menuItemId ? { ...o, price: e.target.value } : o)),
                            )
                          }
                        />
                      </span>
                      <button
                        type="button"
                        className="icon-btn"
                        aria-label={fill(s.removeChoice, { slot: label, name })}
                        onClick={() => choices((x) => x.filter((o) => o.menuItemId !== c.menuItemId))}
                      >
                        ×
                      </button>
                    </li>
                  )
                })}
              </ul>
              {offered.length && canAddChoice(slot) ? (
                <select
                  className="input"
                  aria-label={fill(s.chooseItem, { slot: label })}
                  value=""
                  onChange={(e) =>
                    edit(i, { ...slot, choices: [...slot.choices, { menuItemId: Number(e.target.value), price: '' }] })
                  }
                >
                  <option value="">{fill(s.chooseItem, { slot: label })}</option>
                  {offered.map((x) => (
                    <option key={x.id} value={x.id}>
                      {x.name}
                    </option>
                  ))}
                </select>
              ) : null}
            </li>
          )
        })}
      </ol>
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      {canAddSlot(slots) ? (
        <Button variant="secondary" onClick={() => onChange([...slots, { name: '', choices: [] }])}>
          {s.addSlot}
        </Button>
      ) : null}
    </fieldset>
  )
}
