import { useId, type InputHTMLAttributes } from 'react'

export type FieldProps = InputHTMLAttributes<HTMLInputElement> & { label: string; hint?: string; error?: string | null }

/**
 * A labelled input; the label is tied to the input so screen readers and tests find it by name.
 * `error` is the zh-TW message shown under it (forms use noValidate: no browser pop-ups).
 */
export function Field({ label, hint, error, id, className, ...rest }: FieldProps) {
  const autoId = useId()
  const inputId = id ?? autoId
  const errorId = `${inputId}-error`
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label htmlFor={inputId}>{label}</label>
      <input id={inputId} className="input" aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} {...rest} />
      {error ? <small className="field-error" id={errorId} role="alert">{error}</small> : hint ? <small className="field-hint">{hint}</small> : null}
    </div>
  )
}
