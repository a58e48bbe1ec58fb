import { useMutation } from '@tanstack/react-query'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { MEMBER_TIERS, MEMBER_TIER_LABELS, type MemberTier } from '../../../../../shared/domain/member-tier.ts'
import { fill, zhTW } from '../../../../../shared/i18n/zh-TW.ts'
import { Button } from '../../../../components/Button.tsx'
import { Dialog } from '../../../../components/Dialog.tsx'
import { Field } from '../../../../components/Input.tsx'
import { toast } from '../../../../components/Toaster.tsx'
import {
  collectErrors,
  focusFirstInvalid,
  hasErrors,
  optionalEmail,
  requiredText,
  type FieldErrors,
} from '../../../../forms.ts'
import { SelectField } from '../../../../components/SelectField.tsx'
import { emptyMemberForm, formFromMember, parseWholeNumber, type Member, type MemberForm } from '../model.ts'
import { createMember, updateMember } from '../queries.ts'

const m = zhTW.backoffice.members
const officeText = zhTW.backoffice.common
const TIER_OPTIONS = MEMBER_TIERS.map((t) => ({ value: t, label: MEMBER_TIER_LABELS[t] }))

type Props = { open: boolean; storeId: number; editing: Member | null; manager: boolean; onClose: () => void }

/** Add (spec part 1 §5: name and phone required, email optional, tier regular, points 0) or edit. */
export function MemberFormDialog({ open, storeId, editing, manager, onClose }: Props) {
  const [form, setForm] = useState<MemberForm>(emptyMemberForm)
  const [errors, setErrors] = useState<FieldErrors<keyof MemberForm>>({})
  const formRef = useRef<HTMLFormElement>(null)
  useEffect(() => {
    if (open) setForm(editing ? formFromMember(editing) : emptyMemberForm)
    setErrors({})
  }, [open, editing])
  const set = <K extends keyof MemberForm>(key: K, value: MemberForm[K]) => {
    setForm((f) => ({ ...f, [key]: value }))
    setErrors((x) => ({ ...x, [key]: undefined }))
  }
  const pointsOk = editing !== null || (parseWholeNumber(form.points) ?? -1) >= 0

  const saving = useMutation({
    mutationFn: (sent: MemberForm) => (editing ? updateMember(storeId, editing.id, sent) : createMember(storeId, sent)),
    meta: { errorTitle: editing ? officeText.updateFailedTitle : officeText.addFailedTitle },
    onSuccess: (_member, sent) => {
      toast({ title: editing ? m.updated : m.created, description: sent.name.trim() })
      onClose()
    },
  })
  const pending = saving.isPending

  const submit = (e: FormEvent) => {
    e.preventDefault()
    const found = collectErrors<keyof MemberForm>({
      name: requiredText(form.name, m.name),
      phone: requiredText(form.phone, m.phone),
      email: optionalEmail(form.email),
      tier: null,
      points: pointsOk ? null : fill(zhTW.common.fieldWholeNumber, { field: m.initialPoints }),
    })
    setErrors(found)
    if (hasErrors(found)) return focusFirstInvalid(formRef.current)
    saving.mutate(form)
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={editing ? m.editTitle : m.addTitle}
      description={editing ? m.editDescription : m.addDescription}
    >
      <form ref={formRef} className="form" onSubmit={submit} noValidate>
        <Field
          label={m.name}
          value={form.name}
          error={errors.name}
          onChange={(e) => set('name', e.target.value)}
          required
          maxLength={100}
          autoFocus
        />
        <Field
          label={m.phone}
          type="tel"
          value={form.phone}
          error={errors.phone}
          onChange={(e) => set('phone', e.target.value)}
          required
          maxLength={30}
        />
        <Field
          label={`${m.email}（${zhTW.common.optional}）`}
          type="email"
          value={form.email}
          error={errors.email}
          onChange={(e) => set('email', e.target.value)}
          maxLength={200}
        />
        <div className="field-row">
          <SelectField
            label={m.tier}
            value={form.tier}
            options={TIER_OPTIONS}
            onChange={(v) => set('tier', v as MemberTier)}
            disabled={!manager}
          />
          {editing ? null : (
            <Field
              label={m.initialPoints}
              type="number"
              min={0}
              step={1}
              inputMode="numeric"
              value={form.points}
              error={errors.points}
              onChange={(e) => set('points', e.target.value)}
            />
          )}
        </div>
        {manager ? null : <p className="field-hint">{m.tierManagerOnly}</p>}
        <div className="form-actions">
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            {zhTW.common.cancel}
          </Button>
          <Button type="submit" disabled={pending}>
            {pending ? zhTW.common.submitting : editing ? zhTW.common.save : zhTW.common.create}
          </Button>
        </div>
      </form>
    </Dialog>
  )
}
