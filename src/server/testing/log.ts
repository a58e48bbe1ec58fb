import { systemClock, type Clock } from '../clock'
import { createLogger, type LogFormat, type Logger } from '../log'

/**
 * The server's real logger writing into memory, for tests that read what an installer would see.
 * ERROR lines are echoed to stderr as well: a test's unexpected failure stays in sight.
 */
export function capturedLog(
  clock: Clock = systemClock,
  format: LogFormat = 'text',
): { log: Logger; lines: () => string[] } {
  const lines: string[] = []
  const log = createLogger({
    format,
    clock,
    write(line) {
      lines.push(line)
      if (/^\S+ ERROR |"level":"ERROR"/.test(line)) console.error(line)
    },
  })
  return { log, lines: () => [...lines] }
}
