import type { PrinterReadiness } from './escpos'

/** How bytes reach a printer. Framing (ESC/POS layout) never lives in a transport. */
export type PrinterTransport = {
  /** Resolves once the whole job has left for the device; rejects with a PrinterError. */
  send(bytes: Uint8Array): Promise<void>
  /** Real-time commands (DLE DC4): sent at once without the readiness check, which would refuse them. */
  sendRealtime?(bytes: Uint8Array): Promise<void>
  /** What the printer last answered to DLE EOT (network printers), for the devices screen. */
  readiness?(): PrinterReadiness | null
}

export type PrinterFailure = 'unreachable' | 'offline' | 'paper_out' | 'timeout' | 'not_a_device' | 'error'

export class PrinterError extends Error {
  /** `permanent`: sending again cannot help (a bad address, a job that cannot be printed); the job fails. */
  constructor(
    readonly reason: PrinterFailure,
    message: string,
    readonly permanent = false,
  ) {
    super(message)
  }
}

/** zh-TW words for a failure, shown on the devices screen next to the job. */
export const FAILURE_TEXT: Record<PrinterFailure, string> = {
  unreachable: '連不上印表機，請確認電源與網路',
  offline: '印表機離線（可能上蓋未關）',
  paper_out: '印表機缺紙',
  timeout: '印表機沒有回應',
  not_a_device: '路徑不是印表機裝置',
  error: '列印失敗',
}

export function withTimeout<T>(promise: Promise<T>, ms: number, onTimeout: () => void = () => {}): Promise<T> {
  let timer: ReturnType<typeof setTimeout>
  return Promise.race([
    promise.finally(() => clearTimeout(timer)),
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        onTimeout()
        reject(new PrinterError('timeout', FAILURE_TEXT.timeout))
      }, ms)
    }),
  ])
}
