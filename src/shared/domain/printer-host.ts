/**
 * Which hosts a network printer may be: the shop's own network, never the internet. A printer
 * address is a manager's setting the server then connects to, so an open rule would let a manager
 * use the till to reach (and, from its errors, map) any host and port.
 */

/**
 * Four decimal numbers 0–255 without leading zeros: `127.1`, `0x7f.0.0.1` or `010.0.0.1` (octal to the C resolver) are
 * not addresses here.
 */
function ipv4(text: string): number[] | null {
  const parts = text.split('.')
  if (parts.length !== 4 || !parts.every((p) => /^(0|[1-9]\d{0,2})$/.test(p) && Number(p) <= 255)) return null
  return parts.map(Number)
}

/** Colon-separated hex groups, the last of them may be a dotted IPv4 address (::ffff:192.168.1.5). */
function groupsOf(text: string): number[] | null {
  if (text === '') return []
  const parts = text.split(':')
  const out: number[] = []
  for (const [i, part] of parts.entries()) {
    const quad = i === parts.length - 1 && part.includes('.') ? ipv4(part) : null
    if (quad) out.push((quad[0] << 8) | quad[1], (quad[2] << 8) | quad[3])
    else if (/^[0-9a-fA-F]{1,4}$/.test(part)) out.push(parseInt(part, 16))
    else return null
  }
  return out
}

/** Eight 16-bit groups, with `::` and a dotted IPv4 tail as RFC 4291 writes them. */
function ipv6(text: string): number[] | null {
  const halves = text.split('::')
  if (halves.length > 2 || (halves.length === 2 && halves[0].includes('.'))) return null
  const left = groupsOf(halves[0])
  const right = halves.length === 2 ? groupsOf(halves[1]) : []
  if (!left || !right) return null
  const missing = 8 - left.length - right.length
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null
  return [...left, ...Array<number>(missing).fill(0), ...right]
}

function privateIpv4([a, b]: number[]): boolean {
  return (
    a === 10 || a === 127 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 169 && b === 254)
  )
}

function privateIpv6(g: number[]): boolean {
  if (g.slice(0, 7).every((x) => x === 0) && g[7] === 1) return true // ::1
  // ::ffff:a.b.c.d
  if (g.slice(0, 5).every((x) => x === 0) && g[5] === 0xffff) return privateIpv4([g[6] >> 8, g[6] & 0xff])
  return (g[0] & 0xfe00) === 0xfc00 || (g[0] & 0xffc0) === 0xfe80 // unique local fc00::/7, link-local fe80::/10
}

/**
 * An IP literal of the LAN or this machine: 10/8, 172.16/12, 192.168/16, 169.254/16, 127/8, ::1, fc00::/7, fe80::/10.
 */
export function isLanAddress(host: string): boolean {
  const v4 = ipv4(host)
  if (v4) return privateIpv4(v4)
  const v6 = ipv6(host)
  return v6 !== null && privateIpv6(v6)
}

const LABEL = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/

/**
 * An mDNS name (`epson-tm.local`), which only the LAN answers. Resolved at connect time and checked again with
 * isLanAddress.
 */
export function isLanName(host: string): boolean {
  const name = host.toLowerCase()
  const labels = name.split('.')
  return (
    name.length <= 253 &&
    labels.length >= 2 &&
    labels[labels.length - 1] === 'local' &&
    labels.every((l) => LABEL.test(l))
  )
}

/**
 * What the server may connect to for a network printer: a LAN address, or a LAN name whose every address is checked
 * when connecting.
 */
export type PrinterHostKind = 'address' | 'name' | 'refused'

export function printerHostKind(host: string): PrinterHostKind {
  return isLanAddress(host) ? 'address' : isLanName(host) ? 'name' : 'refused'
}
