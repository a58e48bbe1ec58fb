type ServerLike = { requestIP(req: Request): { address: string } | null } | null | undefined

/**
 * The caller's address: the socket's, or behind a trusted proxy the last X-Forwarded-For hop —
 * the one our proxy added. Earlier hops come from the client (nginx's $proxy_add_x_forwarded_for
 * appends to what it was sent), so trusting the first let anyone pick a fresh address per request
 * and walk around the login lockout and the rate limits.
 */
export function clientIp(request: Request, server: ServerLike, trustProxy: boolean): string {
  if (trustProxy) {
    const fwd = request.headers.get('x-forwarded-for')?.split(',').at(-1)?.trim()
    if (fwd) return fwd
  }
  const addr = server?.requestIP(request)?.address
  return addr ? addr.replace(/^::ffff:/, '') : 'local'
}

export function isHttps(request: Request, trustProxy: boolean): boolean {
  if (new URL(request.url).protocol === 'https:') return true
  return trustProxy && request.headers.get('x-forwarded-proto') === 'https'
}

export const SESSION_COOKIE = 'pos_sid'

/**
 * HttpOnly + SameSite=Lax always; Secure only over HTTPS, because browsers drop Secure
 * cookies on plain http://192.168.x.x, which is how most store LANs reach the server.
 */
export function sessionCookie(token: string, maxAgeSeconds: number, secure: boolean): string {
  return (
    `${SESSION_COOKIE}=${token}; Path=/; HttpOnly; SameSite=Lax; ` +
    `Max-Age=${maxAgeSeconds}${secure ? '; Secure' : ''}`
  )
}

export function readCookie(request: Request, name: string): string | undefined {
  const header = request.headers.get('cookie')
  if (!header) return undefined
  for (const part of header.split(';')) {
    const i = part.indexOf('=')
    if (i > 0 && part.slice(0, i).trim() === name) return part.slice(i + 1).trim()
  }
  return undefined
}
