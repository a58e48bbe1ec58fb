import { sql } from 'drizzle-orm'
import { sqliteTable, text, integer, blob, index, uniqueIndex } from 'drizzle-orm/sqlite-core'
import { id, timestamps } from './common'
import { stores } from './stores'
import { orders } from './orders'

export const printers = sqliteTable(
  'printers',
  {
    id: id(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    // drawer: a serial-triggered cash drawer that only ever gets the ESC p pulse.
    role: text('role', { enum: ['receipt', 'kitchen', 'drawer'] }).notNull(),
    connection: text('connection', { enum: ['network', 'usb', 'serial'] }).notNull(),
    /** host:port for network, device file for usb/serial. */
    address: text('address').notNull(),
    baudRate: integer('baud_rate'),
    /** Serial handshake, set with stty before each job. */
    flowControl: text('flow_control', { enum: ['none', 'rtscts', 'xonxoff'] })
      .notNull()
      .default('none'),
    /** Printer profile (src/devices/printer/models.ts): beeper command, real-time drawer pulse. */
    model: text('model', { enum: ['epson', 'xprinter', 'generic'] })
      .notNull()
      .default('generic'),
    paperWidth: integer('paper_width').notNull().default(80),
    encoding: text('encoding', { enum: ['big5', 'gb18030'] })
      .notNull()
      .default('big5'),
    /** Menu category ids a kitchen station receives; empty means all. */
    categoryIds: text('category_ids', { mode: 'json' }).$type<number[]>().notNull().default([]),
    cut: integer('cut', { mode: 'boolean' }).notNull().default(true),
    beep: integer('beep', { mode: 'boolean' }).notNull().default(false),
    /** Opens the cash drawer on its kick-out port after a cash payment. */
    drawer: integer('drawer', { mode: 'boolean' }).notNull().default(false),
    isActive: integer('is_active', { mode: 'boolean' }).notNull().default(true),
    ...timestamps(),
  },
  (t) => [index('printers_store_idx').on(t.storeId)],
)

/** Durable print queue: stored before sending, retried with backoff, resumed after restart. */
export const printJobs = sqliteTable(
  'print_jobs',
  {
    id: id(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    printerId: integer('printer_id')
      .notNull()
      .references(() => printers.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['receipt', 'kitchen', 'void', 'test', 'drawer'] }).notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** Unique per intended print (e.g. kitchen:order:printer), so a line never prints twice by accident. */
    dedupeKey: text('dedupe_key').notNull(),
    payload: blob('payload', { mode: 'buffer' }).notNull(),
    status: text('status', { enum: ['pending', 'sending', 'done', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: integer('next_attempt_at').notNull(),
    lastError: text('last_error'),
    doneAt: integer('done_at'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('print_jobs_dedupe_uq').on(t.dedupeKey),
    index('print_jobs_store_idx').on(t.storeId, t.createdAt),
    // A printer's jobs, for its cascade delete, and whether an order was sent to it (a void goes only
    // to the stations that printed the order); no status in it, so sending a job leaves it alone.
    index('print_jobs_printer_idx').on(t.printerId, t.orderId),
    // The jobs not yet printed (a backlog, and the rare failed ones): each printer's oldest pending
    // job, the ones being sent, the waiting counts. A printed job leaves it, so a job's two status
    // changes write 5 pages to the log instead of 10 (a draining backlog's writes delay every
    // order's log sync). Queries name `status <> 'done'` literally, or SQLite will not use it.
    index('print_jobs_unfinished_idx').on(t.printerId, t.status, t.id).where(sql`status <> 'done'`),
    // Only drawer pulses, so that expiring them costs nothing however many other jobs wait.
    index('print_jobs_drawer_idx').on(t.status, t.createdAt).where(sql`kind = 'drawer'`),
  ],
)

/** Credentials of MQTT display devices; the broker authorises their topics. */
export const mqttDevices = sqliteTable(
  'mqtt_devices',
  {
    id: id(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    username: text('username').notNull(),
    secretHash: text('secret_hash').notNull(),
    kind: text('kind', { enum: ['kitchen_display', 'other'] })
      .notNull()
      .default('kitchen_display'),
    isActive: integer('is_active', { mode: 'boolean' }).notNull().default(true),
    ...timestamps(),
  },
  (t) => [uniqueIndex('mqtt_devices_username_uq').on(t.username)],
)
