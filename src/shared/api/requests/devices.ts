/**
 * Printers, print jobs and their reprint (補印), kitchen-display logins.
 * Elysia `t` schemas the server validates with; the UI imports the static types (`import type`).
 */
import { t } from 'elysia'
import { oneOf, PageLimit } from './common.ts'

const printerFields = {
  name: t.String({ minLength: 1, maxLength: 50, pattern: '\\S' }),
  role: oneOf(['receipt', 'kitchen', 'drawer']),
  connection: oneOf(['network', 'usb', 'serial']),
  address: t.String({ minLength: 1, maxLength: 200 }),
  baudRate: t.Optional(t.Nullable(t.Integer())),
  flowControl: t.Optional(oneOf(['none', 'rtscts', 'xonxoff'])),
  model: t.Optional(oneOf(['epson', 'xprinter', 'generic'])),
  paperWidth: t.Optional(t.Union([t.Literal(58), t.Literal(80)])),
  encoding: t.Optional(oneOf(['big5', 'gb18030'])),
  categoryIds: t.Optional(
    t.Array(t.Union([t.Integer({ minimum: 1 }), t.String({ minLength: 1, maxLength: 50 })]), { maxItems: 200 }),
  ),
  cut: t.Optional(t.Boolean()),
  beep: t.Optional(t.Boolean()),
  drawer: t.Optional(t.Boolean()),
  isActive: t.Optional(t.Boolean()),
}
export const PrinterBody = t.Object(printerFields)
export type PrinterBody = typeof PrinterBody.static

export const PrinterPatch = t.Partial(t.Object(printerFields))
export type PrinterPatch = typeof PrinterPatch.static

export const PrintJobQuery = t.Object({
  status: t.Optional(oneOf(['pending', 'sending', 'done', 'failed'])),
  limit: PageLimit,
})
export type PrintJobQuery = typeof PrintJobQuery.static

/** No body, or `{ printerId }` alone, reprints the receipt (the original contract). */
export const ReprintBody = t.Optional(
  t.Object({
    kind: t.Optional(oneOf(['receipt', 'kitchen', 'einvoice'])),
    printerId: t.Optional(t.Integer({ minimum: 1 })),
  }),
)
export type ReprintBody = typeof ReprintBody.static

export const MqttDeviceBody = t.Object({
  name: t.String({ minLength: 1, maxLength: 50, pattern: '\\S' }),
  kind: t.Optional(oneOf(['kitchen_display', 'other'])),
})
export type MqttDeviceBody = typeof MqttDeviceBody.static
