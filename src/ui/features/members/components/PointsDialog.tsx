import { useEffect, useState, type FormEvent } from 'react'
import { fill, zhTW } from '../../../../shared/i18n/zh-TW.ts'
import { Button } from '../../../components/Button.tsx'
import { Dialog } from '../../../components/Dialog.tsx'
import { Field } from '../../../components/Input.tsx'
import { toast } from '../../../components/Toaster.tsx'
import { toastError } from '../../../notify.ts'
import { parseWholeNumber, type Member } from '../model.ts'
import { addPoints } from '../queries.ts'

const m = zhTW.backoffice.members

/** Add (positive) or deduct (negative) points with an optional reason. */
export function PointsDialog({ storeId, member, onClose }: { storeId: number; member: Member | null; onClose: () => void }) {
  const [delta, setDelta] = useState('')
  const [reason, setReason] = useState('')
  const [pending, setPending] = useState(false)
  useEffect(() => {
    setDelta('')
    setReason('')
  }, [member])
  const value = delta.trim() === '' ? null : parseWholeNumber(delta)
  const valid = value !== null && value !== 0

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    if (!member || !valid) return
    setPending(true)
    try {
      const updated = await addPoints(storeId, member.id, value, reason)
      toast({ title: m.pointsAdded, description: `${updated.name}：${fill(m.pointsNow, { n: updated.points })}` })
      onClose()
    } catch (error) {
      toastError(zhTW.backoffice.common.updateFailedTitle, error)
    } finally {
      setPending(false)
    }
  }

  return (
    <Dialog open={member !== null} onClose={onClose} title={m.pointsTitle} description={m.pointsDescription}>
      {member ? (
        <form className="form" onSubmit={submit}>
          <p><span className="bo-strong">{member.name}</span>　{fill(m.pointsNow, { n: member.points })}</p>
          <Field
            label={m.delta}
            type="number"
            step={1}
            inputMode="numeric"
            value={delta}
            onChange={(e) => setDelta(e.target.value)}
            required
            autoFocus
            hint={delta.trim() && !valid ? m.pointsInvalid : undefined}
          />
          <Field label={m.reason} value={reason} onChange={(e) => setReason(e.target.value)} maxLength={200} />
          <div className="form-actions">
            <Button variant="secondary" onClick={onClose} disabled={pending}>{zhTW.common.cancel}</Button>
            <Button type="submit" disabled={pending || !valid}>{pending ? zhTW.common.submitting : zhTW.common.save}</Button>
          </div>
        </form>
      ) : null}
    </Dialog>
  )
}
