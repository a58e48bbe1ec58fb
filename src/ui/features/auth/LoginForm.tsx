import { useState, type FormEvent } from 'react'
import { useLocation } from 'wouter'
import { zhTW } from '../../../shared/i18n/zh-TW.ts'
import { api, errorMessage } from '../../api.ts'
import { Button } from '../../components/Button.tsx'
import { Field } from '../../components/Input.tsx'
import { toast } from '../../components/Toaster.tsx'
import { loadUser } from '../../state/auth.ts'
import { attempts, attemptsFromError, resetAttempts } from './state.ts'

const a = zhTW.auth

/** Spec part1 §5: username and password required; on success refresh the user and go to /. */
export function LoginForm() {
  const [, navigate] = useLocation()
  const [username, setUsername] = useState('')
  const [password, setPassword] = useState('')
  const [pending, setPending] = useState(false)

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    setPending(true)
    try {
      await api.post('/api/auth/local/login', { username: username.trim(), password })
      resetAttempts()
      await loadUser()
      navigate('/')
    } catch (error) {
      attempts.value = attemptsFromError(error, attempts.value)
      setPassword('')
      toast({ variant: 'destructive', title: a.loginFailedTitle, description: errorMessage(error, a.loginFailedFallback) })
    } finally {
      setPending(false)
    }
  }

  return (
    <form className="form" onSubmit={submit} aria-label={a.tabLogin}>
      <Field label={a.username} name="username" autoComplete="username" value={username} onChange={(e) => setUsername(e.target.value)} required />
      <Field
        label={a.password}
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        required
      />
      <Button type="submit" size="lg" className="btn-block" disabled={pending}>
        {pending ? zhTW.common.submitting : a.loginSubmit}
      </Button>
    </form>
  )
}
