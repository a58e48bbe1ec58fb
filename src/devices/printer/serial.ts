import { allowedDevice, writeDevice } from './file'
import { FAILURE_TEXT, PrinterError, type PrinterTransport } from './transport'

export const BAUD_RATES = [2400, 4800, 9600, 19200, 38400, 57600, 115200] as const

/** Serial handshake: none, hardware (RTS/CTS lines) or software (XON/XOFF bytes from the printer). */
export type FlowControl = 'none' | 'rtscts' | 'xonxoff'
export const FLOW_CONTROLS = ['none', 'rtscts', 'xonxoff'] as const satisfies readonly FlowControl[]

const FLOW_FLAGS: Record<FlowControl, string[]> = {
  none: ['-crtscts', '-ixon', '-ixoff'],
  rtscts: ['crtscts', '-ixon', '-ixoff'],
  xonxoff: ['-crtscts', 'ixon', 'ixoff'],
}

/** The stty arguments for a line: raw, no echo, clocal so open() never waits for a carrier. */
export function sttyArgs(path: string, baudRate: number, flow: FlowControl = 'none'): string[] {
  return ['stty', '-F', path, String(baudRate), 'raw', '-echo', 'clocal', ...(FLOW_FLAGS[flow] ?? FLOW_FLAGS.none)]
}

/**
 * Serial printers and drawers. The `serialport` package crashes under Bun, so the line is set
 * with stty (speed and flow control) and the device is written as a file. With flow control the
 * kernel holds the bytes while the printer says busy, so a slow printer loses nothing.
 */
export function serialTransport(
  path: string,
  baudRate: number,
  flow: FlowControl,
  allowed: readonly string[],
  timeoutMs = 10_000,
): PrinterTransport {
  const send = async (bytes: Uint8Array) => {
    // Checked before stty too: not even the line settings go to a device outside the list.
    const device = await allowedDevice(path, allowed)
    const stty = Bun.spawn(sttyArgs(device, baudRate, flow), { stdout: 'ignore', stderr: 'ignore' })
    if ((await stty.exited) !== 0) throw new PrinterError('unreachable', `${FAILURE_TEXT.unreachable}（${path}）`)
    await writeDevice(device, bytes, allowed, timeoutMs)
  }
  return { send, sendRealtime: send }
}
