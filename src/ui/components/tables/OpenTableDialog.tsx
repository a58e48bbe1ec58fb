import { useEffect, useState } from 'react'
import { isValidGuestCount } from '../../../shared/domain/table-session.ts'
import { fill, zhTW } from '../../../shared/i18n/zh-TW.ts'
import { Button } from '../Button.tsx'
import { Dialog } from '../Dialog.tsx'
import { Field } from '../Input.tsx'
import { toast } from '../Toaster.tsx'
import { toastError } from '../../notify.ts'
import { openTable } from '../../front-of-house-api.ts'
import type { Table } from '../../../shared/api/front-of-house.ts'

const o = zhTW.frontOfHouse.openTable
const QUICK_COUNTS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]

/** Spec part 2 §5/§9: an empty or unreadable count falls back to 1; the default is the seat count. */
export function guestCountOf(text: string): number {
  const n = Number.parseInt(text, 10)
  return Number.isFinite(n) && n >= 1 ? n : 1
}

type Props = {
  storeId: number
  table: Pick<Table, 'id' | 'number' | 'seats'> | null
  onClose: () => void
  onOpened?: (table: Table) => void
}

/** Seats guests at an available table: quick buttons 1–10 or any number (spec part 2 §2.5). */
export function OpenTableDialog({ storeId, table, onClose, onOpened }: Props) {
  const [count, setCount] = useState('')
  const [pending, setPending] = useState(false)

  useEffect(() => {
    if (table) setCount(String(table.seats || 2))
  }, [table])

  const submit = async () => {
    if (!table) return
    const guests = guestCountOf(count)
    if (!isValidGuestCount(guests)) {
      toast({ variant: 'destructive', title: o.failed, description: o.invalid })
      return
    }
    setPending(true)
    try {
      const opened = await openTable(storeId, table.id, guests)
      toast({ title: fill(o.opened, { number: table.number }) })
      onOpened?.(opened)
      onClose()
    } catch (error) {
      toastError(o.failed, error, zhTW.frontOfHouse.common.networkError)
    } finally {
      setPending(false)
    }
  }

  return (
    <Dialog
      open={!!table}
      onClose={pending ? () => {} : onClose}
      title={fill(o.titleOf, { number: table?.number ?? '' })}
      description={o.description}
    >
      <form
        className="form foh-form"
        onSubmit={(e) => {
          e.preventDefault()
          void submit()
        }}
      >
        <fieldset className="bare-group foh-guest-grid" aria-label={zhTW.frontOfHouse.common.guestsLabel}>
          {QUICK_COUNTS.map((n) => (
            <button
              key={n}
              type="button"
              className="foh-guest-btn"
              aria-pressed={count === String(n)}
              onClick={() => setCount(String(n))}
            >
              {n}
            </button>
          ))}
        </fieldset>
        <Field
          label={o.custom}
          type="number"
          inputMode="numeric"
          min={1}
          max={99}
          step={1}
          value={count}
          onChange={(e) => setCount(e.target.value)}
        />
        <div className="form-actions">
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            {zhTW.common.cancel}
          </Button>
          <Button type="submit" disabled={pending}>
            {pending ? zhTW.common.submitting : o.submit}
          </Button>
        </div>
      </form>
    </Dialog>
  )
}
