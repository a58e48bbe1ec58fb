// The store's fact readers and HQ's apply, on a real migrated SQLite file each.
import { afterEach, describe, expect, test } from 'bun:test'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { closeDatabase, openDatabase, type DbHandle } from '../../db/client'
import { capturedLog } from '../../testing/log'
import { createFactReader, type StoreHealth } from './facts'
import { createHealthReporter, HEALTH_EVERY_MS } from './health'
import { createHqApplier } from './hq-apply'
import { createHqReports } from './hq-reports'
import { HQ_STOCK_PAGE } from '../../../shared/api/reports'
import { decodeCursor } from '../../http/cursor'
import { migrations } from '../../db/migrations'
import type { Published } from './store'

const opened: { db: DbHandle; dir: string }[] = []
function database() {
  const dir = mkdtempSync(join(tmpdir(), 'pos-chain-facts-'))
  const db = openDatabase(dir, { log: capturedLog().log })
  opened.push({ db, dir })
  return db
}
afterEach(() => {
  for (const { db, dir } of opened.splice(0)) {
    closeDatabase(db)
    rmSync(dir, { recursive: true, force: true })
  }
})

/** Taipei's clock reading on 2026-11-28 (UTC+8). */
const taipei = (day: number, hour: number, minute = 0) => Date.UTC(2026, 10, day, hour - 8, minute)

function storeWithCutoff(db: DbHandle, code: string, dayCutoff: string) {
  const s = db.sqlite
  const storeId = Number(
    s
      .query(`INSERT INTO stores (name, code, settings, created_at, updated_at) VALUES (?, ?, ?, 0, 0)`)
      .run(code, code, JSON.stringify({ dayCutoff })).lastInsertRowid,
  )
  const pay = (at: number, amount = 12_000) =>
    Number(
      s
        .query(`INSERT INTO payments (store_id, amount, method, created_at) VALUES (?, ?, 'cash', ?)`)
        .run(storeId, amount, at).lastInsertRowid,
    )
  const close = (date: string, at: number) =>
    s
      .query(`INSERT INTO day_closes (store_id, business_date, expected_cash, counted_cash, created_at, updated_at)
              VALUES (?, ?, 0, 0, ?, ?)`)
      .run(storeId, date, at, at)
  const invoice = (paymentId: number, number: string, dollars: number, at: number) =>
    s
      .query(`INSERT INTO einvoices (store_id, payment_id, status, kind, random_code, sales_amount, tax_amount,
                total_amount, items, issued_at, number) VALUES (?, ?, 'issued', 'print', '1234', ?, 0, ?, '[]', ?, ?)`)
      .run(storeId, paymentId, dollars, dollars, at, number)
  return { storeId, pay, close, invoice }
}

