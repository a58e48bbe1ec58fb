import { useState } from 'react'
import { zhTW } from '../../shared/i18n/zh-TW.ts'
import { Button } from './Button.tsx'
import { Dialog } from './Dialog.tsx'

type ConfirmDialogProps = {
  open: boolean
  title: string
  description: string
  confirmLabel: string
  destructive?: boolean
  onClose: () => void
  /** May be async; the dialog stays open (buttons disabled) until it settles, then closes. */
  onConfirm: () => unknown
}

/** A touch-sized confirmation on the shared Dialog, instead of the browser's confirm(). */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  destructive,
  onClose,
  onConfirm,
}: ConfirmDialogProps) {
  const [pending, setPending] = useState(false)
  const confirm = async () => {
    setPending(true)
    try {
      await onConfirm()
    } catch {
      // a mutation's failure has toasted already (its meta.errorTitle): the dialog just closes
    } finally {
      setPending(false)
      onClose()
    }
  }
  return (
    <Dialog open={open} onClose={pending ? () => {} : onClose} title={title} description={description}>
      <div className="form-actions">
        <Button variant="secondary" onClick={onClose} disabled={pending}>
          {zhTW.common.cancel}
        </Button>
        <Button variant={destructive ? 'destructive' : 'primary'} onClick={() => void confirm()} disabled={pending}>
          {pending ? zhTW.common.submitting : confirmLabel}
        </Button>
      </div>
    </Dialog>
  )
}
