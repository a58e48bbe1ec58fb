/**
 * 電子發票 requests: the customer's choice at payment, the store's settings, 字軌 ranges.
 * Elysia `t` schemas the server validates with; the UI imports the static types (`import type`).
 */
import { t } from 'elysia'
import { EINVOICE_KINDS, EINVOICE_MODES, UPLOAD_CHANNELS } from '../../domain/einvoice/ids.ts'
import { oneOf } from './common.ts'

/** The customer's choice at payment: none, a carrier (手機條碼 / 自然人憑證), a buyer 統編, or a donation. */
export const InvoiceChoiceInput = t.Object({
  kind: oneOf(EINVOICE_KINDS),
  carrier: t.Optional(t.Nullable(t.String({ maxLength: 40 }))),
  buyerId: t.Optional(t.Nullable(t.String({ maxLength: 20 }))),
  donationCode: t.Optional(t.Nullable(t.String({ maxLength: 20 }))),
})
export type InvoiceChoiceInput = typeof InvoiceChoiceInput.static

export const SettingsBody = t.Object({
  mode: oneOf(EINVOICE_MODES),
  sellerId: t.Optional(t.Nullable(t.String({ maxLength: 20 }))),
  sellerName: t.Optional(t.Nullable(t.String({ maxLength: 100 }))),
  aesKey: t.Optional(t.Nullable(t.String({ maxLength: 64 }))),
  printerId: t.Optional(t.Nullable(t.Integer({ minimum: 1 }))),
  paperWidth: t.Optional(t.Union([t.Literal(58), t.Literal(80)])),
  uploadDir: t.Optional(t.Nullable(t.String({ maxLength: 500 }))),
})
export type SettingsInput = typeof SettingsBody.static

/** The upload channel; the app key is kept when left out and never sent back. */
export const ChannelBody = t.Object({
  channel: oneOf(UPLOAD_CHANNELS),
  appKey: t.Optional(t.Nullable(t.String({ maxLength: 100 }))),
})
export type ChannelInput = typeof ChannelBody.static

export const RangeBody = t.Object({
  period: t.String({ maxLength: 10 }),
  track: t.String({ maxLength: 10 }),
  startNo: t.Union([t.String({ maxLength: 10 }), t.Integer()]),
  endNo: t.Union([t.String({ maxLength: 10 }), t.Integer()]),
})
export type RangeInput = typeof RangeBody.static

export const PeriodQuery = t.Object({ period: t.Optional(t.String({ maxLength: 10 })) })
export type PeriodQuery = typeof PeriodQuery.static
