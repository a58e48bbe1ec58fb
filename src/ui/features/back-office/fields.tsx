import { useId, type TextareaHTMLAttributes } from 'react'

export type TextAreaFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string; hint?: string }

/** A labelled multi-line input, styled like Field. */
export function TextAreaField({ label, hint, id, className, ...rest }: TextAreaFieldProps) {
  const autoId = useId()
  const inputId = id ?? autoId
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label htmlFor={inputId}>{label}</label>
      <textarea id={inputId} className="input" {...rest} />
      {hint ? <small className="field-hint">{hint}</small> : null}
    </div>
  )
}
