/** 電子發票 as einvoice/settings.ts and einvoice/reports.ts present it. */
import type { EINVOICE_MODES, UPLOAD_CHANNELS } from '../domain/einvoice/ids.ts'

export type EinvoiceMode = (typeof EINVOICE_MODES)[number]

/** GET/PUT /einvoice/settings: the QR key is a secret, so only whether it is set. */
export type EinvoiceSettings = {
  storeId: number
  mode: EinvoiceMode
  sellerId: string | null
  sellerName: string | null
  aesKeySet: boolean
  printerId: number | null
  paperWidth: 58 | 80
  /** The folder message files are written to (Turnkey's UpCast): the owner's --einvoice-dir or a folder inside it. */
  uploadDir: string
}

export type UploadChannel = (typeof UPLOAD_CHANNELS)[number]

/** GET/PUT /einvoice/channel: the 加值中心's app key is a secret, so only whether it is set. */
export type EinvoiceChannel = { channel: UploadChannel; appKeySet: boolean }

/** A 字軌 range: numbers as 8 digits; nextNo null once used up. */
export type EinvoiceRange = {
  id: number
  period: string
  periodLabel: string
  track: string
  startNo: string
  endNo: string
  nextNo: string | null
  used: number
  remaining: number
  low: boolean
}

/** GET /einvoice/status: the dashboard card's files waiting or failed, numbers left and warnings (zh-TW). */
export type EinvoiceStatus = {
  mode: EinvoiceMode
  channel: UploadChannel
  waiting: number
  failed: number
  late: number
  oldestWaitingAt: string | null
  deadlineAt: string | null
  numbersLeft: number
  lowNumbers: boolean
  warnings: string[]
}
