import { constants } from 'node:fs'
import { open, stat } from 'node:fs/promises'
import { FAILURE_TEXT, PrinterError, withTimeout, type PrinterTransport } from './transport'

/**
 * Writes a job to a device file. Only a character device is written to (following symlinks, so
 * /dev/serial/by-id/... works): a mistyped path must never overwrite a regular file.
 */
export async function writeDevice(path: string, bytes: Uint8Array, timeoutMs: number): Promise<void> {
  const info = await stat(path).catch(() => null)
  if (!info) throw new PrinterError('unreachable', `${FAILURE_TEXT.unreachable}（${path} 不存在，請確認已接上）`)
  if (!info.isCharacterDevice()) throw new PrinterError('not_a_device', `${FAILURE_TEXT.not_a_device}（${path}）`)
  await withTimeout((async () => {
    // O_NOCTTY: a serial printer must not become this process's controlling terminal.
    const handle = await open(path, constants.O_WRONLY | constants.O_NOCTTY)
    try {
      await handle.write(bytes)
    } finally {
      await handle.close()
    }
  })(), timeoutMs).catch((e) => {
    throw e instanceof PrinterError ? e : new PrinterError('error', `${FAILURE_TEXT.error}：${(e as Error).message}`)
  })
}

/** USB printers through the kernel's printer class driver (/dev/usb/lp0). */
export function fileTransport(path: string, timeoutMs = 10_000): PrinterTransport {
  const send = (bytes: Uint8Array) => writeDevice(path, bytes, timeoutMs)
  return { send, sendRealtime: send }
}
