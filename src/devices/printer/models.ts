import { escpos } from './escpos'
import type { FlowControl } from './serial'

/** Printer profiles: what differs between firmware families, as data (ARCHITECTURE habit 6). */
export type PrinterModel = 'epson' | 'xprinter' | 'generic'
export const PRINTER_MODELS = ['epson', 'xprinter', 'generic'] as const satisfies readonly PrinterModel[]

export type ModelProfile = {
  /** Bytes that sound the buzzer after a ticket. */
  beep: Uint8Array
  /** Whether DLE DC4 (real-time drawer pulse) is honoured; otherwise the drawer gets ESC p in line. */
  realtimePulse: boolean
}

const MODELS: Record<PrinterModel, ModelProfile> = {
  epson: { beep: escpos.beepEpson(), realtimePulse: true },
  // Xprinter's command manual lists ESC B n t for the buzzer and DLE DC4 for the pulse.
  xprinter: { beep: escpos.beep(), realtimePulse: true },
  // Unknown firmware: only the commands nearly every clone carries.
  generic: { beep: escpos.beep(), realtimePulse: false },
}

export function modelProfile(model: PrinterModel | undefined): ModelProfile {
  return MODELS[model ?? 'generic'] ?? MODELS.generic
}

/** Per-printer settings beside the connection: the firmware family and the serial handshake. */
export type PrinterOptions = { model?: PrinterModel; flowControl?: FlowControl }
