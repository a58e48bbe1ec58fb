import { useId, type SelectHTMLAttributes } from 'react'
import './select-field.css'

export type SelectOption = { value: string; label: string }

type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange'> & {
  label: string
  options: readonly SelectOption[]
  onChange: (value: string) => void
  /** Visually hide the label (toolbars); it still names the control. */
  hideLabel?: boolean
}

/** A labelled native select: big enough to tap, and found by its label in tests. */
export function SelectField({ label, options, onChange, hideLabel, className, id, ...rest }: SelectFieldProps) {
  const autoId = useId()
  const selectId = id ?? autoId
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label htmlFor={selectId} className={hideLabel ? 'bo-sr-only' : undefined}>
        {label}
      </label>
      <select id={selectId} className="input" onChange={(e) => onChange(e.target.value)} {...rest}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  )
}
