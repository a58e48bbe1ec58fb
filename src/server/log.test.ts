import { afterEach, expect, test } from 'bun:test'
import { ConfigError, loadConfig } from './config'
import { createLogger, describeError, localIso, repeatLimited } from './log'

const savedTz = process.env.TZ
afterEach(() => {
  process.env.TZ = savedTz
})

/** 2026-11-28 02:00:00 UTC: ten in the morning in Taipei. */
const AT = Date.UTC(2026, 10, 28, 2, 0, 0)

function logger(format: 'text' | 'json') {
  const lines: string[] = []
  const log = createLogger({ format, clock: { now: () => AT }, write: (l) => lines.push(l) })
  return { log, lines }
}

test('times are the machine’s local time with its offset, to the second', () => {
  process.env.TZ = 'Asia/Taipei'
  expect(localIso(AT + 999)).toBe('2026-11-28T10:00:00+08:00')
  process.env.TZ = 'America/St_Johns' // a half-hour offset, behind UTC
  expect(localIso(AT)).toBe('2026-11-27T22:30:00-03:30')
  process.env.TZ = 'UTC'
  expect(localIso(AT)).toBe('2026-11-28T02:00:00+00:00')
})

test('text: time, level, message on one line', () => {
  process.env.TZ = 'Asia/Taipei'
  const { log, lines } = logger('text')
  log.warn('printer.unreachable', 'printer 廚房 unreachable 192.168.1.50:9100', { printer: '廚房' })
  log.info('server.start', 'POS server started')
  log.error('http.unexpected', 'boom\n    at somewhere')
  expect(lines).toEqual([
    '2026-11-28T10:00:00+08:00 WARN printer 廚房 unreachable 192.168.1.50:9100',
    '2026-11-28T10:00:00+08:00 INFO POS server started',
    '2026-11-28T10:00:00+08:00 ERROR boom | at somewhere',
  ])
})

test('json: one object per line {time, level, event, msg, ...fields}; credential-named fields are redacted', () => {
  process.env.TZ = 'Asia/Taipei'
  const { log, lines } = logger('json')
  log.warn('printer.unreachable', 'printer 廚房 unreachable\nagain', {
    printer: '廚房',
    printerId: 3,
    up: false,
    note: null,
  })
  log.info('x', 'y', {
    password: 'hunter2',
    sessionToken: 'abc',
    Cookie: 'pos_sid=1',
    deviceSecret: 's',
    msg: 'not mine',
    level: 'DEBUG',
  })
  expect(lines.every((l) => !l.includes('\n'))).toBe(true)
  expect(lines.map((l) => JSON.parse(l))).toEqual([
    {
      time: '2026-11-28T10:00:00+08:00',
      level: 'WARN',
      event: 'printer.unreachable',
      msg: 'printer 廚房 unreachable\nagain',
      printer: '廚房',
      printerId: 3,
      up: false,
      note: null,
    },
    {
      time: '2026-11-28T10:00:00+08:00',
      level: 'INFO',
      event: 'x',
      msg: 'y',
      password: '[redacted]',
      sessionToken: '[redacted]',
      Cookie: '[redacted]',
      deviceSecret: '[redacted]',
    },
  ])
  expect(Object.keys(JSON.parse(lines[0])).slice(0, 4)).toEqual(['time', 'level', 'event', 'msg'])
})

test('an error in one line: its message and where it was thrown', () => {
  expect(describeError(new Error('disk on fire'))).toMatch(/^disk on fire \(at .*log\.test\.ts:\d+:\d+\)+$/)
  expect(describeError('plain')).toBe('plain')
})

test('a fault repeated with every request: one line a minute, the next one counts what was left out', () => {
  process.env.TZ = 'UTC'
  const { log, lines } = logger('json')
  let t = 0
  const failed = repeatLimited(log, { now: () => t })
  for (let i = 0; i < 100; i++, t += 100) failed('error', 'db.write_failed', 'database write failed: SQLITE_FULL')
  t = 60_000
  failed('error', 'db.write_failed', 'database write failed: SQLITE_FULL')
  expect(lines.map((l) => JSON.parse(l)).map(({ msg, leftOut }) => ({ msg, leftOut }))).toEqual([
    { msg: 'database write failed: SQLITE_FULL', leftOut: 0 },
    { msg: 'database write failed: SQLITE_FULL (99 more like it left out)', leftOut: 99 },
  ])
})

test('--log-format (or POS_LOG_FORMAT) picks text or json; the flag wins; anything else is refused', () => {
  expect(loadConfig([], {})!.logFormat).toBe('text')
  expect(loadConfig([], { POS_LOG_FORMAT: 'json' })!.logFormat).toBe('json')
  expect(loadConfig(['--log-format', 'text'], { POS_LOG_FORMAT: 'json' })!.logFormat).toBe('text')
  expect(() => loadConfig(['--log-format', 'xml'], {})).toThrow(ConfigError)
  expect(() => loadConfig([], { POS_LOG_FORMAT: 'JSON ' })).toThrow(/POS_LOG_FORMAT/)
})
