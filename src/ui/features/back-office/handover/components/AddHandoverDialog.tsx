import { useMutation } from '@tanstack/react-query'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { zhTW } from '../../../../../shared/i18n/zh-TW.ts'
import { Button } from '../../../../components/Button.tsx'
import { Dialog } from '../../../../components/Dialog.tsx'
import { Field, TextAreaField } from '../../../../components/Input.tsx'
import { toast } from '../../../../components/Toaster.tsx'
import { collectErrors, focusFirstInvalid, hasErrors, requiredText, type FieldErrors } from '../../../../forms.ts'
import { SelectField } from '../../../../components/SelectField.tsx'
import type { HandoverPriority } from '../../../../../shared/api/back-office.ts'
import { createHandover, emptyHandoverForm, type HandoverForm } from '../queries.ts'

const h = zhTW.backoffice.handover
const PRIORITY_OPTIONS = (['high', 'normal', 'low'] as const).map((p) => ({ value: p, label: h.priorities[p] }))

export function AddHandoverDialog({ open, storeId, onClose }: { open: boolean; storeId: number; onClose: () => void }) {
  const [form, setForm] = useState<HandoverForm>(emptyHandoverForm)
  const [errors, setErrors] = useState<FieldErrors<'task'>>({})
  const formRef = useRef<HTMLFormElement>(null)
  useEffect(() => {
    if (open) setForm(emptyHandoverForm)
    setErrors({})
  }, [open])
  const set = <K extends keyof HandoverForm>(key: K, value: HandoverForm[K]) => {
    setForm((f) => ({ ...f, [key]: value }))
    setErrors((x) => ({ ...x, [key]: undefined }))
  }

  const adding = useMutation({
    mutationFn: (added: HandoverForm) => createHandover(storeId, added),
    meta: { errorTitle: zhTW.backoffice.common.addFailedTitle },
    onSuccess: (_item, added) => {
      toast({ title: h.added, description: added.task.trim() })
      onClose()
    },
  })
  const pending = adding.isPending

  const submit = (e: FormEvent) => {
    e.preventDefault()
    const found = collectErrors({ task: requiredText(form.task, h.fieldTask) })
    setErrors(found)
    if (hasErrors(found)) return focusFirstInvalid(formRef.current)
    adding.mutate(form)
  }

  return (
    <Dialog open={open} onClose={onClose} title={h.addTitle} description={h.addDescription}>
      <form ref={formRef} className="form" onSubmit={submit} noValidate>
        <Field
          label={h.fieldTask}
          value={form.task}
          error={errors.task}
          onChange={(e) => set('task', e.target.value)}
          required
          maxLength={200}
          autoFocus
        />
        <TextAreaField
          label={`${h.fieldDescription}（${zhTW.common.optional}）`}
          value={form.description}
          onChange={(e) => set('description', e.target.value)}
          maxLength={2000}
          rows={3}
        />
        <div className="field-row">
          <SelectField
            label={h.fieldPriority}
            value={form.priority}
            options={PRIORITY_OPTIONS}
            onChange={(v) => set('priority', v as HandoverPriority)}
          />
          <Field
            label={`${h.fieldAssignedTo}（${zhTW.common.optional}）`}
            value={form.assignedTo}
            onChange={(e) => set('assignedTo', e.target.value)}
            maxLength={100}
          />
        </div>
        <Field
          label={`${h.fieldDueDate}（${zhTW.common.optional}）`}
          type="datetime-local"
          value={form.dueDate}
          onChange={(e) => set('dueDate', e.target.value)}
        />
        <div className="form-actions">
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            {zhTW.common.cancel}
          </Button>
          <Button type="submit" disabled={pending}>
            {pending ? zhTW.common.submitting : zhTW.common.create}
          </Button>
        </div>
      </form>
    </Dialog>
  )
}
