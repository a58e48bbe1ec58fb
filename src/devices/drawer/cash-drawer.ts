import { concatBytes, escpos } from '../printer/escpos'
import type { PrinterTransport } from '../printer/transport'
import { modelProfile, type PrinterModel } from '../printer/models'

/** Cash drawer behind its connection: the receipt printer's kick-out port or a serial trigger. */
export type CashDrawer = { open(): Promise<void> }

/**
 * The pulse (ESC p) that opens a drawer on connector pin 2; serial drawer triggers that speak
 * ESC/POS take the same bytes. Sent alone, so no paper moves.
 */
export function drawerPulse(pin: 0 | 1 = 0): Uint8Array {
  return concatBytes([escpos.init(), escpos.drawerKick(pin)])
}

/** DLE DC4: the printer acts on it at once, ahead of queued data and while out of paper. */
export function realtimeDrawerPulse(pin: 0 | 1 = 0): Uint8Array {
  return escpos.realtimePulse(pin)
}

/** The pulse a drawer on this model takes when sent on its own: DLE DC4 where honoured, else ESC p. */
export function pulseFor(model: PrinterModel | undefined, pin: 0 | 1 = 0): Uint8Array {
  return modelProfile(model).realtimePulse ? realtimeDrawerPulse(pin) : drawerPulse(pin)
}

/**
 * `realtime` (the printer model honours DLE DC4): the pulse goes out on its own, without the
 * paper check that would refuse it, so the drawer opens when the printer is out of paper.
 */
export function createCashDrawer(
  transport: PrinterTransport,
  opts: { pin?: 0 | 1; realtime?: boolean } = {},
): CashDrawer {
  const pin = opts.pin ?? 0
  return {
    open: () =>
      opts.realtime && transport.sendRealtime
        ? transport.sendRealtime(realtimeDrawerPulse(pin))
        : transport.send(drawerPulse(pin)),
  }
}
