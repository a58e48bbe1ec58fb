import { useState } from 'react'
import { fill, zhTW } from '../../../shared/i18n/zh-TW.ts'
import { api, unwrap } from '../../api/client.ts'
import { Button } from '../Button.tsx'
import { Field } from '../Input.tsx'
import { setUser } from '../../state/auth.ts'
import { MobileHeader } from './MobileHeader.tsx'
import {
  PIN_MAX,
  pinComplete,
  pinFailure,
  pressKey,
  rememberedUsername,
  rememberUsername,
  type PinFailure,
  type PinKey,
} from './pin.ts'

const p = zhTW.mobile.pin
const KEYS: PinKey[] = ['1', '2', '3', '4', '5', '6', '7', '8', '9', 'clear', '0', 'back']

function Keypad({ onKey, disabled }: { onKey: (k: PinKey) => void; disabled: boolean }) {
  return (
    <div className="pin-keypad">
      {KEYS.map((k) => (
        <button
          key={k}
          type="button"
          className={`pin-key${k.length > 1 ? ' pin-key-fn' : ''}`}
          disabled={disabled}
          aria-label={k === 'clear' ? p.clear : k === 'back' ? p.backspace : k}
          onClick={() => onKey(k)}
        >
          {k === 'clear' ? p.clear : k === 'back' ? '⌫' : k}
        </button>
      ))}
    </div>
  )
}

function FailureNote({ failure }: { failure: PinFailure | null }) {
  if (!failure) return null
  if (failure.kind === 'attempts') {
    return (
      <p className="pin-error" role="alert">
        {fill(p.attempts, { n: failure.failed, max: failure.max })}
      </p>
    )
  }
  return (
    <p className="pin-error" role="alert">
      {failure.kind === 'locked' ? <strong>{p.lockedTitle}：</strong> : null}
      {failure.message}
    </p>
  )
}

/**
 * Staff screens are one quick sign-in away. The PIN card (username remembered after the
 * first time, big keypad) or, for staff without a PIN, the ordinary password sign-in.
 */
export function PinSignIn({ title }: { title: string }) {
  const saved = rememberedUsername()
  const [username, setUsername] = useState(saved)
  const [editingUser, setEditingUser] = useState(!saved)
  const [mode, setMode] = useState<'pin' | 'password'>('pin')
  const [pin, setPin] = useState('')
  const [password, setPassword] = useState('')
  const [pending, setPending] = useState(false)
  const [failure, setFailure] = useState<PinFailure | null>(null)
  const locked = failure?.kind === 'locked'

  const submit = async () => {
    const name = username.trim()
    if (!name) return setFailure({ kind: 'other', message: p.needUsername })
    setPending(true)
    try {
      const user =
        mode === 'pin'
          ? await unwrap(api.api.auth['pin-login'].post({ username: name, pin }))
          : await unwrap(api.api.auth.local.login.post({ username: name, password }))
      rememberUsername(name)
      setUser(user)
    } catch (error) {
      setFailure(pinFailure(error, p.failed))
      setPin('')
      setPending(false)
    }
  }

  return (
    <div className="m-screen">
      <MobileHeader title={title} />
      <main className="m-main pin-wrap">
        <form
          className="card pin-card"
          aria-label={p.title}
          onSubmit={(e) => {
            e.preventDefault()
            void submit()
          }}
        >
          <h2 className="pin-title">{p.title}</h2>
          <p className="muted">{mode === 'pin' ? p.subtitle : p.passwordSubtitle}</p>
          {editingUser ? (
            <Field
              label={p.username}
              value={username}
              placeholder={p.usernamePlaceholder}
              autoComplete="username"
              autoCapitalize="none"
              onChange={(e) => {
                setUsername(e.target.value)
                setFailure(null)
              }}
            />
          ) : (
            <div className="pin-user">
              <span>{fill(p.signedInAs, { username })}</span>
              <Button variant="ghost" size="sm" onClick={() => setEditingUser(true)}>
                {p.changeUser}
              </Button>
            </div>
          )}
          {mode === 'pin' ? (
            <>
              <div
                className="pin-dots"
                role="img"
                aria-label={`${p.pinLabel} ${pin.length}/${PIN_MAX}`}
                data-testid="pin-dots"
              >
                {Array.from({ length: PIN_MAX }, (_, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the dots are positions, never reordered
                  <span key={i} className={i < pin.length ? 'pin-dot on' : 'pin-dot'} />
                ))}
              </div>
              <Keypad disabled={pending || locked} onKey={(k) => setPin((v) => pressKey(v, k))} />
            </>
          ) : (
            <Field
              label={p.password}
              type="password"
              value={password}
              autoComplete="current-password"
              onChange={(e) => setPassword(e.target.value)}
            />
          )}
          <FailureNote failure={failure} />
          <Button
            type="submit"
            size="lg"
            className="btn-block"
            disabled={pending || locked || (mode === 'pin' ? !pinComplete(pin) : !password)}
          >
            {pending ? p.submitting : p.submit}
          </Button>
          <Button
            variant="ghost"
            className="btn-block"
            onClick={() => {
              setMode(mode === 'pin' ? 'password' : 'pin')
              setFailure(null)
            }}
          >
            {mode === 'pin' ? p.usePassword : p.usePin}
          </Button>
        </form>
      </main>
    </div>
  )
}
