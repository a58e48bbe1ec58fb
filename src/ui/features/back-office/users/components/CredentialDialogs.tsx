import { useMutation } from '@tanstack/react-query'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { fill, zhTW } from '../../../../../shared/i18n/zh-TW.ts'
import { Button } from '../../../../components/Button.tsx'
import { Dialog } from '../../../../components/Dialog.tsx'
import { Field } from '../../../../components/Input.tsx'
import { toast } from '../../../../components/Toaster.tsx'
import {
  collectErrors,
  focusFirstInvalid,
  hasErrors,
  minLength,
  requiredText,
  type FieldErrors,
} from '../../../../forms.ts'
import { displayName } from '../../../../state/user-display.ts'
import { MIN_PASSWORD, PIN_RE, resetPassword, setPin, type ManagedUser } from '../model.ts'

const u = zhTW.backoffice.users
const officeText = zhTW.backoffice.common

function useSubmit(onClose: () => void) {
  const submitting = useMutation({
    mutationFn: ({ job }: { job: () => Promise<unknown>; success: string }) => job(),
    meta: { errorTitle: officeText.updateFailedTitle },
    onSuccess: (_done, { success }) => {
      toast({ title: success })
      onClose()
    },
  })
  const run = (job: () => Promise<unknown>, success: string) => submitting.mutate({ job, success })
  return { pending: submitting.isPending, run }
}

export function ResetPasswordDialog({ user, onClose }: { user: ManagedUser | null; onClose: () => void }) {
  const [password, setPassword] = useState('')
  const [error, setError] = useState<string | null>(null)
  const formRef = useRef<HTMLFormElement>(null)
  const { pending, run } = useSubmit(onClose)
  // biome-ignore lint/correctness/useExhaustiveDependencies: another user, an empty form
  useEffect(() => {
    setPassword('')
    setError(null)
  }, [user])
  const submit = (e: FormEvent) => {
    e.preventDefault()
    const found = minLength(password, MIN_PASSWORD, u.newPassword)
    setError(found)
    if (found) return focusFirstInvalid(formRef.current)
    if (user) void run(() => resetPassword(user.id, password), u.passwordReset)
  }
  return (
    <Dialog
      open={user !== null}
      onClose={onClose}
      title={u.resetPasswordTitle}
      description={user ? fill(u.resetPasswordDescription, { name: displayName(user) }) : ''}
    >
      <form ref={formRef} className="form" onSubmit={submit} noValidate>
        <Field
          label={u.newPassword}
          type="password"
          value={password}
          onChange={(e) => {
            setPassword(e.target.value)
            setError(null)
          }}
          required
          minLength={MIN_PASSWORD}
          autoComplete="new-password"
          autoFocus
          error={error}
        />
        <div className="form-actions">
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            {zhTW.common.cancel}
          </Button>
          <Button type="submit" disabled={pending}>
            {pending ? zhTW.common.submitting : zhTW.common.save}
          </Button>
        </div>
      </form>
    </Dialog>
  )
}

/** A PIN for `user`; for one's own (`own`), the current password too. */
export function PinDialog({ user, own, onClose }: { user: ManagedUser | null; own: boolean; onClose: () => void }) {
  const [pin, setPinText] = useState('')
  const [current, setCurrent] = useState('')
  const [errors, setErrors] = useState<FieldErrors<'pin' | 'current'>>({})
  const formRef = useRef<HTMLFormElement>(null)
  const { pending, run } = useSubmit(onClose)
  // biome-ignore lint/correctness/useExhaustiveDependencies: another user, an empty form
  useEffect(() => {
    setPinText('')
    setCurrent('')
    setErrors({})
  }, [user])
  const save = (next: string | null) => {
    const found = collectErrors<'pin' | 'current'>({
      pin: next === null || PIN_RE.test(next) ? null : u.pinInvalid,
      current: own ? requiredText(current, u.currentPassword) : null,
    })
    setErrors(found)
    if (hasErrors(found)) return focusFirstInvalid(formRef.current)
    if (user)
      void run(() => setPin(user.id, next, own ? current : undefined), next === null ? u.pinRemoved : u.pinSaved)
  }
  const submit = (e: FormEvent) => {
    e.preventDefault()
    save(pin)
  }
  return (
    <Dialog
      open={user !== null}
      onClose={onClose}
      title={u.pinTitle}
      description={own ? u.pinOwnDescription : u.pinDescription}
    >
      <form ref={formRef} className="form" onSubmit={submit} noValidate>
        {own ? (
          <Field
            label={u.currentPassword}
            type="password"
            autoComplete="current-password"
            value={current}
            onChange={(e) => {
              setCurrent(e.target.value)
              setErrors((x) => ({ ...x, current: undefined }))
            }}
            required
            autoFocus
            error={errors.current}
          />
        ) : null}
        <Field
          label={u.pin}
          type="password"
          inputMode="numeric"
          autoComplete="off"
          value={pin}
          onChange={(e) => {
            setPinText(e.target.value.replace(/\D/g, '').slice(0, 6))
            setErrors((x) => ({ ...x, pin: undefined }))
          }}
          autoFocus={!own}
          error={errors.pin}
        />
        <div className="form-actions">
          {user?.hasPin ? (
            <Button variant="ghost" className="bo-danger-text" disabled={pending} onClick={() => save(null)}>
              {u.removePin}
            </Button>
          ) : null}
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            {zhTW.common.cancel}
          </Button>
          <Button type="submit" disabled={pending}>
            {pending ? zhTW.common.submitting : zhTW.common.save}
          </Button>
        </div>
      </form>
    </Dialog>
  )
}
