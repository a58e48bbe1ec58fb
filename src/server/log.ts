// The operations log an installer reads (journald, Docker, a terminal): one line per event that
// changes what they should know, never per retry, with the store's local time and a level.
import type { Clock } from './clock'
import type { LogFields, Logger } from '../devices'

export type { LogFields, Logger }
export const LOG_FORMATS = ['text', 'json'] as const
export type LogFormat = (typeof LOG_FORMATS)[number]
type Level = 'INFO' | 'WARN' | 'ERROR'

const pad = (n: number) => String(n).padStart(2, '0')

/** ISO 8601 to the second in the machine's own offset (a store in Taiwan: 2026-11-28T10:00:00+08:00). */
export function localIso(ms: number): string {
  const offset = -new Date(ms).getTimezoneOffset()
  const wall = new Date(ms + offset * 60_000).toISOString().slice(0, 19)
  const abs = Math.abs(offset)
  return `${wall}${offset < 0 ? '-' : '+'}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`
}

/** Field names that could hold a credential: whoever passes one, its value stays out of the log. */
const CREDENTIAL_FIELD = /pass|secret|token|cookie|authorization/i
const OWN_KEYS = new Set(['time', 'level', 'event', 'msg'])

/** An error as one line: its message and, for the unexpected, where it was thrown. */
export function describeError(e: unknown): string {
  if (!(e instanceof Error)) return String(e)
  const where = e.stack
    ?.split('\n')
    .find((l) => l.trim().startsWith('at '))
    ?.trim()
  return where ? `${e.message} (${where})` : e.message
}

/**
 * `text`: `2026-11-28T10:00:00+08:00 WARN printer 廚房 unreachable 192.168.1.50:9100`;
 * `json` (--log-format json): one object per line, {time, level, event, msg, ...fields}.
 * The time is the injected clock's, so tests that drive the clock see it in the log.
 */
export function createLogger({
  format,
  clock,
  write = (line) => console.log(line),
}: {
  format: LogFormat
  clock: Clock
  write?: (line: string) => void
}): Logger {
  function log(level: Level, event: string, msg: string, fields: LogFields = {}) {
    const time = localIso(clock.now())
    if (format === 'text') return write(`${time} ${level} ${msg.replace(/\s*\n\s*/g, ' | ')}`)
    const extra: LogFields = {}
    for (const [key, value] of Object.entries(fields)) {
      if (!OWN_KEYS.has(key)) extra[key] = CREDENTIAL_FIELD.test(key) ? '[redacted]' : value
    }
    write(JSON.stringify({ time, level, event, msg, ...extra }))
  }
  return {
    info: (event, msg, fields) => log('INFO', event, msg, fields),
    warn: (event, msg, fields) => log('WARN', event, msg, fields),
    error: (event, msg, fields) => log('ERROR', event, msg, fields),
  }
}

/**
 * One line at most every `everyMs` for a fault that repeats with every request while it lasts (a
 * full disk refusing each order): the first is logged, the next after the pause says how many
 * were left out. `now` is real time by default: the pause is about the log's volume, not the store's clock.
 */
export function repeatLimited(log: Logger, { everyMs = 60_000, now = () => performance.now() } = {}) {
  let last = -Infinity
  let left = 0
  return (level: 'warn' | 'error', event: string, msg: string) => {
    if (now() - last < everyMs) {
      left++
      return
    }
    log[level](event, left ? `${msg} (${left} more like it left out)` : msg, { leftOut: left })
    last = now()
    left = 0
  }
}
