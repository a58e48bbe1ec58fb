import { and, asc, eq } from 'drizzle-orm'
import type { DbHandle } from '../../db/client'
import type { Clock } from '../../clock'
import { menuCategories, printers } from '../../db/schema'
import { AppError } from '../../http/app-error'
import { categoryKey } from '../menu'
import { BAUD_RATES, columnsForPaper, deviceAllowed, parseHostPort } from '../../../devices'
import type { PrinterRow } from './print-job-store'
import type { Printer } from '../../../shared/api/devices'
import { printerHostKind } from '../../../shared/domain/printer-host'

export type PrinterInput = {
  name: string
  role: PrinterRow['role']
  connection: PrinterRow['connection']
  address: string
  baudRate?: number | null
  /** Serial handshake; other connections keep 'none'. */
  flowControl?: PrinterRow['flowControl']
  /** Firmware family: beeper command and whether the drawer gets the real-time pulse. */
  model?: PrinterRow['model']
  paperWidth?: 58 | 80
  encoding?: PrinterRow['encoding']
  /** Menu categories by key (as the category list answers them) or numeric id. */
  categoryIds?: (number | string)[]
  cut?: boolean
  beep?: boolean
  drawer?: boolean
  isActive?: boolean
}

/** `keys`: the store's menu categories, internal id → API key; a deleted category drops out. */
export function presentPrinter(p: PrinterRow, keys: Map<number, string>): Printer {
  return {
    id: p.id,
    storeId: p.storeId,
    name: p.name,
    role: p.role,
    connection: p.connection,
    address: p.address,
    baudRate: p.baudRate,
    flowControl: p.flowControl,
    model: p.model,
    paperWidth: p.paperWidth === 58 ? 58 : 80,
    columns: columnsForPaper(p.paperWidth),
    encoding: p.encoding,
    categoryIds: (p.categoryIds ?? []).flatMap((id) => keys.get(id) ?? []),
    cut: p.cut,
    beep: p.beep,
    drawer: p.drawer,
    isActive: p.isActive,
    createdAt: new Date(p.createdAt).toISOString(),
    updatedAt: new Date(p.updatedAt).toISOString(),
  }
}

/** Printer settings of a store: validated so a queued job can always find its way to a device. */
export function createPrinterSettings({
  db,
  clock,
  printerDevices,
}: {
  db: DbHandle
  clock: Clock
  printerDevices: readonly string[]
}) {
  const d = db.db

  const categoryKeys = (storeId: number) =>
    new Map(
      d
        .select({ id: menuCategories.id, key: menuCategories.key })
        .from(menuCategories)
        .where(eq(menuCategories.storeId, storeId))
        .all()
        .map((c) => [c.id, categoryKey(c)]),
    )
  const present = (row: PrinterRow) => presentPrinter(row, categoryKeys(row.storeId))

  /** Kitchen routing keeps numeric ids; a client names categories by key or id. */
  function categoryIdsOf(storeId: number, refs: (number | string)[]): number[] {
    const keys = categoryKeys(storeId)
    const byKey = new Map([...keys].map(([id, key]) => [key, id]))
    const missing: (number | string)[] = []
    const ids = refs.flatMap((ref) => {
      const id = typeof ref === 'number' ? ref : (byKey.get(ref) ?? (/^\d+$/.test(ref) ? Number(ref) : 0))
      if (keys.has(id)) return [id]
      missing.push(ref)
      return []
    })
    if (missing.length) throw new AppError('PRINTER_CATEGORY_INVALID', { ids: missing.join(', ') })
    return [...new Set(ids)]
  }

  function get(storeId: number, id: number): PrinterRow {
    const row = d
      .select()
      .from(printers)
      .where(and(eq(printers.id, id), eq(printers.storeId, storeId)))
      .get()
    if (!row) throw new AppError('PRINTER_NOT_FOUND')
    return row
  }

  /** Normalises one complete input; throws a 4xx on anything a printer could not work with. */
  function normalise(storeId: number, input: PrinterInput) {
    const address = input.address.trim()
    if (input.connection === 'network') {
      const target = parseHostPort(address)
      if (!target)
        throw new AppError('PRINTER_ADDRESS_INVALID', { hint: '網路印表機請填 主機:埠，例如 192.168.1.50:9100' })
      if (printerHostKind(target.host) === 'refused') throw new AppError('PRINTER_HOST_NOT_LAN')
    } else if (!deviceAllowed(address, printerDevices)) {
      throw new AppError('PRINTER_DEVICE_NOT_ALLOWED', { allowed: printerDevices.join('、') })
    }
    const baudRate = input.connection === 'serial' ? (input.baudRate ?? 9600) : null
    if (baudRate !== null && !(BAUD_RATES as readonly number[]).includes(baudRate)) {
      throw new AppError('PRINTER_BAUD_INVALID', { allowed: BAUD_RATES.join(', ') })
    }
    const categoryIds = input.role === 'kitchen' ? categoryIdsOf(storeId, input.categoryIds ?? []) : []
    return {
      name: input.name.trim(),
      role: input.role,
      connection: input.connection,
      address,
      baudRate,
      flowControl: input.connection === 'serial' ? (input.flowControl ?? 'none') : 'none',
      model: input.model ?? 'generic',
      paperWidth: input.paperWidth ?? 80,
      encoding: input.encoding ?? 'big5',
      categoryIds,
      cut: input.cut ?? true,
      beep: input.beep ?? false,
      drawer: input.role === 'receipt' ? (input.drawer ?? false) : false,
      isActive: input.isActive ?? true,
    }
  }

  return {
    get,
    list: (storeId: number) =>
      d.select().from(printers).where(eq(printers.storeId, storeId)).orderBy(asc(printers.id)).all().map(present),

    create(storeId: number, input: PrinterInput) {
      const now = clock.now()
      const row = d
        .insert(printers)
        .values({ storeId, ...normalise(storeId, input), createdAt: now, updatedAt: now })
        .returning()
        .get()
      return present(row)
    },

    update(storeId: number, id: number, patch: Partial<PrinterInput>) {
      const current = get(storeId, id)
      const merged: PrinterInput = {
        ...current,
        baudRate: current.baudRate,
        paperWidth: current.paperWidth as 58 | 80,
        categoryIds: current.categoryIds ?? [],
        ...Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)),
      }
      const row = d
        .update(printers)
        .set({ ...normalise(storeId, merged), updatedAt: clock.now() })
        .where(eq(printers.id, id))
        .returning()
        .get()
      return present(row)
    },

    /** Removing a printer also removes its queued jobs (cascade). */
    remove(storeId: number, id: number) {
      get(storeId, id)
      d.delete(printers).where(eq(printers.id, id)).run()
    },
  }
}
