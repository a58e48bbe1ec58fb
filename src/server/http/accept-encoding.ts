import { PRECOMPRESSED } from '../precompress'

/** The codings an Accept-Encoding header allows (`q=0` refuses one; `*` allows any not named). */
export function acceptedEncodings(header: string | null): Set<string> {
  const allowed = new Set<string>()
  const refused = new Set<string>()
  let star = false
  for (const part of (header ?? '').toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((p) => p.trim())
    if (!name) continue
    const q = params.find((p) => p.startsWith('q='))
    const ok = q === undefined || Number(q.slice(2)) > 0
    if (name === '*') star = ok
    else (ok ? allowed : refused).add(name)
  }
  if (star) for (const { encoding } of PRECOMPRESSED) if (!refused.has(encoding)) allowed.add(encoding)
  return allowed
}

/** Whether an Accept-Encoding header takes gzip (every browser's does). */
export const acceptsGzip = (header: string | null): boolean => acceptedEncodings(header).has('gzip')