describe('fact readers', () => {
  test("a payment's business date is the store's business day (換日時間 and closes), not its calendar date", () => {
    const db = database()
    const { storeId, pay, close } = storeWithCutoff(db, 'N1', '05:00')
    const read = createFactReader(db.sqlite, 'N1')
    const fact = (paymentId: number) => read['payment.recorded']({ storeId, paymentId, sessionId: null, orderId: null })
    // 01:30 on the 29th, before the 05:00 cutoff: still the 28th's night.
    expect(fact(pay(taipei(29, 1, 30)))).toMatchObject({
      businessDate: '2026-11-28',
      hour: 1,
      money: { kind: 'payment', method: 'cash', amount: 12_000 },
    })
    expect(fact(pay(taipei(29, 6)))?.businessDate).toBe('2026-11-29')
    // The 28th closed at 02:00 on the 29th: a payment after the close opens the 29th.
    close('2026-11-28', taipei(29, 2))
    expect(fact(pay(taipei(29, 3)))?.businessDate).toBe('2026-11-29')
  })

  test('a payment carries the invoice it took its number for, in cents', () => {
    const db = database()
    const { storeId, pay, invoice } = storeWithCutoff(db, 'N1', '00:00')
    const read = createFactReader(db.sqlite, 'N1')
    const at = taipei(28, 12)
    const paymentId = pay(at, 12_000)
    invoice(paymentId, 'AB12345678', 120, at)
    expect(read['payment.recorded']({ storeId, paymentId, sessionId: null, orderId: null })?.invoices).toEqual([
      { action: 'issued', number: 'AB12345678', amount: 12_000 },
    ])
  })

  test('an allowance voided later tells HQ, whose allowances are then those still in force', () => {
    const db = database()
    const { storeId, pay, invoice } = storeWithCutoff(db, 'N1', '00:00')
    const read = createFactReader(db.sqlite, 'N1')
    const at = taipei(28, 12)
    const invoiceId = Number(invoice(pay(at, 12_000), 'AB12345678', 120, at).lastInsertRowid)
    const allowance = (number: string, dollars: number, voidedAt: number | null) =>
      Number(
        db.sqlite
          .query(`INSERT INTO einvoice_allowances
                    (store_id, invoice_id, number, amount, tax_amount, created_at, voided_at)
                  VALUES (?, ?, ?, ?, 0, ?, ?)`)
          .run(storeId, invoiceId, number, dollars, at, voidedAt).lastInsertRowid,
      )
    const kept = allowance('AL0001', 30, null)
    const voided = allowance('AL0002', 20, taipei(29, 1))
    // Not voided: no fact.
    expect(read['einvoice.allowance_voided']({ storeId, allowanceId: kept })).toBe(null)
    const fact = read['einvoice.allowance_voided']({ storeId, allowanceId: voided })
    expect(fact).toMatchObject({
      businessDate: '2026-11-29',
      invoices: [{ action: 'allowance_voided', number: 'AL0002', amount: 2_000 }],
    })
    const hq = database()
    const apply = createHqApplier(hq).one
    const given = (number: string, amount: number, day: string): Published => ({
      type: 'refund.recorded',
      storeCode: 'N1',
      orderNumber: null,
      businessDate: day,
      hour: 12,
      invoices: [{ action: 'allowance', number, amount }],
      committedAt: at,
    })
    apply('N1-1', given('AL0001', 3_000, '2026-11-28'), at)
    apply('N1-2', given('AL0002', 2_000, '2026-11-28'), at)
    apply('N1-3', { type: 'einvoice.allowance_voided', ...fact!, committedAt: taipei(29, 1) }, taipei(29, 1))
    const [summary] = createHqReports(hq.sqlite).summary({ from: '2026-11-28', to: '2026-11-29' })
    expect(summary!.allowance).toEqual({ count: 1, amount: 3_000 })
  })

  test('invoices issued late (a range added for sales that waited) tell HQ on the day they got their numbers', () => {
    const db = database()
    const { storeId, pay, invoice } = storeWithCutoff(db, 'N1', '05:00')
    const read = createFactReader(db.sqlite, 'N1')
    const sold = taipei(27, 20)
    const numbered = Number(invoice(pay(sold), 'AB12345700', 120, sold).lastInsertRowid)
    const waiting = Number(
      db.sqlite
        .query(`INSERT INTO einvoices (store_id, payment_id, status, kind, random_code, sales_amount, tax_amount,
                  total_amount, items, issued_at) VALUES (?, ?, 'pending', 'none', '1234', 80, 0, 80, '[]', ?)`)
        .run(storeId, pay(sold, 8_000), sold).lastInsertRowid,
    )
    // 03:00 on the 29th is still the 28th's business day (05:00 cutoff); one still without a number is left out.
    expect(read['einvoice.issued_late']({ storeId, invoiceIds: [numbered, waiting] }, taipei(29, 3))).toMatchObject({
      businessDate: '2026-11-28',
      invoices: [{ action: 'issued', number: 'AB12345700', amount: 12_000 }],
    })
    expect(read['einvoice.issued_late']({ storeId, invoiceIds: [waiting] }, taipei(29, 3))).toBe(null)
  })

  test("another store's event on the same box is no fact of this store's", () => {
    const db = database()
    const { storeId, pay } = storeWithCutoff(db, 'N1', '00:00')
    const read = createFactReader(db.sqlite, 'N2')
    expect(read['payment.recorded']({ storeId, paymentId: pay(taipei(28, 12)), sessionId: null, orderId: null })).toBe(
      null,
    )
  })
})

