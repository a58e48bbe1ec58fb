/** Printers and kitchen-display logins as devices/printers.ts and devices/mqtt-devices.ts present them. */

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
export type MqttDevice = { id: number; storeId: number; name: string; username: string; kind: 'kitchen_display' | 'other'; isActive: boolean; createdAt: string }
export type MqttCredentials = MqttDevice & { password: string; topics: Record<string, string> }
