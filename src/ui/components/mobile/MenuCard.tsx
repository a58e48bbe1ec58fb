import type { ReactNode } from 'react'
import { formatNtd } from '../../money.ts'
import { mobileMessages } from '../../../shared/i18n/catalog/mobile.ts'
import { frontOfHouseMessages } from '../../../shared/i18n/catalog/frontOfHouse.ts'
import { fill } from '../../../shared/i18n/fill.ts'
import { Badge } from '../Badge.tsx'
import { Button } from '../Button.tsx'
import type { MenuItem } from './menu.ts'
import { Stepper } from './Stepper.tsx'
import { closedHours, hoursLabel } from '../../../shared/domain/menu-hours.ts'
import { menuHoursMessages } from '../../../shared/i18n/catalog/menuHours.ts'

const mobileText = mobileMessages.common
const portionsText = frontOfHouseMessages.pos.portions

type Props = {
  item: MenuItem
  quantity: number
  addLabel: string
  onAdd: () => void
  onDecrease: () => void
  /** The clock its 供應時段 are read on (outside them it is greyed, with its hours). */
  now: number
  /** Staff only: 估清 for this dish (the dialog opens; one more tap marks it). */
  onPortions?: () => void
  /** Diners see the picture, description and tags; the waiter's list stays compact. */
  detailed?: boolean
}

/** A menu item with 加入 / steppers, in the grid or the list layout of its container. */
export function MenuCard({ item, quantity, addLabel, onAdd, onDecrease, now, onPortions, detailed = true }: Props) {
  const closed = closedHours(item, now)
  return (
    <article
      className={closed ? 'menu-card menu-card-closed' : 'menu-card'}
      aria-label={item.name}
      data-testid="menu-card"
    >
      {detailed ? (
        item.imageUrl ? (
          <img className="menu-card-img" src={item.imageUrl} alt={item.name} loading="lazy" />
        ) : (
          <div className="menu-card-img" aria-hidden="true">
            {mobileText.noImage}
          </div>
        )
      ) : null}
      <div className="menu-card-body">
        <span className="menu-card-name">{item.name}</span>
        {detailed && item.description ? <span className="menu-card-desc">{item.description}</span> : null}
        {detailed && item.tags.length ? (
          <span className="menu-tags">
            {item.tags.map((t) => (
              <Badge key={t} tone="info">
                {t}
              </Badge>
            ))}
          </span>
        ) : null}
        {!item.soldOut && item.remaining !== null ? (
          <span className="menu-tags">
            <Badge tone="warning">{fill(mobileText.portionsLeft, { n: item.remaining })}</Badge>
          </span>
        ) : null}
        {closed ? (
          <span className="menu-card-hours">{fill(menuHoursMessages.servedAt, { hours: hoursLabel(closed) })}</span>
        ) : null}
        <div className="menu-card-foot">
          <span className="menu-card-price">{formatNtd(item.basePrice)}</span>
          {onPortions ? (
            <Button
              size="sm"
              variant="ghost"
              className="menu-card-portions"
              aria-label={fill(portionsText.open, { name: item.name })}
              aria-haspopup="dialog"
              onClick={onPortions}
            >
              {mobileMessages.kitchen.portions}
            </Button>
          ) : null}
          {closed ? (
            // Outside its 供應時段 the server refuses it; it cannot be added here either.
            <Button size="sm" variant="secondary" disabled aria-label={`${menuHoursMessages.notNow} ${item.name}`}>
              {menuHoursMessages.notNow}
            </Button>
          ) : item.soldOut ? (
            // 估清: the server refuses it anyway; here it cannot be added, and says why.
            <Button size="sm" variant="secondary" disabled aria-label={`${mobileText.soldOut} ${item.name}`}>
              {mobileText.soldOut}
            </Button>
          ) : quantity > 0 ? (
            <Stepper name={item.name} quantity={quantity} onIncrease={onAdd} onDecrease={onDecrease} />
          ) : (
            <Button size="sm" onClick={onAdd} aria-label={`${addLabel} ${item.name}`}>
              {addLabel}
            </Button>
          )}
        </div>
      </div>
    </article>
  )
}

/** Search box + category chips (+ optional layout toggle) above a menu. */
export function MenuFilters({
  search,
  onSearch,
  chips,
  category,
  onCategory,
  extra,
}: {
  search: string
  onSearch: (v: string) => void
  chips: { key: string; label: string }[]
  category: string
  onCategory: (key: string) => void
  extra?: ReactNode
}) {
  return (
    <>
      <div className="m-toolbar">
        <input
          className="input"
          type="search"
          placeholder={mobileText.search}
          aria-label={mobileText.search}
          value={search}
          onChange={(e) => onSearch(e.target.value)}
        />
        {extra}
      </div>
      <fieldset className="bare-group chips" aria-label={mobileText.all}>
        {chips.map((chip) => (
          <button
            key={chip.key}
            type="button"
            className="chip"
            aria-pressed={category === chip.key}
            onClick={() => onCategory(chip.key)}
          >
            {chip.label}
          </button>
        ))}
      </fieldset>
    </>
  )
}
