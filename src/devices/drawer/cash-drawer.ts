import { concatBytes, escpos } from '../printer/escpos'
import type { PrinterTransport } from '../printer/transport'

/** Cash drawer behind its connection: the receipt printer's kick-out port or a serial trigger. */
export type CashDrawer = { open(): Promise<void> }

/**
 * The pulse (ESC p) that opens a drawer on connector pin 2; serial drawer triggers that speak
 * ESC/POS take the same bytes. Sent alone, so no paper moves.
 */
export function drawerPulse(pin: 0 | 1 = 0): Uint8Array {
  return concatBytes([escpos.init(), escpos.drawerKick(pin)])
}

export function createCashDrawer(transport: PrinterTransport, pin: 0 | 1 = 0): CashDrawer {
  return { open: () => transport.send(drawerPulse(pin)) }
}
