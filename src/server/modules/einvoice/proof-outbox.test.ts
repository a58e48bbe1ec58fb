import { afterEach, describe, expect, test } from 'bun:test'
import { invoicingShop, SELLER } from './test-fixtures'

/**
 * The 證明聯 is part of the payment's outbox: its print job is written inside the
 * payment's transaction, with the invoice number and the F0401 row. The devices are not started:
 * jobs are counted in print_jobs, not printed.
 */

let shop: Awaited<ReturnType<typeof invoicingShop>> | undefined
afterEach(() => {
  shop?.ctx.close()
  shop = undefined
})

/** An invoicing store whose 證明聯 printer is a receipt printer (it gets the ordinary receipt too). */
async function proofCounter() {
  shop = await invoicingShop()
  const s = shop
  const printer = await s.api('POST', '/printers', {
    name: '發票機',
    role: 'receipt',
    connection: 'network',
    address: '127.0.0.1:9',
  })
  expect(printer.status).toBe(201)
  const settings = await s.api('PUT', '/einvoice/settings', {
    mode: 'einvoice',
    ...SELLER,
    uploadDir: s.uploadDir,
    printerId: printer.body.id,
    paperWidth: 58,
  })
  expect(settings.status).toBe(200)
  const n = (sql: string, ...args: (string | number)[]) => s.q<{ n: number }>(sql, ...args)[0].n
  const proofJobs = () =>
    s.q<{ dedupe_key: string; order_id: number; printer_id: number }>(
      "SELECT dedupe_key, order_id, printer_id FROM print_jobs WHERE dedupe_key LIKE 'einvoice:%' ORDER BY id",
    )
  return { s, printerId: printer.body.id as number, n, proofJobs }
}

describe('the 證明聯 commits with the payment', () => {
  test(`a writer failing after it rolls back the payment, its invoice number, its F0401 and its proof \
job`, async () => {
    const { s, printerId, n, proofJobs } = await proofCounter()
    const order = await s.takeout()
    // A writer registered after the e-invoice module's: it sees the proof job in the still open
    // transaction, then fails like a full disk would.
    const seenInside: number[] = []
    const off = s.ctx.services.events.onWrite('payment.recorded', (e) => {
      expect(s.ctx.db.sqlite.inTransaction).toBe(true)
      seenInside.push(
        n("SELECT count(*) AS n FROM print_jobs WHERE dedupe_key LIKE 'einvoice:%' AND order_id = ?", e.orderId!),
      )
      throw new Error('refused after the proof job insert')
    })
    const failed = await s.pay(order, { kind: 'none' })
    off()
    expect(failed.status).toBeGreaterThanOrEqual(500)
    expect(seenInside).toEqual([1])
    expect([
      n('SELECT count(*) AS n FROM payments'),
      n('SELECT count(*) AS n FROM einvoices'),
      n('SELECT count(*) AS n FROM einvoice_messages'),
    ]).toEqual([0, 0, 0])
    expect(proofJobs()).toEqual([])
    expect(n('SELECT count(*) AS n FROM print_jobs')).toBe(0)

    // Nothing was used up: the next payment takes the same first number and gets its one proof.
    const paid = await s.pay(order, { kind: 'none' })
    expect(paid.status).toBe(201)
    expect(paid.body.invoice).toMatchObject({ status: 'issued', number: 'AB12345600' })
    expect(proofJobs()).toEqual([
      { dedupe_key: `einvoice:${paid.body.invoice.id}:p${printerId}`, order_id: order.id, printer_id: printerId },
    ])
  })

  test(`a proof that cannot be laid out leaves the sale paid and its invoice issued (no 5xx), with no proof \
job`, async () => {
    const { s, proofJobs } = await proofCounter()
    // Settings refuse a bad key; a damaged row is how a layout failure can still happen.
    s.ctx.db.sqlite.run("UPDATE einvoice_settings SET aes_key = 'not hex'")
    const order = await s.takeout()
    const paid = await s.pay(order, { kind: 'none' })
    expect(paid.status).toBe(201)
    expect(paid.body.invoice).toMatchObject({ status: 'issued', number: 'AB12345600' })
    expect(proofJobs()).toEqual([])
  })

  test(`a burst of 80 payments at once, 40 of them double-tapped: one proof job per paper invoice, none for a \
carrier`, async () => {
    const { s, printerId, proofJobs } = await proofCounter()
    const orders = await Promise.all(Array.from({ length: 80 }, () => s.takeout()))
    // 0: no carrier (paper), 1: a buyer's 統編 (paper), 2: 手機條碼 (no paper, no proof)
    const choice = (i: number) =>
      [{ kind: 'none' }, { kind: 'buyer', buyerId: '22099131' }, { kind: 'mobile', carrier: '/ABC1234' }][i % 3]
    const tap = (o: { id: number; total: string }, i: number) => s.pay(o, choice(i), { clientPaymentId: `pay-${o.id}` })
    const taps = [...orders.map(tap), ...orders.slice(0, 40).map(tap)]
    expect(taps).toHaveLength(120)
    const answers = await Promise.all(taps)
    expect(answers.filter((r) => r.status === 201)).toHaveLength(80)
    expect(answers.filter((r) => r.status === 200)).toHaveLength(40)

    const invoices = s.q<{ id: number; kind: string; number: string; order_id: number }>(
      "SELECT id, kind, number, order_id FROM einvoices WHERE status = 'issued' ORDER BY number",
    )
    expect(invoices.map((i) => i.number)).toEqual(Array.from({ length: 80 }, (_, i) => `AB${12345600 + i}`))
    const paper = invoices.filter((i) => i.kind !== 'mobile')
    expect(paper).toHaveLength(54)
    const jobs = proofJobs()
    expect(jobs.map((j) => j.dedupe_key).sort()).toEqual(paper.map((i) => `einvoice:${i.id}:p${printerId}`).sort())
    expect(jobs.map((j) => j.order_id).sort((a, b) => a - b)).toEqual(
      paper.map((i) => i.order_id).sort((a, b) => a - b),
    )

    // A lost answer retried later is a replay: no second invoice, no second proof.
    const again = await tap(orders[0], 0)
    expect(again.status).toBe(200)
    expect(proofJobs()).toHaveLength(54)
    expect(s.q<{ n: number }>('SELECT count(*) AS n FROM einvoices')[0].n).toBe(80)
  }, 60_000)
})
