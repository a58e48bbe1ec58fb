import { useMutation } from '@tanstack/react-query'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { fill, zhTW } from '../../../../../shared/i18n/zh-TW.ts'
import { Button } from '../../../../components/Button.tsx'
import { Dialog } from '../../../../components/Dialog.tsx'
import { Field } from '../../../../components/Input.tsx'
import { toast } from '../../../../components/Toaster.tsx'
import { focusFirstInvalid, requiredText } from '../../../../forms.ts'
import { parseWholeNumber, type Member } from '../model.ts'
import { addPoints } from '../queries.ts'

const m = zhTW.backoffice.members

/** Add (positive) or deduct (negative) points with an optional reason. */
export function PointsDialog({
  storeId,
  member,
  onClose,
}: {
  storeId: number
  member: Member | null
  onClose: () => void
}) {
  const [delta, setDelta] = useState('')
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string | null>(null)
  const formRef = useRef<HTMLFormElement>(null)
  // biome-ignore lint/correctness/useExhaustiveDependencies: another member, an empty form
  useEffect(() => {
    setDelta('')
    setReason('')
    setError(null)
  }, [member])
  const value = delta.trim() === '' ? null : parseWholeNumber(delta)
  const valid = value !== null && value !== 0

  const adding = useMutation({
    mutationFn: ({ id, delta }: { id: number; delta: number }) => addPoints(storeId, id, delta, reason),
    meta: { errorTitle: zhTW.backoffice.common.updateFailedTitle },
    onSuccess: (updated) => {
      toast({ title: m.pointsAdded, description: `${updated.name}：${fill(m.pointsNow, { n: updated.points })}` })
      onClose()
    },
  })
  const pending = adding.isPending

  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (!member) return
    if (!valid) {
      setError(requiredText(delta, m.delta) ?? m.pointsInvalid)
      return focusFirstInvalid(formRef.current)
    }
    adding.mutate({ id: member.id, delta: value })
  }

  return (
    <Dialog open={member !== null} onClose={onClose} title={m.pointsTitle} description={m.pointsDescription}>
      {member ? (
        <form ref={formRef} className="form" onSubmit={submit} noValidate>
          <p>
            <span className="bo-strong">{member.name}</span>　{fill(m.pointsNow, { n: member.points })}
          </p>
          <Field
            label={m.delta}
            type="number"
            step={1}
            inputMode="numeric"
            value={delta}
            onChange={(e) => {
              setDelta(e.target.value)
              setError(null)
            }}
            required
            autoFocus
            error={error}
          />
          <Field label={m.reason} value={reason} onChange={(e) => setReason(e.target.value)} maxLength={200} />
          <div className="form-actions">
            <Button variant="secondary" onClick={onClose} disabled={pending}>
              {zhTW.common.cancel}
            </Button>
            <Button type="submit" disabled={pending}>
              {pending ? zhTW.common.submitting : zhTW.common.save}
            </Button>
          </div>
        </form>
      ) : null}
    </Dialog>
  )
}
