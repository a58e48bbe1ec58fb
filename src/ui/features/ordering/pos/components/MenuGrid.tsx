import { useState } from 'react'
import { formatNtdCents } from '../../../../money.ts'
import { fill, zhTW } from '../../../../../shared/i18n/zh-TW.ts'
import type { MenuCategory, MenuItem } from '../../../../../shared/api/front-of-house.ts'
import { isSoldOut, listPrice, needsChooser } from '../cart.ts'
import { RovingGroup } from '../../../../components/RovingGroup.tsx'
import { PortionsDialog } from '../../../../components/PortionsDialog.tsx'
import { useNow } from '../../../../hooks/useNow.ts'
import { closedHours, hoursLabel } from '../../../../../shared/domain/menu-hours.ts'

const p = zhTW.frontOfHouse.pos
const counterText = zhTW.frontOfHouse.common

export const ALL = 'all'

/** 全部 plus the store's menu categories, in their display order (spec part 2 §2.14 chips). */
export function CategoryBar({
  categories,
  value,
  onChange,
}: {
  categories: MenuCategory[]
  value: string
  onChange: (v: string) => void
}) {
  const chips = [
    { key: ALL, label: counterText.all },
    ...[...categories].sort((a, b) => a.displayOrder - b.displayOrder).map((cat) => ({ key: cat.id, label: cat.name })),
  ]
  return (
    <RovingGroup className="pos-categories" role="radiogroup" aria-label={p.categories}>
      {chips.map((chip) => (
        // biome-ignore lint/a11y/useSemanticElements: a chip button, one choice of its radiogroup
        <button
          key={chip.key}
          type="button"
          role="radio"
          aria-checked={value === chip.key}
          className="pos-chip"
          onClick={() => onChange(chip.key)}
        >
          {chip.label}
        </button>
      ))}
    </RovingGroup>
  )
}

function ItemCard({
  item,
  now,
  onPick,
  onPortions,
}: {
  item: MenuItem
  now: number
  onPick: (item: MenuItem) => void
  onPortions: (item: MenuItem) => void
}) {
  // 估清 (the server's 售完 or 剩 0) as well as the cart's own reasons: switched off or out of stock.
  const soldOut = isSoldOut(item)
  const left = soldOut || item.remaining === null ? null : fill(p.portionsLeftTag, { n: item.remaining })
  // Outside its 供應時段 the server refuses it: greyed, with the hours it is served.
  const closed = closedHours(item, now)
  const price = listPrice(item)
  return (
    <div className="pos-tile">
      <button
        type="button"
        className={item.imageUrl ? 'pos-item' : 'pos-item pos-item-plain'}
        disabled={soldOut || closed !== null}
        onClick={() => onPick(item)}
        data-testid="pos-item"
      >
        {item.imageUrl ? (
          <span className="pos-item-media">
            <img src={item.imageUrl} alt="" loading="lazy" />
            {soldOut ? <span className="pos-item-soldout">{p.soldOut}</span> : null}
          </span>
        ) : soldOut ? (
          <span className="pos-item-soldout-tag">{p.soldOut}</span>
        ) : null}
        <span className="pos-item-name">{item.name}</span>
        {closed ? (
          <span className="pos-item-hours">{fill(zhTW.menuHours.servedAt, { hours: hoursLabel(closed) })}</span>
        ) : null}
        <span className="pos-item-foot">
          <span className="pos-item-price">{price === null ? '—' : formatNtdCents(price)}</span>
          {left ? <span className="pos-item-left">{left}</span> : null}
          {needsChooser(item) ? <span className="pos-item-opt">{p.options}</span> : null}
        </span>
      </button>
      <button
        type="button"
        className="pos-tile-more"
        aria-label={fill(p.portions.open, { name: item.name })}
        aria-haspopup="dialog"
        onClick={() => onPortions(item)}
      >
        ⋯
      </button>
    </div>
  )
}

export function MenuGrid({
  storeId,
  items,
  onPick,
  emptyText,
}: {
  storeId: number
  items: MenuItem[]
  onPick: (item: MenuItem) => void
  emptyText: string
}) {
  const [portionsOf, setPortionsOf] = useState<number | null>(null)
  const now = useNow()
  // Read from the list, so a live change shows while the dialog is open.
  const marking = portionsOf === null ? undefined : items.find((i) => i.id === portionsOf)
  if (items.length === 0)
    return (
      <div className="card empty-state">
        <p className="muted">{emptyText}</p>
      </div>
    )
  return (
    <div className="pos-grid">
      {items.map((item) => (
        <ItemCard key={item.id} item={item} now={now} onPick={onPick} onPortions={(i) => setPortionsOf(i.id)} />
      ))}
      {marking ? <PortionsDialog storeId={storeId} item={marking} onClose={() => setPortionsOf(null)} /> : null}
    </div>
  )
}
