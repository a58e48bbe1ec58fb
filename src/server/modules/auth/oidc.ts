import type { OidcProviderConfig } from '../../config'
import { AppError } from '../../http/app-error'

type Discovery = { authorization_endpoint: string; token_endpoint: string; userinfo_endpoint?: string; issuer: string }
type Pending = { verifier: string; nonce: string; returnTo: string; redirectUri: string; expiresAt: number }

export type ExternalIdentity = {
  subject: string
  username: string
  email: string | null
  firstName: string | null
  lastName: string | null
}

const PENDING_TTL_MS = 10 * 60 * 1000
const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url')
const random = () => b64url(crypto.getRandomValues(new Uint8Array(32)))

function decodeJwtPayload(jwt: string): Record<string, unknown> {
  const part = jwt.split('.')[1]
  if (!part) throw new AppError('AUTH_PROVIDER_ERROR')
  return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'))
}

/**
 * Authorization-code flow with PKCE against an OpenID Connect provider (a hosted IdP, or LINE
 * Login, which speaks OIDC). The ID token comes straight from the token endpoint over TLS, so
 * its claims are checked (iss, aud, nonce, exp) without fetching signing keys (OIDC Core 3.1.3.7).
 */
export function createOidcClient(provider: OidcProviderConfig, fetchImpl: typeof fetch = fetch) {
  let discovery: Discovery | null = null
  const pending = new Map<string, Pending>()

  async function discover(): Promise<Discovery> {
    if (discovery) return discovery
    const res = await fetchImpl(`${provider.issuer}/.well-known/openid-configuration`)
    if (!res.ok) throw new AppError('AUTH_PROVIDER_ERROR')
    discovery = (await res.json()) as Discovery
    return discovery
  }

  return {
    async start(redirectUri: string, returnTo: string): Promise<string> {
      const d = await discover()
      const now = Date.now()
      for (const [k, p] of pending) if (p.expiresAt < now) pending.delete(k)
      const state = random()
      const verifier = random()
      const nonce = random()
      pending.set(state, { verifier, nonce, returnTo, redirectUri, expiresAt: now + PENDING_TTL_MS })
      const challenge = b64url(
        new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier))),
      )
      const url = new URL(d.authorization_endpoint)
      url.search = new URLSearchParams({
        response_type: 'code',
        client_id: provider.clientId,
        redirect_uri: redirectUri,
        scope: provider.scope,
        state,
        nonce,
        code_challenge: challenge,
        code_challenge_method: 'S256',
      }).toString()
      return url.toString()
    },

    async finish(state: string, code: string): Promise<{ identity: ExternalIdentity; returnTo: string }> {
      const p = pending.get(state)
      pending.delete(state)
      if (!p || p.expiresAt < Date.now()) throw new AppError('AUTH_PROVIDER_ERROR')
      const d = await discover()
      const res = await fetchImpl(d.token_endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code,
          redirect_uri: p.redirectUri,
          client_id: provider.clientId,
          client_secret: provider.clientSecret,
          code_verifier: p.verifier,
        }),
      })
      if (!res.ok) throw new AppError('AUTH_PROVIDER_ERROR')
      const tokens = (await res.json()) as { id_token?: string; access_token?: string }
      if (!tokens.id_token) throw new AppError('AUTH_PROVIDER_ERROR')
      const claims = decodeJwtPayload(tokens.id_token)
      const aud = Array.isArray(claims.aud) ? claims.aud : [claims.aud]
      if (claims.iss !== d.issuer || !aud.includes(provider.clientId) || claims.nonce !== p.nonce)
        throw new AppError('AUTH_PROVIDER_ERROR')
      if (typeof claims.exp === 'number' && claims.exp * 1000 < Date.now()) throw new AppError('AUTH_PROVIDER_ERROR')
      const sub = String(claims.sub ?? '')
      if (!sub) throw new AppError('AUTH_PROVIDER_ERROR')
      const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null)
      const email = str(claims.email)
      const name = str(claims.name)
      return {
        returnTo: p.returnTo,
        identity: {
          subject: `${d.issuer}|${sub}`,
          username: str(claims.preferred_username) ?? email ?? name ?? `user-${sub.slice(0, 8)}`,
          email,
          firstName: str(claims.given_name) ?? name,
          lastName: str(claims.family_name),
        },
      }
    },
  }
}
export type OidcClient = ReturnType<typeof createOidcClient>
