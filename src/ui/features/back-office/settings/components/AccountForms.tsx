import { useSignals } from '@preact/signals-react/runtime'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { zhTW } from '../../../../../shared/i18n/zh-TW.ts'
import { api } from '../../../../api.ts'
import { Button } from '../../../../components/Button.tsx'
import { Card, CardHeader } from '../../../../components/Card.tsx'
import { Field } from '../../../../components/Input.tsx'
import { toast } from '../../../../components/Toaster.tsx'
import {
  collectErrors,
  focusFirstInvalid,
  hasErrors,
  minLength,
  optionalEmail,
  type FieldErrors,
} from '../../../../forms.ts'
import { toastError } from '../../../../notify.ts'
import { authUser, setUser } from '../../../../state/auth.ts'
import type { User } from '../../../../../shared/api/stores.ts'

const s = zhTW.backoffice.settings
const officeText = zhTW.backoffice.common
const MIN_PASSWORD = 6

/** One's own names and e-mail (PATCH /api/users/me) and password (POST /api/users/me/password). */
export function AccountForms() {
  useSignals()
  const user = authUser.value
  const [profile, setProfile] = useState({ firstName: '', lastName: '', email: '' })
  const [pw, setPw] = useState({ current: '', next: '', confirm: '' })
  const [pending, setPending] = useState(false)
  const [emailError, setEmailError] = useState<string | null>(null)
  const [pwErrors, setPwErrors] = useState<FieldErrors<'next' | 'confirm'>>({})
  const profileRef = useRef<HTMLFormElement>(null)
  const passwordRef = useRef<HTMLFormElement>(null)
  // biome-ignore lint/correctness/useExhaustiveDependencies: refills when the user changes
  useEffect(() => {
    if (user) setProfile({ firstName: user.firstName ?? '', lastName: user.lastName ?? '', email: user.email ?? '' })
  }, [user])

  const run = async (job: () => Promise<unknown>, success: string) => {
    setPending(true)
    try {
      await job()
      toast({ title: success })
      return true
    } catch (error) {
      toastError(officeText.updateFailedTitle, error)
      return false
    } finally {
      setPending(false)
    }
  }

  const saveProfile = (e: FormEvent) => {
    e.preventDefault()
    const bad = optionalEmail(profile.email)
    setEmailError(bad)
    if (bad) return focusFirstInvalid(profileRef.current)
    void run(async () => {
      setUser(
        await api.patch<User>('/api/users/me', {
          firstName: profile.firstName.trim() || null,
          lastName: profile.lastName.trim() || null,
          email: profile.email.trim() || null,
        }),
      )
    }, s.profileSaved)
  }

  const savePassword = async (e: FormEvent) => {
    e.preventDefault()
    const found = collectErrors<'next' | 'confirm'>({
      next: minLength(pw.next, MIN_PASSWORD, s.newPassword),
      confirm:
        minLength(pw.confirm, MIN_PASSWORD, s.confirmPassword) ?? (pw.next !== pw.confirm ? s.passwordMismatch : null),
    })
    setPwErrors(found)
    if (hasErrors(found)) return focusFirstInvalid(passwordRef.current)
    const ok = await run(
      () => api.post('/api/users/me/password', { currentPassword: pw.current, newPassword: pw.next }),
      s.passwordSaved,
    )
    if (ok) setPw({ current: '', next: '', confirm: '' })
  }

  return (
    <div className="bo-grid-2">
      <Card>
        <CardHeader title={s.profile} />
        <form ref={profileRef} className="form" onSubmit={saveProfile} noValidate>
          <div className="field-row">
            <Field
              label={s.lastName}
              value={profile.lastName}
              onChange={(e) => setProfile({ ...profile, lastName: e.target.value })}
              maxLength={100}
            />
            <Field
              label={s.firstName}
              value={profile.firstName}
              onChange={(e) => setProfile({ ...profile, firstName: e.target.value })}
              maxLength={100}
            />
          </div>
          <Field
            label={s.email}
            type="email"
            value={profile.email}
            error={emailError}
            onChange={(e) => {
              setProfile({ ...profile, email: e.target.value })
              setEmailError(null)
            }}
            maxLength={200}
          />
          <div className="form-actions">
            <Button type="submit" disabled={pending}>
              {zhTW.common.save}
            </Button>
          </div>
        </form>
      </Card>
      <Card>
        <CardHeader title={s.password} />
        <form ref={passwordRef} className="form" onSubmit={(e) => void savePassword(e)} noValidate>
          <Field
            label={s.currentPassword}
            type="password"
            autoComplete="current-password"
            value={pw.current}
            onChange={(e) => setPw({ ...pw, current: e.target.value })}
          />
          <Field
            label={s.newPassword}
            type="password"
            autoComplete="new-password"
            minLength={MIN_PASSWORD}
            required
            value={pw.next}
            error={pwErrors.next}
            onChange={(e) => {
              setPw({ ...pw, next: e.target.value })
              setPwErrors((x) => ({ ...x, next: undefined }))
            }}
          />
          <Field
            label={s.confirmPassword}
            type="password"
            autoComplete="new-password"
            minLength={MIN_PASSWORD}
            required
            value={pw.confirm}
            error={pwErrors.confirm}
            onChange={(e) => {
              setPw({ ...pw, confirm: e.target.value })
              setPwErrors((x) => ({ ...x, confirm: undefined }))
            }}
          />
          <div className="form-actions">
            <Button type="submit" disabled={pending}>
              {zhTW.common.save}
            </Button>
          </div>
        </form>
      </Card>
    </div>
  )
}
