import { useEffect, useState } from 'react'
import { formatNtdCents } from '../../../../shared/format/money.ts'
import { parseMoney } from '../../../../shared/domain/money.ts'
import { fill, zhTW } from '../../../../shared/i18n/zh-TW.ts'
import { Button } from '../../../components/Button.tsx'
import { Dialog } from '../../../components/Dialog.tsx'
import type { MenuItem, PricedOption } from '../../front-of-house/types.ts'
import { defaultChoice, unitPriceOf, type Choice } from '../cart.ts'

const p = zhTW.frontOfHouse.pos

const priceText = (o: PricedOption) => formatNtdCents(parseMoney(o.price) ?? 0)

function Choices({ label, options, selected, onPick, multi }: {
  label: string
  options: { name: string; hint?: string }[]
  selected: string[]
  onPick: (name: string) => void
  multi?: boolean
}) {
  if (options.length === 0) return null
  return (
    <fieldset className="pos-options">
      <legend>{label}</legend>
      <div className="pos-option-list" role={multi ? 'group' : 'radiogroup'} aria-label={label}>
        {options.map((o) => {
          const on = selected.includes(o.name)
          return (
            <button
              key={o.name}
              type="button"
              className="pos-option"
              role={multi ? 'checkbox' : 'radio'}
              aria-checked={on}
              onClick={() => onPick(o.name)}
            >
              <span>{o.name}</span>
              {o.hint ? <small>{o.hint}</small> : null}
            </button>
          )
        })}
      </div>
    </fieldset>
  )
}

/** Size, spice and add-ons for one item; starts at the first size and first spice level. */
export function OptionDialog({ item, onClose, onAdd }: { item: MenuItem | null; onClose: () => void; onAdd: (item: MenuItem, choice: Choice, quantity: number) => void }) {
  const [choice, setChoice] = useState<Choice>({ size: null, spice: null, addOns: [] })
  const [quantity, setQuantity] = useState(1)

  useEffect(() => {
    if (!item) return
    setChoice(defaultChoice(item))
    setQuantity(1)
  }, [item])

  if (!item) return <Dialog open={false} onClose={onClose} title="">{null}</Dialog>
  const unit = unitPriceOf(item, choice)
  const toggleAddOn = (name: string) =>
    setChoice((c) => ({ ...c, addOns: c.addOns.includes(name) ? c.addOns.filter((a) => a !== name) : [...c.addOns, name] }))

  return (
    <Dialog open onClose={onClose} title={item.name} description={item.description ?? undefined}>
      <div className="form foh-form">
        <Choices label={p.size} options={item.sizeOptions.map((o) => ({ name: o.name, hint: priceText(o) }))} selected={choice.size ? [choice.size] : []} onPick={(size) => setChoice((c) => ({ ...c, size }))} />
        <Choices label={p.spice} options={item.spiceLevels.map((name) => ({ name }))} selected={choice.spice ? [choice.spice] : []} onPick={(spice) => setChoice((c) => ({ ...c, spice }))} />
        <Choices label={p.addOns} multi options={item.addOns.map((o) => ({ name: o.name, hint: `+${priceText(o)}` }))} selected={choice.addOns} onPick={toggleAddOn} />
        <div className="pos-option-qty">
          <span>{p.quantity}</span>
          <div className="pos-stepper">
            <button type="button" aria-label={fill(p.decrease, { name: item.name })} disabled={quantity <= 1} onClick={() => setQuantity((q) => Math.max(1, q - 1))}>−</button>
            <output aria-live="polite">{quantity}</output>
            <button type="button" aria-label={fill(p.increase, { name: item.name })} disabled={quantity >= 99} onClick={() => setQuantity((q) => Math.min(99, q + 1))}>＋</button>
          </div>
        </div>
        <div className="form-actions">
          <Button variant="secondary" onClick={onClose}>{zhTW.common.cancel}</Button>
          <Button size="lg" disabled={unit === null} onClick={() => {
            onAdd(item, choice, quantity)
            onClose()
          }}>
            {p.addToCart}
            {unit === null ? '' : ` · ${formatNtdCents(unit * quantity)}`}
          </Button>
        </div>
      </div>
    </Dialog>
  )
}
