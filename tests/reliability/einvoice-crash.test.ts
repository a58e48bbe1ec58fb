// Pull the plug during sales with 電子發票: SIGKILL the real server at random moments
// while terminals keep ordering and paying (each retried with its key until acknowledged).
// Afterwards every invoice number was used once, none was skipped, each payment has exactly one
// invoice and each invoice its one F0401 message, and the written files are the messages. Half the
// sales take paper: each of those has one 證明聯 print job (it commits with the payment, no
// start-up scan queues it) and the printer, up all along, gets each proof once.
import { afterAll, expect, test } from 'bun:test'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Database } from 'bun:sqlite'
import { periodOf } from '../../src/shared/domain/einvoice/period'
import { checkMig } from '../../src/server/modules/einvoice/mig-check'
import { escposToText } from '../../src/devices/testing/escpos-text'
import { startFakeNetworkPrinter, type FakeNetworkPrinter } from '../../src/devices/testing/fake-network-printer'
import {
  client,
  freePort,
  killAll,
  setupShop,
  startServer,
  type Client,
  type PosServer,
  type Shop,
} from './server-process'

const ROUNDS = Number(process.env.POS_RELIABILITY_ROUNDS ?? 20)
const TERMINALS = 4
const dataDir = mkdtempSync(join(tmpdir(), 'pos-einvoice-crash-'))
// Inside <data>/einvoice, the folder the server allows by default.
const uploadDir = join(dataDir, 'einvoice', 'UpCast')
let printer: FakeNetworkPrinter | null = null

afterAll(async () => {
  await killAll()
  await printer?.stop()
  rmSync(dataDir, { recursive: true, force: true })
})

/** One call retried until the server answers it (a dead server is a network error or a 5xx). */
async function untilAnswered(
  c: Client,
  method: string,
  path: string,
  body: unknown,
  headers: Record<string, string>,
  deadline: number,
) {
  for (let attempt = 1; ; attempt++) {
    if (Date.now() > deadline) throw new Error(`${path} not acknowledged before the deadline`)
    try {
      const r = await c.call(method, path, body, headers)
      if (r.status === 200 || r.status === 201) return { body: r.body, attempts: attempt }
      if (r.status < 500) throw new Error(`${path}: unexpected ${r.status} ${JSON.stringify(r.body)}`)
    } catch (e) {
      if ((e as Error).message.startsWith(path)) throw e
    }
    await Bun.sleep(15)
  }
}

type Sale = { key: string; orderId: number; paymentId: number; number: string | null; paper: boolean }

/** 捐贈, 手機條碼, no carrier, a buyer's 統編: the last two print a 證明聯. */
const CHOICES = [
  { kind: 'donation', donationCode: '8585' },
  { kind: 'mobile', carrier: '/ABC1234' },
  { kind: 'none' },
  { kind: 'buyer', buyerId: '22099131' },
]

async function terminal(
  id: number,
  shop: Shop,
  url: string,
  cookie: string,
  state: { stop: boolean; deadline: number },
  sales: Sale[],
) {
  const c = client(url, cookie)
  for (let n = 0; !state.stop; n++) {
    const key = `t${id}-${n}`
    const order = await untilAnswered(
      c,
      'POST',
      `${shop.base}/orders`,
      { orderType: 'takeout', items: [{ menuItemId: shop.items.tea, quantity: 1 + (n % 3) }] },
      { 'idempotency-key': key },
      state.deadline,
    )
    const paid = await untilAnswered(
      c,
      'POST',
      `${shop.base}/payments`,
      {
        orderId: order.body.id,
        amount: order.body.total,
        paymentMethod: 'credit_card',
        clientPaymentId: key,
        invoice: CHOICES[n % 4],
      },
      {},
      state.deadline,
    )
    sales.push({
      key,
      orderId: order.body.id,
      paymentId: paid.body.id,
      number: paid.body.invoice?.number ?? null,
      paper: n % 4 >= 2,
    })
  }
}