describe('health reporter', () => {
  test('staged when it changes or a minute passed; published reports leave the outbox', () => {
    const db = database()
    storeWithCutoff(db, 'N1', '00:00')
    let now = taipei(28, 12)
    let health: StoreHealth = {
      printerAlerts: [],
      invoicesWaiting: 0,
      numbersLeft: 250,
      lastBackupAt: null,
      version: '1',
    }
    const outbox = () =>
      db.sqlite
        .query<{ seq: number; payload: string }, []>(
          "SELECT seq, payload FROM chain_outbox WHERE type = 'store.health'",
        )
        .all()
    const staged = createHealthReporter({
      db,
      clock: { now: () => now },
      log: capturedLog().log,
      storeCode: 'N1',
      healthOf: () => health,
      stage: (body) =>
        db.sqlite
          .query('INSERT INTO chain_outbox (store_code, type, payload, committed_at) VALUES (?, ?, ?, ?)')
          .run(body.storeCode, body.type, JSON.stringify(body), body.committedAt),
      kick: () => {},
    })
    expect(staged.check()).toBe(true)
    now += 15_000
    expect(staged.check()).toBe(false)
    health = { ...health, printerAlerts: ['出單機 待印 3 張'] }
    expect(staged.check()).toBe(true)
    now += HEALTH_EVERY_MS
    // Both published by now: the next report replaces them in the outbox.
    const seqs = outbox().map((r) => r.seq)
    db.sqlite.query('INSERT INTO chain_cursor (id, published_seq) VALUES (1, ?)').run(Math.max(...seqs))
    expect(staged.check()).toBe(true)
    const left = outbox()
    expect(left).toHaveLength(1)
    expect(JSON.parse(left[0]!.payload)).toMatchObject({
      type: 'store.health',
      storeCode: 'N1',
      health,
      committedAt: now,
    })
  })
})

