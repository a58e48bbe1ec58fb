import { useEffect, useRef, type ReactNode } from 'react'
import { generalMessages } from '../../shared/i18n/catalog/general.ts'

type DialogProps = {
  open: boolean
  onClose: () => void
  title: string
  description?: string
  children: ReactNode
  /** Extra class on the <dialog> (e.g. a wider layout); optional. */
  className?: string
}

/** A modal on the native <dialog>: focus trapping, Escape and the backdrop come from the browser. */
export function Dialog({ open, onClose, title, description, children, className }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null)

  useEffect(() => {
    const el = ref.current
    if (!el) return
    if (open && !el.open) el.showModal()
    if (!open && el.open) el.close()
  }, [open])

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a backdrop click closes; keys close it with Escape
    <dialog
      ref={ref}
      className={className ? `dialog ${className}` : 'dialog'}
      aria-label={title}
      // A dialog opened inside this one (a receipt over an order's detail) closes or cancels on its own:
      // React hands its close and Escape up the tree, which must not close this one too.
      onClose={(e) => {
        if (e.target === ref.current) onClose()
      }}
      onCancel={(e) => {
        if (e.target !== ref.current) return
        e.preventDefault()
        onClose()
      }}
      onClick={(e) => {
        if (e.target === ref.current) onClose()
      }}
    >
      {open ? (
        <div className="dialog-body">
          <div className="dialog-header">
            <h2 className="dialog-title">{title}</h2>
            <button type="button" className="dialog-x" aria-label={generalMessages.close} onClick={onClose}>
              ×
            </button>
          </div>
          {description ? <p className="dialog-description">{description}</p> : null}
          {children}
        </div>
      ) : null}
    </dialog>
  )
}
