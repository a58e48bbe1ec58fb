import { useSignals } from '@preact/signals-react/runtime'
import { useMutation } from '@tanstack/react-query'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { zhTW } from '../../../../../shared/i18n/zh-TW.ts'
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
import { authUser } from '../../../../state/auth.ts'
import { changePassword, updateProfile } from '../queries.ts'

const s = zhTW.backoffice.settings
const officeText = zhTW.backoffice.common
const MIN_PASSWORD = 6

/** One's own names and e-mail (PATCH /api/users/me) and password (POST /api/users/me/password). */
export function AccountForms() {
  useSignals()
  const user = authUser.value
  const [profile, setProfile] = useState({ firstName: '', lastName: '', email: '' })
  const [pw, setPw] = useState({ current: '', next: '', confirm: '' })
  const [emailError, setEmailError] = useState<string | null>(null)
  const [pwErrors, setPwErrors] = useState<FieldErrors<'next' | 'confirm'>>({})
  const profileRef = useRef<HTMLFormElement>(null)
  const passwordRef = useRef<HTMLFormElement>(null)
  // biome-ignore lint/correctness/useExhaustiveDependencies: refills when the user changes
  useEffect(() => {
    if (user) setProfile({ firstName: user.firstName ?? '', lastName: user.lastName ?? '', email: user.email ?? '' })
  }, [user])

  const meta = { errorTitle: officeText.updateFailedTitle }
  const savingProfile = useMutation({
    mutationFn: updateProfile,
    meta,
    onSuccess: () => toast({ title: s.profileSaved }),
  })
  const savingPassword = useMutation({
    mutationFn: changePassword,
    meta,
    onSuccess: () => {
      toast({ title: s.passwordSaved })
      setPw({ current: '', next: '', confirm: '' })
    },
  })
  const pending = savingProfile.isPending || savingPassword.isPending

  const saveProfile = (e: FormEvent) => {
    e.preventDefault()
    const bad = optionalEmail(profile.email)
    setEmailError(bad)
    if (bad) return focusFirstInvalid(profileRef.current)
    savingProfile.mutate({
      firstName: profile.firstName.trim() || null,
      lastName: profile.lastName.trim() || null,
      email: profile.email.trim() || null,
    })
  }

  const savePassword = (e: FormEvent) => {
    e.preventDefault()
    const found = collectErrors<'next' | 'confirm'>({
      next: minLength(pw.next, MIN_PASSWORD, s.newPassword),
      confirm:
        minLength(pw.confirm, MIN_PASSWORD, s.confirmPassword) ?? (pw.next !== pw.confirm ? s.passwordMismatch : null),
    })
    setPwErrors(found)
    if (hasErrors(found)) return focusFirstInvalid(passwordRef.current)
    savingPassword.mutate({ currentPassword: pw.current, newPassword: pw.next })
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
        <form ref={passwordRef} className="form" onSubmit={savePassword} noValidate>
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
