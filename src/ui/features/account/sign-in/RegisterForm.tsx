import { useMutation } from '@tanstack/react-query'
import { useRef, useState, type FormEvent } from 'react'
import { useLocation } from 'wouter'
import { zhTW } from '../../../../shared/i18n/zh-TW.ts'
import { api, unwrap, type BodyOf } from '../../../api/client.ts'
import { Button } from '../../../components/Button.tsx'
import { Field } from '../../../components/Input.tsx'
import {
  collectErrors,
  focusFirstInvalid,
  hasErrors,
  optionalEmail,
  requiredText,
  type FieldErrors,
} from '../../../forms.ts'
import { loadUser } from '../../../state/auth.ts'
import { resetAttempts } from './state.ts'
import { registerBody, type RegisterInput } from './register-body.ts'

const a = zhTW.auth
const empty: RegisterInput = {
  username: '',
  password: '',
  confirm: '',
  email: '',
  firstName: '',
  lastName: '',
  setupCode: '',
}

/**
 * Spec part1 §5 register rules; a password mismatch is caught here and nothing is sent. While no
 * account exists (`setupCodeRequired`) the first one, the owner, also asks for the setup code the
 * server printed at start.
 */
export function RegisterForm({ setupCodeRequired }: { setupCodeRequired: boolean }) {
  const [, navigate] = useLocation()
  const [form, setForm] = useState(empty)
  const [errors, setErrors] = useState<FieldErrors<keyof RegisterInput>>({})
  const formRef = useRef<HTMLFormElement>(null)
  const bind = (key: keyof RegisterInput) => ({
    value: form[key],
    error: errors[key],
    onChange: (e: { target: { value: string } }) => {
      setForm((f) => ({ ...f, [key]: e.target.value }))
      setErrors((x) => ({ ...x, [key]: undefined }))
    },
  })

  const register = useMutation({
    mutationFn: (body: BodyOf<typeof api.api.auth.local.register.post>) =>
      unwrap(api.api.auth.local.register.post(body)),
    meta: { errorTitle: a.registerFailedTitle, errorFallback: a.registerFailedFallback },
    onSuccess: async () => {
      resetAttempts()
      await loadUser()
      navigate('/')
    },
  })

  const submit = (e: FormEvent) => {
    e.preventDefault()
    const body = registerBody(setupCodeRequired ? form : { ...form, setupCode: '' })
    const found = collectErrors<keyof RegisterInput>({
      setupCode: setupCodeRequired ? requiredText(form.setupCode, a.setupCode) : null,
      username: requiredText(form.username, a.username),
      password: requiredText(form.password, a.password) ?? (body === 'too-short' ? a.passwordTooShort : null),
      confirm: body === 'mismatch' && form.password ? a.passwordMismatchTitle : null,
      email: optionalEmail(form.email),
      firstName: null,
      lastName: null,
    })
    setErrors(found)
    if (hasErrors(found) || typeof body === 'string') return focusFirstInvalid(formRef.current)
    register.mutate(body)
  }

  return (
    <form ref={formRef} className="form" onSubmit={submit} aria-label={a.tabRegister} noValidate>
      {setupCodeRequired ? (
        <>
          <div className="notice" role="note">
            <p className="notice-title">{a.firstOwnerTitle}</p>
            <p>{a.firstOwnerBody}</p>
          </div>
          <Field
            label={a.setupCode}
            name="setupCode"
            autoComplete="off"
            inputMode="numeric"
            required
            hint={a.setupCodeHint}
            {...bind('setupCode')}
          />
        </>
      ) : null}
      <Field label={a.username} name="username" autoComplete="username" required {...bind('username')} />
      <Field
        label={a.password}
        name="password"
        type="password"
        autoComplete="new-password"
        required
        minLength={6}
        hint={a.passwordHint}
        {...bind('password')}
      />
      <Field
        label={a.confirmPassword}
        name="confirm"
        type="password"
        autoComplete="new-password"
        required
        {...bind('confirm')}
      />
      <Field
        label={`${a.email}（${zhTW.common.optional}）`}
        name="email"
        type="email"
        autoComplete="email"
        {...bind('email')}
      />
      <div className="field-row">
        <Field
          label={`${a.lastName}（${zhTW.common.optional}）`}
          name="lastName"
          autoComplete="family-name"
          {...bind('lastName')}
        />
        <Field
          label={`${a.firstName}（${zhTW.common.optional}）`}
          name="firstName"
          autoComplete="given-name"
          {...bind('firstName')}
        />
      </div>
      <Button type="submit" size="lg" className="btn-block" disabled={register.isPending}>
        {register.isPending ? zhTW.common.submitting : a.registerSubmit}
      </Button>
    </form>
  )
}
