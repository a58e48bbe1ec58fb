import { Elysia, t } from 'elysia'
import type { Config } from '../../config'
import { AppError } from '../../http/app-error'
import { isHttps, sessionCookie } from '../../http/client'
import type { authPlugin } from '../../http/auth'
import { MAX_FAILED_ATTEMPTS } from '../../../shared/domain/lockout'
import type { OidcClient } from './oidc'
import type { AuthService } from './service'
import { SESSION_IDLE_MS } from './sessions-repo'
import { publicUser } from './users-repo'
import { LoginBody, PinLoginBody, ProviderCallbackQuery, RegisterBody } from '../../../shared/api/requests/auth'
import type { AuthConfig } from '../../../shared/api/stores'

type Deps = {
  config: Config
  auth: AuthService
  guard: ReturnType<typeof authPlugin>
  providers: { oidc: OidcClient | null; line: OidcClient | null }
}

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

const PROVIDER_COLUMN = { oidc: 'oidcSubject', line: 'lineSubject' } as const

/** A provider's sign-in refused by us, as the ?authError= the sign-in page explains. */
const EXTERNAL_REFUSALS = {
  REGISTRATION_CLOSED: 'registration_closed',
  SETUP_CODE_REQUIRED: 'setup_code_required',
} as const

export function authRoutes({ config, auth, guard, providers }: Deps) {
  const cookieFor = (request: Request, token: string) =>
    sessionCookie(token, SESSION_IDLE_MS / 1000, isHttps(request, config.trustProxy))
  const clearCookie = (request: Request) => sessionCookie('', 0, isHttps(request, config.trustProxy))
  const origin = (request: Request) => config.publicUrl ?? new URL(request.url).origin
  const safeReturn = (v: unknown) => (typeof v === 'string' && v.startsWith('/') && !v.startsWith('//') ? v : '/')

  async function startExternal(name: 'oidc' | 'line', request: Request, returnTo: unknown) {
    const client = providers[name]
    if (!client) return Response.redirect(`/?authError=${name}_not_configured`, 302)
    try {
      return Response.redirect(
        await client.start(`${origin(request)}/api/auth/callback/${name}`, safeReturn(returnTo)),
        302,
      )
    } catch {
      return Response.redirect('/?authError=provider_failed', 302)
    }
  }

  return (
    new Elysia({ prefix: '/api', tags: ['auth'] })
      .use(guard)
      .get(
        '/auth/config',
        (): AuthConfig => ({
          registrationOpen: auth.registrationOpen(),
          setupCodeRequired: auth.setupCodeRequired(),
          oidcEnabled: providers.oidc !== null,
          lineEnabled: providers.line !== null,
          maxLoginAttempts: MAX_FAILED_ATTEMPTS,
        }),
      )
      .get('/auth/user', ({ user }) => publicUser(user), { auth: 'staff' })
      // The UI's start-up probe: signed out is a normal answer here, not a 401 the browser logs as an error.
      .get('/auth/session', ({ sessionToken }) => {
        const user = auth.userOfToken(sessionToken)
        // hq: this server is a chain's HQ (--hq), whose UI is HQ's own app (src/ui/features/hq)
        return { user: user ? publicUser(user) : null, hq: config.chain?.role === 'hq' }
      })
      .post(
        '/auth/local/register',
        async ({ body, ip, request, set }) => {
          if (body.email?.trim() && !EMAIL_RE.test(body.email.trim())) {
            throw new AppError('VALIDATION', { detail: '電子郵件格式不正確' })
          }
          const { user, token } = await auth.register(body, { ip, userAgent: request.headers.get('user-agent') })
          set.status = 201
          set.headers['set-cookie'] = cookieFor(request, token)
          return publicUser(user)
        },
        { body: RegisterBody },
      )
      .post(
        '/auth/local/login',
        async ({ body, ip, request, set }) => {
          const { user, token } = await auth.login(body.username, body.password, {
            ip,
            userAgent: request.headers.get('user-agent'),
          })
          set.headers['set-cookie'] = cookieFor(request, token)
          return publicUser(user)
        },
        { body: LoginBody },
      )
      .post(
        '/auth/pin-login',
        async ({ body, ip, request, set }) => {
          const { user, token } = await auth.pinLogin(body.username, body.pin, {
            ip,
            userAgent: request.headers.get('user-agent'),
          })
          set.headers['set-cookie'] = cookieFor(request, token)
          return publicUser(user)
        },
        { body: PinLoginBody },
      )
      .get('/logout', ({ request, sessionToken, ip }) => {
        auth.logout(sessionToken, { user: auth.userOfToken(sessionToken), ip })
        return new Response(null, { status: 302, headers: { location: '/', 'set-cookie': clearCookie(request) } })
      })
      .get('/login', ({ request, query }) => startExternal('oidc', request, query.returnTo))
      .get('/auth/line', ({ request, query }) => startExternal('line', request, query.returnTo))
      .get(
        '/auth/callback/:provider',
        async ({ params, query, request, ip }) => {
          const name = params.provider
          const client = providers[name]
          if (!client) return Response.redirect(`/?authError=${name}_not_configured`, 302)
          if (!query.code || !query.state) return Response.redirect('/?authError=provider_failed', 302)
          try {
            const { identity, returnTo } = await client.finish(query.state, query.code)
            const { token } = auth.signInExternal(PROVIDER_COLUMN[name], identity, {
              ip,
              userAgent: request.headers.get('user-agent'),
            })
            return new Response(null, {
              status: 302,
              headers: { location: returnTo, 'set-cookie': cookieFor(request, token) },
            })
          } catch (e) {
            const reason =
              e instanceof AppError
                ? (EXTERNAL_REFUSALS[e.code as keyof typeof EXTERNAL_REFUSALS] ?? 'provider_failed')
                : 'provider_failed'
            return Response.redirect(`/?authError=${reason}`, 302)
          }
        },
        {
          params: t.Object({ provider: t.Union([t.Literal('oidc'), t.Literal('line')]) }),
          query: ProviderCallbackQuery,
        },
      )
  )
}
