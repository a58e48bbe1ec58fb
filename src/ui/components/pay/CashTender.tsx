import { useId } from 'react'
import { checkTender, QUICK_NOTES, suggestedTenders } from '../../../shared/domain/cash.ts'
import { parseMoney, type Cents } from '../../../shared/domain/money.ts'
import { formatNtdCents } from '../../money.ts'
import { fill, zhTW } from '../../../shared/i18n/zh-TW.ts'
import { tenderProblem, tenderText } from './tender.ts'
import { Keypad } from './Keypad.tsx'
import './pay.css'

const m = zhTW.pay.cash

type Props = {
  /** What this payment takes, in cents; null while the amount typed cannot be read. */
  due: Cents | null
  value: string
  onChange: (value: string) => void
  /** After a refused submit an empty box is an error too; before, only too little is. */
  showEmpty?: boolean
}

/** The box's amount with one more note: what was typed (or nothing) plus the note. */
function plusNote(value: string, note: Cents): string {
  const held = parseMoney(value.trim() || '0')
  return tenderText((held !== null && held > 0 ? held : 0) + note)
}

/**
 * Cash handed over, on every cash payment screen (POS pay-now, orders screen, table checkout, the
 * phone's counter): a box; 剛好 and the round sums just above the amount (1,481 → 1,500 / 2,000),
 * which set it; +100 / +500 / +1000, which add a note each (a 1,000 and a 500 → 1,500); the change
 * shown large; on a counter screen, a keypad beside them.
 */
export function CashTender({ due, value, onChange, showEmpty = false }: Props) {
  const id = useId()
  const check = due === null ? null : checkTender(due, value)
  const problem =
    due === null || !check || check.ok || (check.reason === 'empty' && !showEmpty)
      ? null
      : check.reason === 'too_little'
        ? fill(m.short, { short: formatNtdCents(check.short) })
        : tenderProblem(due, check)
  return (
    <div className="cash-tender" data-testid="cash-tender">
      <div className="cash-tender-body">
        <div className="cash-tender-row">
          <label htmlFor={id} className="field-label">
            {m.received}
          </label>
          <input
            id={id}
            className="input cash-tender-input"
            inputMode="numeric"
            autoComplete="off"
            value={value}
            aria-invalid={problem ? true : undefined}
            aria-describedby={`${id}-change`}
            onChange={(e) => onChange(e.target.value)}
          />
        </div>
        <fieldset className="bare-group cash-tender-quick" aria-label={m.quick}>
          <button
            type="button"
            className="cash-quick"
            disabled={due === null}
            onClick={() => due !== null && onChange(tenderText(due))}
          >
            {m.exact}
          </button>
          {(due === null ? [] : suggestedTenders(due)).map((sum) => (
            <button key={sum} type="button" className="cash-quick" onClick={() => onChange(tenderText(sum))}>
              {tenderText(sum)}
            </button>
          ))}
        </fieldset>
        <fieldset className="bare-group cash-tender-notes" aria-label={m.notes}>
          {QUICK_NOTES.map((note) => (
            <button
              key={note}
              type="button"
              className="cash-quick cash-note"
              aria-label={fill(m.addNote, { note: tenderText(note) })}
              onClick={() => onChange(plusNote(value, note))}
            >
              +{tenderText(note)}
            </button>
          ))}
          <button type="button" className="cash-quick cash-note" disabled={value === ''} onClick={() => onChange('')}>
            {m.clear}
          </button>
        </fieldset>
        <output id={`${id}-change`} className="cash-change" aria-live="polite" data-testid="cash-change">
          <span>{m.change}</span>
          <strong>{check?.ok ? formatNtdCents(check.change) : '—'}</strong>
        </output>
        {problem ? (
          <p className="cash-problem" role="alert">
            {problem}
          </p>
        ) : null}
        <Keypad value={value} onChange={onChange} />
      </div>
    </div>
  )
}
