import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { closeDatabase, openDatabase, type DbHandle } from '../../db/client'
import { printers, stores } from '../../db/schema'
import { systemClock } from '../../clock'
import { capturedLog } from '../../testing/log'
import { createDevices, type DevicesDeps, type MqttConfig } from '../../../devices'
import { DEFAULT_PRINTER_DEVICES } from '../../../shared/domain/server-paths'
import { createPrintJobStore } from './print-job-store'
import { createDeviceAuthenticator } from './mqtt-devices'

/** The devices library over this database, wired as services.ts wires it. */
export function devicesOver(
  db: DbHandle,
  config: MqttConfig,
  tuning: Omit<DevicesDeps, 'jobs' | 'authenticate' | 'clock' | 'log' | 'printerDevices'> = {},
) {
  return createDevices(config, {
    jobs: createPrintJobStore(db),
    authenticate: createDeviceAuthenticator(db.db),
    clock: systemClock,
    log: capturedLog().log,
    printerDevices: DEFAULT_PRINTER_DEVICES,
    ...tuning,
  })
}

/** A real SQLite file with one store, for device tests below the HTTP layer. */
export function openTestDb() {
  const dir = mkdtempSync(join(tmpdir(), 'pos-devices-'))
  const db = openDatabase(dir)
  const now = Date.now()
  const store = db.db
    .insert(stores)
    .values({
      name: '測試店',
      code: 'T1',
      settings: { timezone: 'Asia/Taipei', currency: 'TWD', taxRate: 0.05, serviceFee: 0.1 },
      createdAt: now,
      updatedAt: now,
    })
    .returning()
    .get()
  return {
    db,
    dir,
    storeId: store.id,
    addPrinter(values: Partial<typeof printers.$inferInsert> & { address: string }) {
      return db.db
        .insert(printers)
        .values({
          storeId: store.id,
          name: '收據機',
          role: 'receipt',
          connection: 'network',
          createdAt: now,
          updatedAt: now,
          ...values,
        })
        .returning()
        .get()
    },
    close() {
      closeDatabase(db)
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
export type TestDb = ReturnType<typeof openTestDb> & { db: DbHandle }