test(
  `SIGKILL ${ROUNDS} times during 電子發票 sales: every number once, none skipped, one invoice per payment`,
  async () => {
    const port = await freePort()
    let server: PosServer = await startServer({ dataDir, port })
    const shop = await setupShop(server)
    const period = periodOf(Date.now(), 'Asia/Taipei').code
    printer = await startFakeNetworkPrinter()
    const proofPrinter = await shop.c.ok('POST', `${shop.base}/printers`, {
      name: '發票機',
      role: 'receipt',
      connection: 'network',
      address: printer.address,
    })
    await shop.c.ok('PUT', `${shop.base}/einvoice/settings`, {
      mode: 'einvoice',
      sellerId: '04595257',
      sellerName: '可靠度測試店',
      aesKey: 'FE05F029154F6AA67A78B338ED2F6601',
      uploadDir,
      printerId: proofPrinter.id,
    })
    await shop.c.ok('POST', `${shop.base}/einvoice/ranges`, {
      period,
      track: 'ZZ',
      startNo: '10000000',
      endNo: '10004999',
    })

    const state = { stop: false, deadline: Date.now() + 40_000 + ROUNDS * 3000 }
    const sales: Sale[] = []
    const failed = Promise.all(
      Array.from({ length: TERMINALS }, (_, i) => terminal(i, shop, server.url, shop.c.cookie(), state, sales)),
    ).then(
      () => null,
      (e) => e as Error,
    )
    for (let round = 1; round <= ROUNDS; round++) {
      await Bun.sleep(50 + Math.random() * 450)
      await server.crash()
      server = await startServer({ dataDir, port })
    }
    await Bun.sleep(300)
    state.stop = true
    const error = await failed
    if (error) throw error
    await Bun.sleep(2500) // the restarted server's outbox writes what the last crash left
    // Proofs on paper, by invoice number (AB-12345600 on the 證明聯).
    const printed = () => {
      const seen = new Map<string, number>()
      for (const text of printer!.jobs.map((j) => escposToText(j)).filter((x) => x.includes('電子發票證明聯'))) {
        const no = /([A-Z]{2})-(\d{8})/.exec(text)
        if (no) seen.set(no[1] + no[2], (seen.get(no[1] + no[2]) ?? 0) + 1)
      }
      return seen
    }
    const paperSales = sales.filter((s) => s.paper)
    for (const until = Date.now() + 15_000; paperSales.some((s) => !printed().has(s.number!)) && Date.now() < until; )
      await Bun.sleep(50)
    await Bun.sleep(500) // a second copy would arrive here
    await server.stop()

    const db = new Database(join(dataDir, 'pos.db'))
    const q = <T>(sql: string) => db.query(sql).all() as T[]
    const invoices = q<{ payment_id: number; number: string; status: string }>(
      'SELECT payment_id, number, status FROM einvoices ORDER BY number',
    )
    const payments = q<{ id: number }>('SELECT id FROM payments ORDER BY id')
    const messages = q<{ invoice_id: number; file_name: string; status: string; xml: string; type: string }>(
      'SELECT invoice_id, file_name, status, xml, type FROM einvoice_messages',
    )
    const range = q<{ next_no: number }>('SELECT next_no FROM einvoice_ranges')[0]
    const kinds = q<{ id: number; number: string; kind: string }>('SELECT id, number, kind FROM einvoices')
    const proofJobs = q<{ dedupe_key: string; status: string; attempts: number }>(
      "SELECT dedupe_key, status, attempts FROM print_jobs WHERE dedupe_key LIKE 'einvoice:%'",
    )
    expect(q<{ integrity_check: string }>('PRAGMA integrity_check').map((r) => r.integrity_check)).toEqual(['ok'])
    db.close()

    // every payment has exactly one invoice, issued, and every acknowledged sale is one of them
    expect(invoices.length).toBe(payments.length)
    expect(new Set(invoices.map((i) => i.payment_id)).size).toBe(payments.length)
    expect(invoices.filter((i) => i.status !== 'issued')).toEqual([])
    expect(
      sales
        .filter((s) => !invoices.some((i) => i.payment_id === s.paymentId && i.number === s.number))
        .map((s) => s.key),
    ).toEqual([])
    // numbers: ZZ10000000 upwards with no gap and no repeat, and the range's next number right after
    const nos = invoices.map((i) => Number(i.number.slice(2)))
    expect(nos).toEqual(Array.from({ length: nos.length }, (_, i) => 10_000_000 + i))
    expect(range.next_no).toBe(10_000_000 + nos.length)
    // one F0401 per invoice, each written once as its file with exactly its bytes
    expect(messages.length).toBe(invoices.length)
    expect(new Set(messages.map((m) => m.file_name)).size).toBe(messages.length)
    const unwritten = messages.filter(
      (m) =>
        m.status !== 'written' || readFileSync(join(uploadDir, 'B2SSTORAGE/F0401/SRC', m.file_name), 'utf8') !== m.xml,
    )
    expect(unwritten.map((m) => m.file_name)).toEqual([])
    const paths = messages.map((m) => join(uploadDir, 'B2SSTORAGE/F0401/SRC', m.file_name))
    expect(checkMig('F0401', '', paths)).toEqual([])
    expect(existsSync(join(uploadDir, '.pos-tmp'))).toBe(true)
    // one 證明聯 job per paper invoice (none for a carrier or a donation), all printed
    const paper = kinds.filter((i) => i.kind === 'none' || i.kind === 'buyer')
    expect(paper.length).toBe(paperSales.length)
    expect(proofJobs.map((j) => j.dedupe_key).sort()).toEqual(
      paper.map((i) => `einvoice:${i.id}:p${proofPrinter.id}`).sort(),
    )
    expect(proofJobs.filter((j) => j.status !== 'done')).toEqual([])
    // each printed once: a second copy only where a kill cut a send short and the queue sent it again
    const copies = printed()
    expect(paper.filter((i) => !copies.has(i.number)).map((i) => i.number)).toEqual([])
    expect([...copies.keys()].filter((no) => !paper.some((i) => i.number === no))).toEqual([])
    const resent = new Set(proofJobs.filter((j) => j.attempts > 1).map((j) => Number(j.dedupe_key.split(':')[1])))
    const twice = paper.filter((i) => copies.get(i.number)! > 1)
    expect(twice.filter((i) => !resent.has(i.id)).map((i) => i.number)).toEqual([])
    const retried = sales.length
    console.log(
      `einvoice crash test: ${ROUNDS} SIGKILLs, ${retried} sales acknowledged, ${nos.length} numbers ` +
        `ZZ${nos[0]}–ZZ${nos[nos.length - 1]}, all contiguous and unique; ${paper.length} proofs, ` +
        `${proofJobs.length} jobs, ${twice.length} printed twice after a cut send`,
    )
  },
  60_000 + ROUNDS * 3000,
)
