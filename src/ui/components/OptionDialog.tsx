import { useEffect, useState, type ReactNode } from 'react'
import {
  defaultChoice,
  choiceProblem,
  offeredPicks,
  unitPriceOf,
  type Choice,
  type OptionItem,
} from '../../shared/domain/cart.ts'
import { boundsLabel, type GroupProblem } from '../../shared/domain/option-groups.ts'
import type { PartProblem } from '../../shared/domain/set-meals.ts'
import { parseMoney } from '../../shared/domain/money.ts'
import { formatNtdCents } from '../money.ts'
import { fill } from '../../shared/i18n/fill.ts'
import { generalMessages } from '../../shared/i18n/catalog/general.ts'
import { frontOfHouseMessages } from '../../shared/i18n/catalog/frontOfHouse.ts'
import { Button } from './Button.tsx'
import { Dialog } from './Dialog.tsx'
import { OptionGroupField } from './OptionGroupField.tsx'
import { RovingGroup } from './RovingGroup.tsx'
import { SetSlotFields } from './SetSlotFields.tsx'
import './option-dialog.css'

const p = frontOfHouseMessages.pos

const priceText = (o: { price: string }) => formatNtdCents(parseMoney(o.price) ?? 0)

/** Why 加入 waits, naming the group or the set's slot: 請選擇「冰塊」, 請選擇「飲料」, 紅茶：請選擇「冰塊」. */
function problemText(problem: GroupProblem | PartProblem): string {
  if (problem.kind === 'group')
    return fill(p.partProblem, { part: problem.part, problem: problemText(problem.problem) })
  if (problem.kind === 'missingSlot') return fill(p.groupRequired, { group: problem.slot })
  if (problem.kind === 'required') return fill(p.groupRequired, { group: problem.group })
  if (problem.kind === 'count')
    return fill(p.groupCount, {
      group: problem.group,
      bounds: boundsLabel({ minChoices: problem.min, maxChoices: problem.max }),
    })
  // The dialog only offers the item's own groups, options and parts (offeredPicks drops any others).
  return fill(p.groupRequired, { group: 'group' in problem ? problem.group : 'slot' in problem ? problem.slot : '' })
}

function Choices({
  label,
  options,
  selected,
  onPick,
  multi,
}: {
  label: string
  options: { name: string; hint?: string }[]
  selected: string[]
  onPick: (name: string) => void
  multi?: boolean
}) {
  if (options.length === 0) return null
  const buttons = options.map((o) => (
    // biome-ignore lint/a11y/useAriaPropsSupportedByRole: role is checkbox or radio (multi)
    <button
      key={o.name}
      type="button"
      className="opt-choice"
      role={multi ? 'checkbox' : 'radio'}
      aria-checked={selected.includes(o.name)}
      onClick={() => onPick(o.name)}
    >
      <span>{o.name}</span>
      {o.hint ? <small>{o.hint}</small> : null}
    </button>
  ))
  return (
    <fieldset className="opt-group">
      <legend>{label}</legend>
      {/* Add-ons are checkboxes, each its own Tab stop; a size or spice level is one radio group. */}
      {multi ? (
        <div className="opt-list">{buttons}</div>
      ) : (
        <RovingGroup className="opt-list" role="radiogroup" aria-label={label}>
          {buttons}
        </RovingGroup>
      )}
    </fieldset>
  )
}

type Props<T extends OptionItem> = {
  item: (T & { description?: string | null }) | null
  onClose: () => void
  onAdd: (item: T, choice: Choice, quantity: number) => void
  /** Phones: a bottom sheet at the thumb instead of a centred dialog. */
  sheet?: boolean
  /** A cart line being changed: the dialog starts from its choice and quantity, and 更新 replaces it. */
  editing?: { choice: Choice; quantity: number } | null
  /** More for the line being changed (the POS: its discount), beside the dialog's buttons. */
  extra?: ReactNode
}

/**
 * Size, spice, add-ons and option groups for one item, and how many (POS and phones alike). A size
 * and a spice level are required, so the first of each starts chosen (spec part 1 §5); each group
 * starts at its default, and a required group left unpicked keeps 加入 off, saying which group it
 * is. The price follows the choice.
 */
