/** Devices API shapes and calls (server devices/routes.ts, printers.ts, mqtt-devices.ts). */
import { api } from '../../../../api.ts'
import { invalidate } from '../../../../query.ts'
import type {
  DevicesStatus,
  DrawerOpenResult,
  DrawerResult,
  MqttCredentials,
  MqttDevice,
  Printer,
  PrinterConnection as Connection,
  PrinterEncoding as Encoding,
  FlowControl,
  PrinterModel,
  PrinterRole,
  PrintJob,
  RetryAllResult,
} from '../../../../../shared/api/devices.ts'

export type {
  Connection,
  DevicesStatus,
  DrawerResult,
  Encoding,
  FlowControl,
  MqttCredentials,
  MqttDevice,
  Printer,
  PrinterModel,
  PrinterRole,
  PrintJob,
}

/** Spec-free list from the serial driver (src/devices/printer/serial.ts). */
export const BAUD_RATES = [2400, 4800, 9600, 19200, 38400, 57600, 115200] as const

export type PrinterForm = Omit<Printer, 'id' | 'storeId' | 'baudRate' | 'columns' | 'createdAt' | 'updatedAt'> & {
  baudRate: number
}
export const emptyPrinterForm: PrinterForm = {
  name: '',
  role: 'receipt',
  connection: 'network',
  address: '',
  baudRate: 9600,
  flowControl: 'none',
  model: 'generic',
  paperWidth: 80,
  encoding: 'big5',
  categoryIds: [],
  cut: true,
  beep: false,
  drawer: false,
  isActive: true,
}

export function formFromPrinter(p: Printer): PrinterForm {
  const { id: _id, ...rest } = p
  return { ...rest, baudRate: p.baudRate ?? 9600 }
}

/** Fields that do not apply to the role or connection are not sent (the server drops them anyway). */
export function printerBody(f: PrinterForm) {
  return {
    name: f.name.trim(),
    role: f.role,
    connection: f.connection,
    address: f.address.trim(),
    baudRate: f.connection === 'serial' ? f.baudRate : null,
    flowControl: f.connection === 'serial' ? f.flowControl : 'none',
    model: f.model,
    paperWidth: f.paperWidth,
    encoding: f.encoding,
    categoryIds: f.role === 'kitchen' ? f.categoryIds : [],
    cut: f.cut,
    beep: f.beep,
    drawer: f.role === 'receipt' ? f.drawer : false,
    isActive: f.isActive,
  }
}

export const devicesBase = (storeId: number) => `/api/stores/${storeId}`
export const printersKey = (storeId: number) => `${devicesBase(storeId)}/printers`
export const jobsKey = (storeId: number, failedOnly: boolean) =>
  `${devicesBase(storeId)}/print-jobs?${failedOnly ? 'status=failed&' : ''}limit=50`
export const displaysKey = (storeId: number) => `${devicesBase(storeId)}/mqtt-devices`
export const statusKey = (storeId: number) => `${devicesBase(storeId)}/devices/status`

/** Every devices read of the store (printers, jobs, displays, status). */
export const refreshDevices = (storeId: number) =>
  Promise.all(
    [printersKey, (s: number) => `${devicesBase(s)}/print-jobs`, displaysKey, statusKey].map((k) =>
      invalidate(k(storeId)),
    ),
  )

async function then<T>(storeId: number, job: Promise<T>): Promise<T> {
  const out = await job
  await refreshDevices(storeId)
  return out
}

export const savePrinter = (storeId: number, id: number | null, f: PrinterForm) =>
  then(
    storeId,
    id === null
      ? api.post<Printer>(printersKey(storeId), printerBody(f))
      : api.patch<Printer>(`${printersKey(storeId)}/${id}`, printerBody(f)),
  )
export const deletePrinter = (storeId: number, id: number) => then(storeId, api.delete(`${printersKey(storeId)}/${id}`))
export const testPrint = (storeId: number, id: number) =>
  then(storeId, api.post<PrintJob>(`${printersKey(storeId)}/${id}/test`))
/** 全部重送: every waiting or failed job of the printer is tried now. */
export const retryAllJobs = (storeId: number, printerId: number) =>
  then(storeId, api.post<RetryAllResult>(`${printersKey(storeId)}/${printerId}/retry-all`))
export const retryJob = (storeId: number, id: number) =>
  then(storeId, api.post<PrintJob>(`${devicesBase(storeId)}/print-jobs/${id}/retry`))
export const createDisplay = (storeId: number, name: string, kind: MqttDevice['kind']) =>
  then(storeId, api.post<MqttCredentials>(displaysKey(storeId), { name: name.trim(), kind }))
export const deleteDisplay = (storeId: number, id: number) => then(storeId, api.delete(`${displaysKey(storeId)}/${id}`))
export const openDrawer = (storeId: number) => api.post<DrawerOpenResult>(`${devicesBase(storeId)}/devices/drawer/open`)
