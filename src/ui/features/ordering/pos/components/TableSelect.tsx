import { useId } from 'react'
import { fill, zhTW } from '../../../../../shared/i18n/zh-TW.ts'
import { tableStatusLabel } from '../../../../labels.ts'
import type { Table } from '../../../../../shared/api/front-of-house.ts'
import type { Place } from '../cart.ts'

const p = zhTW.frontOfHouse.pos

const optionValue = (place: Place | null) =>
  place === null ? '' : place.kind === 'takeout' ? 'takeout' : `t:${place.tableId}`

/**
 * Takeout, a table with guests seated (its open session takes the order), or an available table,
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
  const seated = tables.filter((t) => t.sessionId !== null)
  const free = tables.filter((t) => t.sessionId === null && t.status === 'available')
  const other = tables.filter((t) => t.sessionId === null && t.status !== 'available')

  const change = (value: string) => {
    if (value === '') return onChoose(null)
    if (value === 'takeout') return onChoose({ kind: 'takeout' })
    const table = tables.find((t) => `t:${t.id}` === value)
    if (!table) return
    if (table.sessionId !== null) onChoose({ kind: 'table', tableId: table.id })
    else onOpen(table)
  }

  return (
    <div className="field">
      <label htmlFor={id}>{p.tableLabel}</label>
      <select id={id} className="input pos-select" value={optionValue(place)} onChange={(e) => change(e.target.value)}>
        <option value="">{p.tablePlaceholder}</option>
        <option value="takeout">{zhTW.frontOfHouse.common.takeout}</option>
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
    </div>
  )
}
