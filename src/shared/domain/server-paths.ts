/**
 * Paths on the server's disk that a manager names through the API: a USB or serial printer's
 * device, the 電子發票 upload folder. Rules on the text only; the server adds the realpath check
 * (a symlink may point anywhere) where the path exists.
 */
import { isCleanName } from './text-rules'

/**
 * Where printers and drawers appear on Linux: the kernel's USB printer class, USB serial adapters
 * (FTDI, CH340, PL2303 and CDC-ACM), the board's own serial ports, and the stable by-id links to
 * them. Everything else under /dev (disks, memory, consoles) and every other folder is refused.
 */
export const DEFAULT_PRINTER_DEVICES: readonly string[] = [
  '/dev/usb/lp*',
  '/dev/ttyUSB*',
  '/dev/ttyACM*',
  '/dev/ttyS*',
  '/dev/serial/by-id/*',
]

/**
 * Absolute and written plainly: no empty, `.` or `..` segments (nothing climbs out of a folder by its text), no control
 * characters.
 */
export function isPlainAbsolutePath(path: string): boolean {
  if (path.length > 500 || !path.startsWith('/') || !isCleanName(path)) return false
  if (path === '/') return true
  return path
    .slice(1)
    .split('/')
    .every((s) => s !== '' && s !== '.' && s !== '..')
}

/** `path` is `folder` itself or somewhere below it (both plain absolute paths). */
export function isInsideFolder(folder: string, path: string): boolean {
  if (!isPlainAbsolutePath(folder) || !isPlainAbsolutePath(path)) return false
  return path === folder || path.startsWith(folder === '/' ? '/' : `${folder}/`)
}

/** A shell-like pattern: `*` stands for any run of characters and `?` for one, never across a `/`. */
function patternRegExp(pattern: string): RegExp {
  const body = pattern
    .replace(/[.+^${}()|[\]\\]/g, '\\$&')
    .replace(/\*/g, '[^/]*')
    .replace(/\?/g, '[^/]')
  return new RegExp(`^${body}$`)
}

export function matchesDevicePattern(pattern: string, path: string): boolean {
  return patternRegExp(pattern).test(path)
}

/** A printer device path that one of `patterns` allows, written plainly. */
export function isAllowedDevice(patterns: readonly string[], path: string): boolean {
  return isPlainAbsolutePath(path) && patterns.some((p) => matchesDevicePattern(p, path))
}

/**
 * The owner's extra device patterns, a comma list ("/dev/ttyAMA*, /dev/printers/*"), added to the
 * defaults. null when one of them is not a plain absolute path.
 */
export function parseDevicePatterns(text: string): string[] | null {
  const patterns = text
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)
  return patterns.every(isPlainAbsolutePath) ? patterns : null
}
