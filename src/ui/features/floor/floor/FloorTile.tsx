import { formatNtd } from '../../../money.ts'
import { tableState } from '../../../components/check/check.ts'
import { parseMoney } from '../../../../shared/domain/money.ts'
import { fill, zhTW } from '../../../../shared/i18n/zh-TW.ts'
import type { Table } from '../../../../shared/api/front-of-house.ts'
import { formatElapsed } from '../../../components/mobile/time.ts'

const f = zhTW.floor
const cents = (v: string | null) => parseMoney(v ?? '0') ?? 0

/** One table on the floor: its number, what it waits for, guests and minutes, and what it owes. */
export function FloorTile({
  table,
  now,
  selected,
  onPress,
  onPick,
}: {
  table: Table
  now: number
  selected: boolean
  /** The finger is down (before the tap completes). */
  onPress?: (t: Table) => void
  onPick: (t: Table) => void
}) {
  const state = tableState(table)
  const seated = table.sessionId !== null
  const owed = cents(table.sessionOutstanding)
  return (
    <button
      type="button"
      className={`floor-tile is-${state}${selected ? ' is-selected' : ''}`}
      aria-pressed={selected}
      data-testid={`floor-tile-${table.number}`}
      onPointerDown={() => onPress?.(table)}
      onClick={() => onPick(table)}
    >
      <span className="floor-tile-number">{table.number}</span>
      <span className="floor-tile-state">{f.states[state]}</span>
      {seated ? (
        <span className="floor-tile-meta">
          {fill(f.tileGuests, { n: table.guestCount ?? 0 })}
          {table.sessionStartTime ? ` · ${formatElapsed(table.sessionStartTime, now)}` : ''}
        </span>
      ) : (
        <span className="floor-tile-meta">{fill(f.tileGuests, { n: table.seats })}</span>
      )}
      {seated && owed > 0 ? <span className="floor-tile-amount">{formatNtd(table.sessionOutstanding)}</span> : null}
    </button>
  )
}
