import { useState, type KeyboardEvent } from 'react'
import { formatNtd } from '../../../../money.ts'
import { t, zhTW } from '../../../../../shared/i18n/zh-TW.ts'
import { Button } from '../../../../components/Button.tsx'
import { toast } from '../../../../components/Toaster.tsx'
import { splitSpiceLevels } from '../form-state.ts'
import { parseOptionPrice } from '../price.ts'
import type { PricedOption } from '../../../../../shared/api/menu.ts'

const f = zhTW.products.form

/** Enter in a small "add" row adds instead of submitting the whole item form. */
const enterAdds = (add: () => void) => (e: KeyboardEvent) => {
  if (e.key === 'Enter') {
    e.preventDefault()
    add()
  }
}

function Entry({ label, detail, onRemove }: { label: string; detail?: string; onRemove: () => void }) {
  return (
    <li className="option-entry">
      <span>{label}</span>
      {detail ? <span className="muted">{detail}</span> : null}
      <button
        type="button"
        className="icon-btn"
        aria-label={t('products.form.removeEntry', { name: label })}
        onClick={onRemove}
      >
        ×
      </button>
    </li>
  )
}

type PricedProps<T extends PricedOption> = {
  legend: string
  nameLabel: string
  priceLabel: string
  requiredMessage: string
  items: T[]
  onChange: (items: T[]) => void
  make: (name: string, price: string) => T
}

/** Sizes and add-ons: a name and a price each (part 2 §5: both required to add). */
export function PricedOptionList<T extends PricedOption>({
  legend,
  nameLabel,
  priceLabel,
  requiredMessage,
  items,
  onChange,
  make,
}: PricedProps<T>) {
  const [name, setName] = useState('')
  const [price, setPrice] = useState('')
  const add = () => {
    const clean = name.trim()
    const money = parseOptionPrice(price)
    if (!clean || money === null) {
      toast({ variant: 'destructive', title: requiredMessage })
      return
    }
    if (items.some((i) => i.name === clean)) {
      toast({ variant: 'destructive', title: t('products.form.duplicateName', { name: clean }) })
      return
    }
    onChange([...items, make(clean, money)])
    setName('')
    setPrice('')
  }
  return (
    <fieldset className="form-section">
      <legend>{legend}</legend>
      {items.length > 0 ? (
        <ul className="option-list">
          {items.map((item, i) => (
            <Entry
              key={item.name}
              label={item.name}
              detail={formatNtd(item.price)}
              onRemove={() => onChange(items.filter((_, j) => j !== i))}
            />
          ))}
        </ul>
      ) : null}
      <div className="add-row">
        <input
          className="input"
          aria-label={nameLabel}
          placeholder={nameLabel}
          value={name}
          maxLength={50}
          onChange={(e) => setName(e.target.value)}
          onKeyDown={enterAdds(add)}
        />
        <input
          className="input add-row-price"
          aria-label={priceLabel}
          placeholder={priceLabel}
          inputMode="decimal"
          value={price}
          onChange={(e) => setPrice(e.target.value)}
          onKeyDown={enterAdds(add)}
        />
        <Button variant="secondary" onClick={add}>
          {zhTW.products.common.add}
        </Button>
      </div>
    </fieldset>
  )
}

/** Spice levels: text, several at once separated by commas (part 1 §5). */
export function SpiceLevelList({ items, onChange }: { items: string[]; onChange: (items: string[]) => void }) {
  const [text, setText] = useState('')
  const add = () => {
    const levels = splitSpiceLevels(text, items)
    if (levels.length === 0) {
      toast({ variant: 'destructive', title: f.spiceRequired })
      return
    }
    onChange([...items, ...levels])
    setText('')
  }
  return (
    <fieldset className="form-section">
      <legend>{f.spiceLevels}</legend>
      {items.length > 0 ? (
        <ul className="option-list">
          {items.map((level) => (
            <Entry key={level} label={level} onRemove={() => onChange(items.filter((l) => l !== level))} />
          ))}
        </ul>
      ) : null}
      <div className="add-row">
        <input
          className="input"
          aria-label={f.spiceName}
          placeholder={f.spiceName}
          value={text}
          maxLength={100}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={enterAdds(add)}
        />
        <Button variant="secondary" onClick={add}>
          {zhTW.products.common.add}
        </Button>
      </div>
    </fieldset>
  )
}
