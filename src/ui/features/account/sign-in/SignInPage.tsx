import { useSignals } from '@preact/signals-react/runtime'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { t, zhTW } from '../../../../shared/i18n/zh-TW.ts'
import { lineLoginUrl, oidcLoginUrl } from '../../../api/urls.ts'
import { Button } from '../../../components/Button.tsx'
import { Tabs } from '../../../components/Tabs.tsx'
import { toast } from '../../../components/Toaster.tsx'
import { authConfigQuery } from '../../../state/auth.ts'
import { LoginForm } from './LoginForm.tsx'
import { RegisterForm } from './RegisterForm.tsx'
import { attempts, AUTH_ERROR_PARAM, resetAttempts } from './state.ts'
import './signin.css'

const a = zhTW.auth
const PROVIDER_ERRORS: Record<string, string> = {
  oidc_not_configured: a.oidcNotConfigured,
  line_not_configured: a.lineNotConfigured,
  setup_code_required: a.setupCodeExternal,
}

/** The server sends us back with ?authError=... when a provider is not set up: say so, then tidy the URL. */
function useAuthErrorToast() {
  useEffect(() => {
    const url = new URL(window.location.href)
    const code = url.searchParams.get(AUTH_ERROR_PARAM)
    if (!code) return
    url.searchParams.delete(AUTH_ERROR_PARAM)
    window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash)
    const description = PROVIDER_ERRORS[code]
    if (description) toast({ variant: 'destructive', title: a.providerUnavailableTitle, description })
  }, [])
}

function AttemptCounter() {
  useSignals()
  const { failed, max, retryAfterSeconds } = attempts.value
  return (
    <div className="attempts" data-testid="attempts">
      <p className="muted">{a.securityNote}</p>
      <p className={failed > 0 ? 'attempts-count is-warning' : 'attempts-count'} aria-live="polite">
        {t('auth.failedAttempts', { n: failed, max })}
      </p>
      {retryAfterSeconds ? (
        <p className="attempts-locked">{t('auth.locked', { minutes: Math.ceil(retryAfterSeconds / 60) })}</p>
      ) : null}
    </div>
  )
}

function RegistrationClosed() {
  return (
    <div className="notice" role="note">
      <p className="notice-title">{a.registrationClosedTitle}</p>
      <p>{a.registrationClosedBody}</p>
    </div>
  )
}

export function SignInPage() {
  useSignals()
  const [tab, setTab] = useState<'login' | 'register'>('login')
  useAuthErrorToast()
  const config = useQuery(authConfigQuery).data
  useEffect(() => {
    if (config && attempts.value.failed === 0) resetAttempts(config.maxLoginAttempts)
  }, [config])
  const registrationOpen = config?.registrationOpen ?? true
  const setupCodeRequired = config?.setupCodeRequired ?? false

  return (
    <div className="signin">
      <div className="signin-card card">
        <header className="signin-header">
          <div className="signin-logo" aria-hidden="true">
            餐
          </div>
          <h1 className="signin-title">{zhTW.app.name}</h1>
          <p className="muted">{zhTW.app.tagline}</p>
        </header>
        <div className="provider-buttons">
          <Button
            variant="secondary"
            size="lg"
            className="btn-block"
            onClick={() => window.location.assign(oidcLoginUrl)}
          >
            {a.oidcButton}
          </Button>
          <Button
            variant="secondary"
            size="lg"
            className="btn-block btn-line"
            onClick={() => window.location.assign(lineLoginUrl)}
          >
            {a.lineButton}
          </Button>
        </div>
        <div className="divider">
          <span>{a.orLocal}</span>
        </div>
        <Tabs
          value={tab}
          onChange={setTab}
          items={[
            { key: 'login', label: a.tabLogin, content: <LoginForm /> },
            {
              key: 'register',
              label: a.tabRegister,
              content: registrationOpen ? (
                <RegisterForm setupCodeRequired={setupCodeRequired} />
              ) : (
                <RegistrationClosed />
              ),
            },
          ]}
        />
        <AttemptCounter />
      </div>
    </div>
  )
}
