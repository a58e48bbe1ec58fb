import { formatNtdCents } from '../../../../money.ts'
import { zhTW } from '../../../../../shared/i18n/zh-TW.ts'
import type { MenuCategory, MenuItem } from '../../../../../shared/api/front-of-house.ts'
import { isSoldOut, listPrice, needsChooser } from '../cart.ts'
import { RovingGroup } from '../../../../components/RovingGroup.tsx'

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

function ItemCard({ item, onPick }: { item: MenuItem; onPick: (item: MenuItem) => void }) {
  const soldOut = isSoldOut(item)
  const price = listPrice(item)
  return (
    <button
      type="button"
      className={item.imageUrl ? 'pos-item' : 'pos-item pos-item-plain'}
      disabled={soldOut}
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
      <span className="pos-item-foot">
        <span className="pos-item-price">{price === null ? '—' : formatNtdCents(price)}</span>
        {needsChooser(item) ? <span className="pos-item-opt">{p.options}</span> : null}
      </span>
    </button>
  )
}

export function MenuGrid({
  items,
  onPick,
  emptyText,
}: {
  items: MenuItem[]
  onPick: (item: MenuItem) => void
  emptyText: string
}) {
  if (items.length === 0)
    return (
      <div className="card empty-state">
        <p className="muted">{emptyText}</p>
      </div>
    )
  return (
    <div className="pos-grid">
      {items.map((item) => (
        <ItemCard key={item.id} item={item} onPick={onPick} />
      ))}
    </div>
  )
}
