import { useMutation } from '@tanstack/react-query'
import { useRef, useState, type FormEvent } from 'react'
import { useLocation } from 'wouter'
import { zhTW } from '../../../../shared/i18n/zh-TW.ts'
import { api, unwrap, type BodyOf } from '../../../api/client.ts'
import { errorMessage } from '../../../api/errors.ts'
import { Button } from '../../../components/Button.tsx'
import { Field } from '../../../components/Input.tsx'
import { toast } from '../../../components/Toaster.tsx'
import { collectErrors, focusFirstInvalid, hasErrors, requiredText, type FieldErrors } from '../../../forms.ts'
import { loadUser } from '../../../state/auth.ts'
import { attempts, attemptsFromError, resetAttempts } from './state.ts'

const a = zhTW.auth

/** Spec part1 §5: username and password required; on success refresh the user and go to /. */
export function LoginForm() {
  const [, navigate] = useLocation()
  const [username, setUsername] = useState('')
  const [password, setPassword] = useState('')
  const [errors, setErrors] = useState<FieldErrors<'username' | 'password'>>({})
  const formRef = useRef<HTMLFormElement>(null)
  const login = useMutation({
    mutationFn: (body: BodyOf<typeof api.api.auth.local.login.post>) => unwrap(api.api.auth.local.login.post(body)),
    onSuccess: async () => {
      resetAttempts()
      await loadUser()
      navigate('/')
    },
    // Toasted here, not through meta.errorTitle: that toast leaves a 401 to the session guard, and a
    // 401 here is a wrong password, which the person must be told.
    onError: (error) => {
      attempts.value = attemptsFromError(error, attempts.value)
      setPassword('')
      toast({
        variant: 'destructive',
        title: a.loginFailedTitle,
        description: errorMessage(error, a.loginFailedFallback),
      })
    },
  })

  const submit = (e: FormEvent) => {
    e.preventDefault()
    const found = collectErrors({
      username: requiredText(username, a.username),
      password: requiredText(password, a.password),
    })
    setErrors(found)
    if (hasErrors(found)) return focusFirstInvalid(formRef.current)
    login.mutate({ username: username.trim(), password })
  }

  return (
    <form ref={formRef} className="form" onSubmit={submit} aria-label={a.tabLogin} noValidate>
      <Field
        label={a.username}
        name="username"
        autoComplete="username"
        value={username}
        error={errors.username}
        onChange={(e) => {
          setUsername(e.target.value)
          setErrors((x) => ({ ...x, username: undefined }))
        }}
        required
      />
      <Field
        label={a.password}
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        error={errors.password}
        onChange={(e) => {
          setPassword(e.target.value)
          setErrors((x) => ({ ...x, password: undefined }))
        }}
        required
      />
      <Button type="submit" size="lg" className="btn-block" disabled={login.isPending}>
        {login.isPending ? zhTW.common.submitting : a.loginSubmit}
      </Button>
    </form>
  )
}
