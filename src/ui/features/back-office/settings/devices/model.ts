/** Devices API shapes and calls (server devices/routes.ts, printers.ts, mqtt-devices.ts). */
import { queryOptions } from '@tanstack/react-query'
import { api, unwrap } from '../../../../api/client.ts'
import { storeKey, type StoreResource } from '../../../../api/keys.ts'
import { refreshStore } from '../../../../api/refresh.ts'
import type {
  DevicesStatus,
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

const store = (storeId: number) => api.api.stores({ storeId })

export const printersQuery = (storeId: number) =>
  queryOptions({ queryKey: storeKey(storeId, 'printers'), queryFn: () => unwrap(store(storeId).printers.get()) })

/** The latest 50 jobs, or the failed ones only. */
export const jobsQuery = (storeId: number, failedOnly: boolean) =>
  queryOptions({
    queryKey: storeKey(storeId, 'print-jobs', { failedOnly }),
    queryFn: () =>
      unwrap(store(storeId)['print-jobs'].get({ query: { limit: 50, ...(failedOnly ? { status: 'failed' } : {}) } })),
    // Jobs and health change all day: the cached answer shows at once, a fresh one a moment later.
    staleTime: 0,
  })

export const displaysQuery = (storeId: number) =>
  queryOptions({
    queryKey: storeKey(storeId, 'mqtt-devices'),
    queryFn: () => unwrap(store(storeId)['mqtt-devices'].get()),
  })

export const statusQuery = (storeId: number) =>
  queryOptions({
    queryKey: storeKey(storeId, 'devices', 'status'),
    queryFn: () => unwrap(store(storeId).devices.status.get()),
    staleTime: 0,
  })

const DEVICE_READS: StoreResource[] = ['printers', 'print-jobs', 'mqtt-devices', 'devices']

/** A devices write, then every devices read of the store (printers, jobs, displays, status). */
async function then<T>(storeId: number, job: Promise<T>): Promise<T> {
  const out = await job
  await refreshStore(storeId, ...DEVICE_READS)
  return out
}

const printer = (storeId: number, id: number) => store(storeId).printers({ id })

export const savePrinter = (storeId: number, id: number | null, f: PrinterForm) =>
  then(
    storeId,
    id === null
      ? unwrap(store(storeId).printers.post(printerBody(f)))
      : unwrap(printer(storeId, id).patch(printerBody(f))),
  )
export const deletePrinter = (storeId: number, id: number) => then(storeId, unwrap(printer(storeId, id).delete()))
export const testPrint = (storeId: number, id: number) => then(storeId, unwrap(printer(storeId, id).test.post()))
/** 全部重送: every waiting or failed job of the printer is tried now. */
export const retryAllJobs = (storeId: number, printerId: number) =>
  then(storeId, unwrap(printer(storeId, printerId)['retry-all'].post()))
export const retryJob = (storeId: number, id: number) =>
  then(storeId, unwrap(store(storeId)['print-jobs']({ id }).retry.post()))
export const createDisplay = (storeId: number, name: string, kind: MqttDevice['kind']) =>
  then(storeId, unwrap(store(storeId)['mqtt-devices'].post({ name: name.trim(), kind })))
export const deleteDisplay = (storeId: number, id: number) =>
  then(storeId, unwrap(store(storeId)['mqtt-devices']({ id }).delete()))
export const openDrawer = (storeId: number) => unwrap(store(storeId).devices.drawer.open.post())
