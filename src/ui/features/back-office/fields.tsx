import { useId, type TextareaHTMLAttributes } from 'react'

export type TextAreaFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string; hint?: string; error?: string | null }

/** A labelled multi-line input, styled like Field; `error` is the zh-TW message shown under it. */
export function TextAreaField({ label, hint, error, id, className, ...rest }: TextAreaFieldProps) {
  const autoId = useId()
  const inputId = id ?? autoId
  const errorId = `${inputId}-error`
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label htmlFor={inputId}>{label}</label>
      <textarea id={inputId} className="input" aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} {...rest} />
      {error ? <small className="field-error" id={errorId} role="alert">{error}</small> : hint ? <small className="field-hint">{hint}</small> : null}
    </div>
  )
}
