import { useId, type InputHTMLAttributes } from 'react'

export type FieldProps = InputHTMLAttributes<HTMLInputElement> & { label: string; hint?: string }

/** A labelled input; the label is tied to the input so screen readers and tests find it by name. */
export function Field({ label, hint, id, className, ...rest }: FieldProps) {
  const autoId = useId()
  const inputId = id ?? autoId
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label htmlFor={inputId}>{label}</label>
      <input id={inputId} className="input" {...rest} />
      {hint ? <small className="field-hint">{hint}</small> : null}
    </div>
  )
}
