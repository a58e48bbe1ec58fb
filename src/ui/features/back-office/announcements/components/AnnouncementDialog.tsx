import { useMutation } from '@tanstack/react-query'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { zhTW } from '../../../../../shared/i18n/zh-TW.ts'
import { Button } from '../../../../components/Button.tsx'
import { Dialog } from '../../../../components/Dialog.tsx'
import { Field, TextAreaField } from '../../../../components/Input.tsx'
import { toast } from '../../../../components/Toaster.tsx'
import { collectErrors, focusFirstInvalid, hasErrors, requiredText, type FieldErrors } from '../../../../forms.ts'
import { SelectField } from '../../../../components/SelectField.tsx'
import type { Announcement, AnnouncementPriority } from '../../../../../shared/api/back-office.ts'
import { announcementBody, emptyAnnouncementForm, formFrom, type AnnouncementForm } from '../filters.ts'
import { publishAnnouncement, updateAnnouncement } from '../queries.ts'

const m = zhTW.backoffice.announcements
const PRIORITY_OPTIONS = (['urgent', 'high', 'normal', 'low'] as const).map((p) => ({
  value: p,
  label: m.priorities[p],
}))
const TARGET_OPTIONS = [
  { value: '', label: m.targets.everyone },
  { value: 'manager', label: m.targets.manager },
  { value: 'staff', label: m.targets.staff },
]

type Props = { open: boolean; storeId: number; editing: Announcement | null; onClose: () => void }

/** Publish (spec part 2 §2.6: title, content, priority default normal, target default everyone) or edit. */
export function AnnouncementDialog({ open, storeId, editing, onClose }: Props) {
  const [form, setForm] = useState<AnnouncementForm>(emptyAnnouncementForm)
  const [errors, setErrors] = useState<FieldErrors<'title' | 'content'>>({})
  const formRef = useRef<HTMLFormElement>(null)
  useEffect(() => {
    if (open) setForm(editing ? formFrom(editing) : emptyAnnouncementForm)
    setErrors({})
  }, [open, editing])
  const set = <K extends keyof AnnouncementForm>(key: K, value: AnnouncementForm[K]) => {
    setForm((f) => ({ ...f, [key]: value }))
    setErrors((x) => ({ ...x, [key]: undefined }))
  }

  const saving = useMutation({
    mutationFn: (sent: AnnouncementForm) =>
      editing ? updateAnnouncement(editing.id, announcementBody(sent)) : publishAnnouncement(storeId, sent),
    meta: { errorTitle: editing ? zhTW.backoffice.common.updateFailedTitle : m.publishFailedTitle },
    onSuccess: (_saved, sent) => {
      toast({ title: editing ? m.updated : m.published, description: sent.title.trim() })
      onClose()
    },
  })
  const pending = saving.isPending

  const submit = (e: FormEvent) => {
    e.preventDefault()
    const found = collectErrors({
      title: requiredText(form.title, m.fieldTitle),
      content: requiredText(form.content, m.fieldContent),
    })
    setErrors(found)
    if (hasErrors(found)) return focusFirstInvalid(formRef.current)
    saving.mutate(form)
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={editing ? m.editTitle : m.publishTitle}
      description={editing ? m.editDescription : m.publishDescription}
    >
      <form ref={formRef} className="form" onSubmit={submit} noValidate>
        <Field
          label={m.fieldTitle}
          value={form.title}
          error={errors.title}
          onChange={(e) => set('title', e.target.value)}
          required
          maxLength={200}
          autoFocus
        />
        <TextAreaField
          label={m.fieldContent}
          value={form.content}
          error={errors.content}
          onChange={(e) => set('content', e.target.value)}
          required
          maxLength={5000}
          rows={5}
        />
        <div className="field-row">
          <SelectField
            label={m.fieldPriority}
            value={form.priority}
            options={PRIORITY_OPTIONS}
            onChange={(v) => set('priority', v as AnnouncementPriority)}
          />
          <SelectField
            label={m.fieldTarget}
            value={form.target}
            options={TARGET_OPTIONS}
            onChange={(v) => set('target', v as AnnouncementForm['target'])}
          />
        </div>
        <div className="form-actions">
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            {zhTW.common.cancel}
          </Button>
          <Button type="submit" disabled={pending}>
            {pending ? zhTW.common.submitting : editing ? zhTW.common.save : m.publish}
          </Button>
        </div>
      </form>
    </Dialog>
  )
}
