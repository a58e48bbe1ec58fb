import { useId, type InputHTMLAttributes, type ReactElement, type ReactNode, type TextareaHTMLAttributes } from 'react'

type Labelled = { label: string; hint?: ReactNode; error?: string | null }
export type FieldProps = InputHTMLAttributes<HTMLInputElement> & Labelled
export type TextAreaFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> & Labelled

/**
 * A labelled control; the label is tied to it so screen readers and tests find it by name.
 * `error` is the zh-TW message shown under it (forms use noValidate: no browser pop-ups).
 */
function LabelledControl({
  label,
  hint,
  error,
  id,
  className,
  control,
}: Labelled & {
  id?: string
  className?: string
  control: (props: {
    id: string
    className: string
    'aria-invalid'?: true
    'aria-describedby'?: string
  }) => ReactElement
}) {
  const autoId = useId()
  const inputId = id ?? autoId
  const errorId = `${inputId}-error`
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label htmlFor={inputId}>{label}</label>
      {control({
        id: inputId,
        className: 'input',
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? errorId : undefined,
      })}
      {error ? (
        <small className="field-error" id={errorId} role="alert">
          {error}
        </small>
      ) : hint ? (
        <small className="field-hint">{hint}</small>
      ) : null}
    </div>
  )
}

/** A labelled input. */
export function Field({ label, hint, error, id, className, ...rest }: FieldProps) {
  return <LabelledControl {...{ label, hint, error, id, className }} control={(p) => <input {...p} {...rest} />} />
}

/** A labelled multi-line input, styled like Field. */
export function TextAreaField({ label, hint, error, id, className, ...rest }: TextAreaFieldProps) {
  return <LabelledControl {...{ label, hint, error, id, className }} control={(p) => <textarea {...p} {...rest} />} />
}
