import { useEffect, useState, type FormEvent } from 'react'
import { MEMBER_TIERS, MEMBER_TIER_LABELS, type MemberTier } from '../../../../shared/domain/member-tier.ts'
import { zhTW } from '../../../../shared/i18n/zh-TW.ts'
import { Button } from '../../../components/Button.tsx'
import { Dialog } from '../../../components/Dialog.tsx'
import { Field } from '../../../components/Input.tsx'
import { toast } from '../../../components/Toaster.tsx'
import { toastError } from '../../../notify.ts'
import { SelectField } from '../../back-office/SelectField.tsx'
import { emptyMemberForm, formFromMember, parseWholeNumber, type Member, type MemberForm } from '../model.ts'
import { createMember, updateMember } from '../queries.ts'

const m = zhTW.backoffice.members
const c = zhTW.backoffice.common
const TIER_OPTIONS = MEMBER_TIERS.map((t) => ({ value: t, label: MEMBER_TIER_LABELS[t] }))

type Props = { open: boolean; storeId: number; editing: Member | null; manager: boolean; onClose: () => void }

/** Add (spec part 1 §5: name and phone required, email optional, tier regular, points 0) or edit. */
export function MemberFormDialog({ open, storeId, editing, manager, onClose }: Props) {
  const [form, setForm] = useState<MemberForm>(emptyMemberForm)
  const [pending, setPending] = useState(false)
  useEffect(() => {
    if (open) setForm(editing ? formFromMember(editing) : emptyMemberForm)
  }, [open, editing])
  const set = <K extends keyof MemberForm>(key: K, value: MemberForm[K]) => setForm((f) => ({ ...f, [key]: value }))
  const pointsOk = editing !== null || (parseWholeNumber(form.points) ?? -1) >= 0

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    setPending(true)
    try {
      if (editing) {
        await updateMember(storeId, editing.id, form)
        toast({ title: m.updated, description: form.name.trim() })
      } else {
        await createMember(storeId, form)
        toast({ title: m.created, description: form.name.trim() })
      }
      onClose()
    } catch (error) {
      toastError(editing ? c.updateFailedTitle : c.addFailedTitle, error)
    } finally {
      setPending(false)
    }
  }

  return (
    <Dialog open={open} onClose={onClose} title={editing ? m.editTitle : m.addTitle} description={editing ? m.editDescription : m.addDescription}>
      <form className="form" onSubmit={submit}>
        <Field label={m.name} value={form.name} onChange={(e) => set('name', e.target.value)} required maxLength={100} autoFocus />
        <Field label={m.phone} type="tel" value={form.phone} onChange={(e) => set('phone', e.target.value)} required maxLength={30} />
        <Field label={`${m.email}（${zhTW.common.optional}）`} type="email" value={form.email} onChange={(e) => set('email', e.target.value)} maxLength={200} />
        <div className="field-row">
          <SelectField
            label={m.tier}
            value={form.tier}
            options={TIER_OPTIONS}
            onChange={(v) => set('tier', v as MemberTier)}
            disabled={!manager}
          />
          {editing ? null : (
            <Field label={m.initialPoints} type="number" min={0} step={1} inputMode="numeric" value={form.points} onChange={(e) => set('points', e.target.value)} />
          )}
        </div>
        {manager ? null : <p className="field-hint">{m.tierManagerOnly}</p>}
        <div className="form-actions">
          <Button variant="secondary" onClick={onClose} disabled={pending}>{zhTW.common.cancel}</Button>
          <Button type="submit" disabled={pending || !form.name.trim() || !form.phone.trim() || !pointsOk}>
            {pending ? zhTW.common.submitting : editing ? zhTW.common.save : zhTW.common.create}
          </Button>
        </div>
      </form>
    </Dialog>
  )
}
