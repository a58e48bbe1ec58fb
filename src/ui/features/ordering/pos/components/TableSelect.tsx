import { useId, useRef, useState } from 'react'
import { fill, zhTW } from '../../../../../shared/i18n/zh-TW.ts'
import { tableStatusLabel } from '../../../../labels.ts'
import type { Table } from '../../../../../shared/api/front-of-house.ts'
import type { Place } from '../cart.ts'

const p = zhTW.frontOfHouse.pos

const optionValue = (place: Place | null) =>
  place === null ? '' : place.kind === 'table' ? `t:${place.tableId}` : place.kind

/**
 * 外帶, 外送, a table with guests seated (its open session takes the order), or an available table,
 * which asks for a guest count and opens it first. Reserved and cleaning tables cannot be chosen.
 */
export function TableSelect({
  tables,
  place,
  onChoose,
  onOpen,
}: {
  tables: Table[]
  place: Place | null
  onChoose: (place: Place | null) => void
  onOpen: (table: Table) => void
}) {
  const id = useId()
  // Arrow keys on a closed select change its value at once: browsing past a free table must not seat
  // guests there (WCAG 3.2.2). It is held until Enter, and dropped when focus leaves.
  const browsing = useRef(false)
  const [held, setHeld] = useState<Table | null>(null)
  const seated = tables.filter((t) => t.sessionId !== null)
  const free = tables.filter((t) => t.sessionId === null && t.status === 'available')
  const other = tables.filter((t) => t.sessionId === null && t.status !== 'available')

  const change = (value: string) => {
    setHeld(null)
    if (value === '') return onChoose(null)
    if (value === 'takeout' || value === 'delivery') return onChoose({ kind: value })
    const table = tables.find((t) => `t:${t.id}` === value)
    if (!table) return
    if (table.sessionId !== null) onChoose({ kind: 'table', tableId: table.id })
    else if (browsing.current) setHeld(table)
    else onOpen(table)
  }

  return (
    <div className="field">
      <label htmlFor={id}>{p.tableLabel}</label>
      <select
        id={id}
        className="input pos-select"
        aria-describedby={held ? `${id}-held` : undefined}
        value={held ? `t:${held.id}` : optionValue(place)}
        onChange={(e) => change(e.target.value)}
        onKeyDown={(e) => {
          browsing.current = e.key !== 'Enter'
          if (e.key === 'Enter' && held) {
            // The dialog takes focus at once: the same Enter must not go on to press its first button.
            e.preventDefault()
            setHeld(null)
            onOpen(held)
          }
        }}
        onKeyUp={() => (browsing.current = false)}
        onBlur={() => {
          browsing.current = false
          setHeld(null)
        }}
      >
        <option value="">{p.tablePlaceholder}</option>
        <option value="takeout">{zhTW.frontOfHouse.common.takeout}</option>
        <option value="delivery">{zhTW.frontOfHouse.common.delivery}</option>
        {seated.length ? (
          <optgroup label={p.tableGroupOpen}>
            {seated.map((t) => (
              <option key={t.id} value={`t:${t.id}`}>
                {fill(p.tableOpenOption, { number: t.number, guests: t.guestCount ?? 0 })}
              </option>
            ))}
          </optgroup>
        ) : null}
        {free.length ? (
          <optgroup label={p.tableGroupAvailable}>
            {free.map((t) => (
              <option key={t.id} value={`t:${t.id}`}>
                {fill(p.tableAvailableOption, { number: t.number, seats: t.seats })}
              </option>
            ))}
          </optgroup>
        ) : null}
        {other.length ? (
          <optgroup label={p.tableGroupOther}>
            {other.map((t) => (
              <option key={t.id} value={`t:${t.id}`} disabled>
                {fill(p.tableOtherOption, { number: t.number, status: tableStatusLabel(t.status) })}
              </option>
            ))}
          </optgroup>
        ) : null}
      </select>
      {held ? (
        <p id={`${id}-held`} className="field-hint" role="status">
          {fill(p.tableHeldHint, { number: held.number })}
        </p>
      ) : null}
    </div>
  )
}
