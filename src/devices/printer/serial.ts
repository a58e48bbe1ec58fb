import { writeDevice } from './file'
import { FAILURE_TEXT, PrinterError, type PrinterTransport } from './transport'

export const BAUD_RATES = [2400, 4800, 9600, 19200, 38400, 57600, 115200] as const

/**
 * Serial printers and drawers. The `serialport` package crashes under Bun, so the line is set
 * with stty (raw, no echo, clocal so open() never waits for a carrier) and the device is
 * written as a file.
 */
export function serialTransport(path: string, baudRate: number, timeoutMs = 10_000): PrinterTransport {
  return {
    async send(bytes) {
      const stty = Bun.spawn(['stty', '-F', path, String(baudRate), 'raw', '-echo', 'clocal'], { stdout: 'ignore', stderr: 'pipe' })
      if ((await stty.exited) !== 0) {
        const why = (await new Response(stty.stderr).text()).trim()
        throw new PrinterError('unreachable', `${FAILURE_TEXT.unreachable}（${path}）：${why}`)
      }
      await writeDevice(path, bytes, timeoutMs)
    },
  }
}