export function OptionDialog<T extends OptionItem>({ item, onClose, onAdd, sheet, editing, extra }: Props<T>) {
  const [choice, setChoice] = useState<Choice>({ size: null, spice: null, addOns: [], groups: [] })
  const [quantity, setQuantity] = useState(1)

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new item (or line) starts the dialog afresh
  useEffect(() => {
    if (!item) return
    setChoice(
      editing
        ? { ...editing.choice, addOns: [...editing.choice.addOns], groups: offeredPicks(item, editing.choice.groups) }
        : defaultChoice(item),
    )
    setQuantity(editing?.quantity ?? 1)
  }, [item])

  if (!item)
    return (
      <Dialog open={false} onClose={onClose} title="">
        {null}
      </Dialog>
    )
  const unit = unitPriceOf(item, choice)
  const problem = choiceProblem(item, choice)
  const picksOf = (groupId: number) => choice.groups?.find((g) => g.groupId === groupId)?.choices ?? []
  const pickGroup = (groupId: number, choices: string[]) =>
    setChoice((c) => ({
      ...c,
      groups: [...(c.groups ?? []).filter((g) => g.groupId !== groupId), { groupId, choices }],
    }))
  const toggleAddOn = (name: string) =>
    setChoice((c) => ({
      ...c,
      addOns: c.addOns.includes(name) ? c.addOns.filter((a) => a !== name) : [...c.addOns, name],
    }))

  return (
    <Dialog
      open
      onClose={onClose}
      title={item.name}
      description={item.description ?? undefined}
      className={sheet ? 'sheet' : item.setSlots?.length || item.optionGroups.length ? 'opt-wide' : undefined}
    >
      <div className="opt-form">
        <Choices
          label={p.size}
          options={item.sizeOptions.map((o) => ({ name: o.name, hint: priceText(o) }))}
          selected={choice.size ? [choice.size] : []}
          onPick={(size) => setChoice((c) => ({ ...c, size }))}
        />
        <Choices
          label={p.spice}
          options={item.spiceLevels.map((name) => ({ name }))}
          selected={choice.spice ? [choice.spice] : []}
          onPick={(spice) => setChoice((c) => ({ ...c, spice }))}
        />
        <Choices
          label={p.addOns}
          multi
          options={item.addOns.map((o) => ({ name: o.name, hint: `+${priceText(o)}` }))}
          selected={choice.addOns}
          onPick={toggleAddOn}
        />
        {item.optionGroups.map((g) => (
          <OptionGroupField
            key={g.id}
            group={g}
            picked={picksOf(g.id)}
            onChange={(choices) => pickGroup(g.id, choices)}
          />
        ))}
        {item.setSlots?.length ? (
          <SetSlotFields
            slots={item.setSlots}
            parts={choice.parts ?? []}
            onChange={(parts) => setChoice((c) => ({ ...c, parts }))}
          />
        ) : null}
        <div className="opt-qty">
          <span>{p.quantity}</span>
          <div className="opt-stepper">
            <button
              type="button"
              aria-label={fill(p.decrease, { name: item.name })}
              disabled={quantity <= 1}
              onClick={() => setQuantity((q) => Math.max(1, q - 1))}
            >
              −
            </button>
            <output aria-live="polite">{quantity}</output>
            <button
              type="button"
              aria-label={fill(p.increase, { name: item.name })}
              disabled={quantity >= 99}
              onClick={() => setQuantity((q) => Math.min(99, q + 1))}
            >
              ＋
            </button>
          </div>
        </div>
        {problem ? (
          <p className="opt-hint" role="status" data-testid="option-hint">
            {problemText(problem)}
          </p>
        ) : null}
        <div className="opt-actions">
          {extra}
          <Button variant="secondary" size="lg" onClick={onClose}>
            {generalMessages.cancel}
          </Button>
          <Button
            size="lg"
            disabled={unit === null}
            onClick={() => {
              onAdd(item, choice, quantity)
              onClose()
            }}
          >
            {editing ? p.updateLine : p.addToCart}
            {unit === null ? '' : ` · ${formatNtdCents(unit * quantity)}`}
          </Button>
        </div>
      </div>
    </Dialog>
  )
}
