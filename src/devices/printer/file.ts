import { constants, realpathSync } from 'node:fs'
import { open, realpath, stat } from 'node:fs/promises'
import { isAllowedDevice } from '../../shared/domain/server-paths'
import { FAILURE_TEXT, PrinterError, withTimeout, type PrinterTransport } from './transport'

const notAllowed = (what: string) =>
  new PrinterError('not_a_device', `${FAILURE_TEXT.not_a_device}：不在允許的裝置清單內（${what}）`, true)
const unplugged = (path: string) =>
  new PrinterError('unreachable', `${FAILURE_TEXT.unreachable}（${path} 不存在，請確認已接上）`)

/**
 * Both the path and what it resolves to must match one of `allowed`: /dev/serial/by-id/... links
 * to /dev/ttyUSB0 and passes; a link leading to /dev/sda, /dev/mem or a file never does. For a
 * setting being saved: a printer not plugged in yet passes on its path alone.
 */
export function deviceAllowed(path: string, allowed: readonly string[]): boolean {
  if (!isAllowedDevice(allowed, path)) return false
  try {
    return isAllowedDevice(allowed, realpathSync(path))
  } catch {
    return true
  }
}

/**
 * The device to open for a printer path, by the same rule, checked at every send (a row may be older than the list).
 */
export async function allowedDevice(path: string, allowed: readonly string[]): Promise<string> {
  if (!isAllowedDevice(allowed, path)) throw notAllowed(path)
  const real = await realpath(path).catch(() => null)
  if (!real) throw unplugged(path)
  if (!isAllowedDevice(allowed, real)) throw notAllowed(`${path} → ${real}`)
  return real
}

/**
 * Writes a job to an allowed device file. Only a character device is written to: a mistyped
 * path must never overwrite a regular file. The resolved path is opened, not the link.
 */
export async function writeDevice(
  path: string,
  bytes: Uint8Array,
  allowed: readonly string[],
  timeoutMs: number,
): Promise<void> {
  const device = await allowedDevice(path, allowed)
  const info = await stat(device).catch(() => null)
  if (!info) throw unplugged(path)
  if (!info.isCharacterDevice()) throw new PrinterError('not_a_device', `${FAILURE_TEXT.not_a_device}（${path}）`)
  await withTimeout(
    (async () => {
      // O_NOCTTY: a serial printer must not become this process's controlling terminal.
      const handle = await open(device, constants.O_WRONLY | constants.O_NOCTTY)
      try {
        await handle.write(bytes)
      } finally {
        await handle.close()
      }
    })(),
    timeoutMs,
  ).catch((e) => {
    throw e instanceof PrinterError ? e : new PrinterError('error', `${FAILURE_TEXT.error}：${(e as Error).message}`)
  })
}

/** USB printers through the kernel's printer class driver (/dev/usb/lp0); `allowed`: the owner's device patterns. */
export function fileTransport(path: string, allowed: readonly string[], timeoutMs = 10_000): PrinterTransport {
  const send = (bytes: Uint8Array) => writeDevice(path, bytes, allowed, timeoutMs)
  return { send, sendRealtime: send }
}