describe('HQ apply', () => {
  const sale: Published = {
    type: 'order.created',
    storeCode: 'S1',
    orderNumber: 'A001',
    businessDate: '2026-11-28',
    hour: 12,
    lines: [
      { item: '牛肉麵', quantity: 2, amount: 36_000 },
      { item: null, quantity: 0, amount: -1_000 },
    ],
    committedAt: taipei(28, 12),
  }
  const refund: Published = {
    type: 'refund.recorded',
    storeCode: 'S1',
    orderNumber: null,
    businessDate: '2026-11-28',
    hour: 13,
    money: { kind: 'refund', method: 'cash', amount: 5_000 },
    invoices: [
      { action: 'voided', number: 'AB12345678', amount: 36_000 },
      { action: 'issued', number: 'AB12345679', amount: 31_000 },
    ],
    committedAt: taipei(28, 13),
  }

  test('the same fact applied twice changes nothing', () => {
    const db = database()
    const apply = createHqApplier(db).one
    const reports = createHqReports(db.sqlite)
    const range = { from: '2026-11-28', to: '2026-11-28' }
    expect(apply('S1-1', sale, taipei(28, 12, 1))).toBe(true)
    expect(apply('S1-2', refund, taipei(28, 13, 1))).toBe(true)
    const read = () => ({
      sales: reports.sales('store', range),
      payments: reports.payments(range),
      summary: reports.summary(range),
    })
    const once = read()
    expect(once.sales).toEqual([{ key: 'S1', quantity: 2, amount: 35_000 }])
    expect(once.payments).toEqual([{ method: 'cash', kind: 'refund', count: 1, amount: -5_000 }])
    expect(apply('S1-1', sale, taipei(28, 14))).toBe(false)
    expect(apply('S1-2', refund, taipei(28, 14))).toBe(false)
    expect(once.summary).toEqual([
      {
        storeCode: 'S1',
        sales: { count: 1, amount: 36_000 },
        discounts: { count: 1, amount: 1_000 },
        payment: { count: 0, amount: 0 },
        refund: { count: 1, amount: 5_000 },
        issued: { count: 1, amount: 31_000 },
        voided: { count: 1, amount: 36_000 },
        allowance: { count: 0, amount: 0 },
      },
    ])
    expect(read()).toEqual(once)
    const noReport = { reportedAt: null, reportReceivedAt: null, printerAlerts: null, invoicesWaiting: null }
    expect(reports.health(taipei(28, 14))).toEqual([
      {
        storeCode: 'S1',
        events: 2,
        lastCommittedAt: refund.committedAt,
        lastReceivedAt: taipei(28, 13, 1),
        lagMs: 60_000,
        ...noReport,
        numbersLeft: null,
        lastBackupAt: null,
        version: null,
        silentMs: 59 * 60_000,
      },
    ])
  })

  test('a batch applies each event once, and every rollup equals the rows it sums, also as migrated', () => {
    const db = database()
    const { many, one } = createHqApplier(db)
    const at = (n: number, date: string, hour: number) => ({ ...sale, businessDate: date, hour, committedAt: n })
    const pay = (n: number, method: string): Published => ({
      ...refund,
      type: 'payment.recorded',
      money: { kind: 'payment', method, amount: 1_000 * n },
      invoices: [{ action: 'issued', number: `AB${String(n).padStart(8, '0')}`, amount: 1_000 * n }],
    })
    expect(one('S1-1', sale, 1)).toBe(true)
    const batch = [
      { eventId: 'S1-1', fact: sale },
      { eventId: 'S1-2', fact: at(2, '2026-11-29', 9) },
      { eventId: 'S2-1', fact: { ...at(3, '2026-11-29', 9), storeCode: 'S2' } },
      { eventId: 'S1-3', fact: pay(3, 'cash') },
      { eventId: 'S1-4', fact: pay(4, 'line_pay') },
      { eventId: 'S1-3', fact: pay(3, 'cash') },
    ]
    expect(many(batch, 2)).toBe(4)
    expect(many(batch, 3)).toBe(0)
    const q = (sql: string) => db.sqlite.query(sql).all()
    const sums = () => ({
      daily: q(`SELECT store_code, business_date, item, lines, quantity, amount FROM hq_sales_daily ORDER BY 1, 2, 3`),
      hourly: q(`SELECT store_code, business_date, hour, quantity, amount FROM hq_sales_hourly ORDER BY 1, 2, 3`),
      payments: q(
        `SELECT store_code, business_date, kind, method, count, amount FROM hq_payments_daily ORDER BY 1, 2, 3, 4`,
      ),
      invoices: q(`SELECT store_code, business_date, action, count, amount FROM hq_invoices_daily ORDER BY 1, 2, 3`),
    })
    const scans = {
      daily:
        q(`SELECT store_code, business_date, coalesce(item, '') AS item, count(*) AS lines, sum(quantity) AS quantity,
        sum(amount) AS amount FROM hq_sales GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`),
      hourly: q(`SELECT store_code, business_date, hour, sum(quantity) AS quantity, sum(amount) AS amount
        FROM hq_sales GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`),
      payments: q(`SELECT store_code, business_date, kind, method, count(*) AS count, sum(amount) AS amount
        FROM hq_payments GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4`),
      invoices: q(`SELECT store_code, business_date, action, count(*) AS count, sum(amount) AS amount
        FROM hq_invoices GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`),
    }
    expect(scans.daily.length).toBe(6)
    expect(sums()).toEqual(scans)
    db.sqlite.run('DELETE FROM hq_sales_daily; DELETE FROM hq_sales_hourly')
    db.sqlite.run('DELETE FROM hq_payments_daily; DELETE FROM hq_invoices_daily')
    const sql = migrations.find((m) => m.tag === '0037_hq_rollups')!.sql
    for (const stmt of sql.split('--> statement-breakpoint')) if (stmt.trim().startsWith('INSERT')) db.sqlite.run(stmt)
    expect(sums()).toEqual(scans)
  })

  test('a day close is kept once per store and date', () => {
    const db = database()
    const apply = createHqApplier(db).one
    const reports = createHqReports(db.sqlite)
    const totals = { orderCount: 12, grossSales: 500_000, discounts: 2_000, netSales: 498_000, payments: 498_000 }
    const close = { closedAt: taipei(29, 1), ...totals, refunds: 0, expectedCash: 300_000, countedCash: 299_900 }
    const fact: Published = {
      type: 'day.closed',
      storeCode: 'S1',
      orderNumber: null,
      businessDate: '2026-11-28',
      hour: 1,
      close,
      committedAt: close.closedAt,
    }
    expect(apply('S1-40', fact, taipei(29, 1, 1))).toBe(true)
    expect(apply('S1-40', fact, taipei(29, 1, 2))).toBe(false)
    expect(reports.dayCloses({ from: '2026-11-28', to: '2026-11-28' })).toEqual([
      { storeCode: 'S1', businessDate: '2026-11-28', ...close },
    ])
  })

  test('stock movements over a long range page newest first, each once, and stay in the range', () => {
    const db = database()
    const insert = db.sqlite.query(
      `INSERT INTO hq_stock (event_id, store_code, business_date, item, unit, reason, delta_milli, stock_milli)
       VALUES (?, ?, ?, '牛腱肉', 'kg', 'restock', 1000, ?)`,
    )
    const days = Array.from({ length: 30 }, (_, i) => `2026-11-${String(i + 1).padStart(2, '0')}`)
    // Two stores' movements arrive interleaved; each day has 20 (600 in all).
    db.sqlite.transaction(() => {
      for (const [d, day] of days.entries())
        for (let n = 0; n < 20; n++) insert.run(`S${(n % 2) + 1}-${d}-${n}`, `S${(n % 2) + 1}`, day, d * 20 + n)
    })()
    const reports = createHqReports(db.sqlite)
    const all = (range: { from: string; to: string }) => {
      const seen: { businessDate: string; stockMilli: number }[] = []
      let next: string | null = null
      let pages = 0
      do {
        const got = reports.stock(range, decodeCursor(next ?? undefined))
        expect(got.items.length).toBeLessThanOrEqual(HQ_STOCK_PAGE)
        seen.push(...got.items)
        next = got.next
        pages++
      } while (next)
      return { seen, pages }
    }
    const { seen, pages } = all({ from: days[0]!, to: days.at(-1)! })
    expect(pages).toBe(Math.ceil(600 / HQ_STOCK_PAGE))
    // newest day first, and within a day the latest to arrive first: stock 599 down to 0, each once
    expect(seen.map((r) => r.stockMilli)).toEqual(Array.from({ length: 600 }, (_, i) => 599 - i))
    const week = all({ from: '2026-11-08', to: '2026-11-14' }).seen
    expect(week).toHaveLength(140)
    expect(new Set(week.map((r) => r.businessDate))).toEqual(new Set(days.slice(7, 14)))
    // A cursor from a later range starts the narrower one at its own end.
    const later = reports.stock({ from: days[0]!, to: days.at(-1)! }, null, 5).next
    expect(reports.stock({ from: '2026-11-01', to: '2026-11-02' }, decodeCursor(later!)).items[0]).toMatchObject({
      businessDate: '2026-11-02',
      stockMilli: 39,
    })
  })

  test("a store's health: the newest report is kept, an older or repeated one changes nothing", () => {
    const db = database()
    const apply = createHqApplier(db).one
    const reports = createHqReports(db.sqlite)
    const report = (at: number, printerAlerts: string[]): Published => ({
      type: 'store.health',
      storeCode: 'S2',
      orderNumber: null,
      businessDate: '2026-11-28',
      hour: 12,
      health: { printerAlerts, invoicesWaiting: 3, numbersLeft: 42, lastBackupAt: taipei(28, 3), version: '1.2.0' },
      committedAt: at,
    })
    expect(apply('S2-7', report(taipei(28, 12, 1), ['廚房印表機 離線']), taipei(28, 12, 2))).toBe(true)
    expect(apply('S2-5', report(taipei(28, 12, 0), []), taipei(28, 12, 3))).toBe(false)
    expect(apply('S2-7', report(taipei(28, 12, 1), ['廚房印表機 離線']), taipei(28, 12, 4))).toBe(false)
    expect(reports.health(taipei(28, 12, 5))).toEqual([
      {
        storeCode: 'S2',
        events: 0,
        lastCommittedAt: null,
        lastReceivedAt: null,
        lagMs: null,
        reportedAt: taipei(28, 12, 1),
        reportReceivedAt: taipei(28, 12, 2),
        printerAlerts: ['廚房印表機 離線'],
        invoicesWaiting: 3,
        numbersLeft: 42,
        lastBackupAt: taipei(28, 3),
        version: '1.2.0',
        silentMs: 3 * 60_000,
      },
    ])
  })
})
