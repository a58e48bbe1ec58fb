import { fill, zhTW } from '../../../../../shared/i18n/zh-TW.ts'
import { hoursLabel, type TimeWindow } from '../../../../../shared/domain/menu-hours.ts'
import { Button } from '../../../../components/Button.tsx'

const h = zhTW.menuHours
const DAYS = [1, 2, 3, 4, 5, 6, 7]
/** A new window starts as the commonest one, breakfast on weekdays, for the manager to adjust. */
const FIRST_WINDOW: TimeWindow = { days: [1, 2, 3, 4, 5], from: '06:00', to: '10:30' }

type Props = {
  hours: TimeWindow[]
  onChange: (hours: TimeWindow[]) => void
  hint: string
  /** Distinguishes two editors on one page (their inputs' ids). */
  idPrefix: string
}

/** 供應時段: each window's days as toggles and its start and end times; none sells all day. */
export function HoursField({ hours, onChange, hint, idPrefix }: Props) {
  const change = (i: number, patch: Partial<TimeWindow>) =>
    onChange(hours.map((w, j) => (j === i ? { ...w, ...patch } : w)))
  const toggleDay = (i: number, day: number) => {
    const days = hours[i].days
    change(i, { days: days.includes(day) ? days.filter((d) => d !== day) : [...days, day].sort((a, b) => a - b) })
  }
  return (
    <fieldset className="form-section hours-field">
      <legend>{h.legend}</legend>
      <p className="field-hint">{hint}</p>
      {hours.map((w, i) => {
        const label = hoursLabel([w])
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: windows have no identity but their place
          <fieldset key={i} className="bare-group hours-window" aria-label={label}>
            <strong className="hours-window-label">{label}</strong>
            <div className="chip-row">
              {DAYS.map((day) => (
                <button
                  key={day}
                  type="button"
                  className="chip"
                  aria-pressed={w.days.includes(day)}
                  onClick={() => toggleDay(i, day)}
                >
                  {h.weekdays[day - 1]}
                </button>
              ))}
            </div>
            <div className="hours-times">
              <label htmlFor={`${idPrefix}-from-${i}`}>{h.from}</label>
              <input
                id={`${idPrefix}-from-${i}`}
                className="input"
                type="time"
                required
                value={w.from}
                onChange={(e) => change(i, { from: e.target.value })}
              />
              <label htmlFor={`${idPrefix}-to-${i}`}>{h.to}</label>
              <input
                id={`${idPrefix}-to-${i}`}
                className="input"
                type="time"
                required
                value={w.to}
                onChange={(e) => change(i, { to: e.target.value })}
              />
              <button
                type="button"
                className="icon-btn"
                aria-label={fill(h.removeWindow, { label })}
                onClick={() => onChange(hours.filter((_, j) => j !== i))}
              >
                ×
              </button>
            </div>
          </fieldset>
        )
      })}
      <Button
        variant="secondary"
        onClick={() => onChange([...hours, { ...FIRST_WINDOW, days: [...FIRST_WINDOW.days] }])}
      >
        {h.addWindow}
      </Button>
    </fieldset>
  )
}
