/** Printers, print jobs, the devices status and kitchen-display logins as src/server/modules/devices presents them. */

export type PrinterRole = 'receipt' | 'kitchen' | 'drawer'
export type PrinterConnection = 'network' | 'usb' | 'serial'
export type PrinterEncoding = 'big5' | 'gb18030'
export type FlowControl = 'none' | 'rtscts' | 'xonxoff'
export type PrinterModel = 'epson' | 'xprinter' | 'generic'

export type Printer = {
  id: number
  storeId: number
  name: string
  role: PrinterRole
  connection: PrinterConnection
  address: string
  baudRate: number | null
  flowControl: FlowControl
  model: PrinterModel
  paperWidth: 58 | 80
  /** Characters a line holds at this paper width. */
  columns: number
  encoding: PrinterEncoding
  /** Menu category keys, as the menu category list answers them. */
  categoryIds: string[]
  cut: boolean
  beep: boolean
  drawer: boolean
  isActive: boolean
  createdAt: string
  updatedAt: string
}

/** A kitchen display's login (the secret is shown once, at creation: MqttCredentials). */
export type MqttDevice = {
  id: number
  storeId: number
  name: string
  username: string
  kind: 'kitchen_display' | 'other'
  isActive: boolean
  createdAt: string
}
export type MqttCredentials = MqttDevice & { password: string; topics: Record<string, string> }

export type PrintJobKind = 'receipt' | 'kitchen' | 'void' | 'test' | 'drawer'
export type PrintJobStatus = 'pending' | 'sending' | 'done' | 'failed'

/** A print job as devices/service.ts presents it (its bytes stay on the server). */
export type PrintJob = {
  id: number
  printerId: number
  kind: PrintJobKind
  orderId: number | null
  status: PrintJobStatus
  attempts: number
  nextAttemptAt: string | null
  lastError: string | null
  doneAt: string | null
  createdAt: string | null
}

/** A job just queued (補印, the Z report's print): its printer and where it stands. */
export type QueuedJob = { id: number; printerId: number; status: PrintJobStatus }
/** POST /orders/:orderId/reprint (202): the jobs queued, one per printer. */
export type ReprintResult = { jobs: QueuedJob[] }

/** 全部重送: how many of the printer's waiting or failed jobs are tried now. */
export type RetryAllResult = { printerId: number; retried: number }

/** Why the last send to a printer failed (the devices library's transport). */
export type PrinterFailure = 'unreachable' | 'offline' | 'paper_out' | 'timeout' | 'not_a_device' | 'error'

export type PrinterStatus = {
  id: number
  name: string
  role: PrinterRole
  isActive: boolean
  /** As the last job found it; unknown before any job. */
  state: 'ok' | 'error' | 'unknown'
  reason: PrinterFailure | null
  message: string | null
  at: string | null
  /** The printer answered paper near-end before its last job. */
  paperLow: boolean
  pendingJobs: number
  failedJobs: number
  /** Jobs have waited past the server's threshold (3 minutes): the zh-TW line to show, else null. */
  alert: string | null
  oldestWaitingAt: string | null
}

export type MqttStatus = {
  mode: 'embedded' | 'external' | 'off'
  connected: boolean
  brokerPort: number | null
  /** The external broker's address, password removed. */
  url: string | null
  webSocketPath: string | null
  clients: number | null
  error: string | null
}

/** Kitchen display stations: `all`, then each active kitchen printer by id, with their topics. */
export type KitchenStation = {
  id: string
  printerId: number | null
  name: string | null
  tickets: string
  open: string
  bump: string
}

/** GET /devices/status: the broker, each printer's state and backlog, the dashboard's alerts. */
export type DevicesStatus = {
  mqtt: MqttStatus
  printers: PrinterStatus[]
  alerts: { printerId: number; message: string }[]
  stations: KitchenStation[]
}

/** One cash drawer's answer to 開錢櫃; the zh-TW message says what happened. */
export type DrawerResult = { printerId: number; name: string; opened: boolean; message: string }
export type DrawerOpenResult = { opened: number[]; allOpened: boolean; results: DrawerResult[] }

/**
 * One line of a customer receipt as the printer lays it out (devices/printer/receipt.ts): the
 * paper and the on-screen receipt of a store without a receipt printer read the same rows.
 */
export type ReceiptRow =
  | { kind: 'title'; text: string }
  | { kind: 'center'; text: string; bold?: boolean }
  | { kind: 'text'; text: string }
  | { kind: 'rule' }
  | { kind: 'item'; name: string; qty: string; amount: string }
  | { kind: 'pair'; left: string; right: string; bold?: boolean }
  | { kind: 'qr'; data: string }

/**
 * GET …/orders/:orderId/receipt and …/payments/:paymentId/receipt: the receipt, and how many
 * receipt printers print it.
 */
export type ReceiptView = { receiptPrinters: number; rows: ReceiptRow[] }
