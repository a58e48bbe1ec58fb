import { afterEach, expect, test } from 'bun:test'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { escposToText } from '../../../devices/testing/escpos-text'
import { devicesContext, type DevicesContext } from '../devices/test-context'
import { SELLER } from './test-fixtures'
import { checkMig, parseXml, textAt } from './mig-check'

let t: DevicesContext | undefined
afterEach(async () => {
  t?.ctx.services.einvoice.stop()
  await t?.close()
  t = undefined
})

/** A counter with a receipt printer and a separate 證明聯 printer, selling 電子發票. */
async function counter() {
  t = await devicesContext()
  const c = t
  c.ctx.services.einvoice.start()
  const receipt = await c.printer({ name: '櫃台', role: 'receipt' })
  const proof = await c.printer({ name: '發票機', role: 'receipt', paperWidth: 58 })
  expect(
    (
      await c.api('PUT', '/einvoice/settings', {
        mode: 'einvoice',
        ...SELLER,
        uploadDir: join(c.ctx.config.einvoiceDir, 'UpCast'),
        printerId: proof.id,
        paperWidth: 58,
      })
    ).status,
  ).toBe(200)
  expect(
    (await c.api('POST', '/einvoice/ranges', { period: '11512', track: 'AB', startNo: '12345600', endNo: '12345699' }))
      .status,
  ).toBe(201)
  const dish = await c.api('POST', '/menu', { name: '招牌便當', basePrice: '120.00' })
  const sale = async (invoice: unknown) => {
    const o = await c.api('POST', '/orders', {
      orderType: 'takeout',
      items: [{ menuItemId: dish.body.id, quantity: 1 }],
    })
    const p = await c.api('POST', '/payments', {
      orderId: o.body.id,
      amount: o.body.total,
      paymentMethod: 'credit_card',
      invoice,
    })
    expect(p.status).toBe(201)
    return { orderId: o.body.id as number, invoice: p.body.invoice }
  }
  return { c, receipt, proof, sale }
}

test(`no carrier: the 證明聯 prints on its printer (then its 交易明細) and F0401 says PrintMark Y; 手機條碼 and \
捐贈: the 交易明細 alone, naming the invoice and where it went, and PrintMark N`, async () => {
  const { c, receipt, proof, sale } = await counter()
  const paper = await sale({ kind: 'none' })
  // The 證明聯 printer is a receipt printer too: it also gets the ordinary receipt.
  const texts = () => proof.fake.jobs.map((j) => escposToText(j))
  const proofs = () => texts().filter((x) => x.includes('電子發票證明聯'))
  await proof.fake.waitForJobs(2)
  const [text] = proofs()
  expect(text).toContain('電子發票證明聯')
  expect(text).toContain('115年11-12月')
  expect(text).toContain('AB-12345600')
  expect(text).toContain(paper.invoice.randomCode)
  await receipt.fake.waitForJobs(1)

  await sale({ kind: 'mobile', carrier: '/ABC1234' })
  await sale({ kind: 'donation', donationCode: '8585' })
  await receipt.fake.waitForJobs(3)
  await proof.fake.waitForJobs(6)
  // Every job is queued in its sale's transaction: the queue holds all the proof printer will get.
  const queued = c.ctx.db.sqlite.query('SELECT count(*) AS n FROM print_jobs WHERE printer_id = ?').get(proof.id)
  expect(queued).toEqual({ n: 6 })
  expect(proofs().length).toBe(1)
  expect(proof.fake.jobs.length).toBe(6)
  const details = texts().filter((x) => x.includes('交易明細') && !x.includes('電子發票證明聯'))
  expect(details.length).toBe(2)
  const [carrier, gift] = details
  expect(carrier).toContain('發票號碼：AB-12345601')
  expect(carrier).toContain('載具：/ABC1234')
  expect(gift).toContain('發票號碼：AB-12345602')
  expect(gift).toContain('捐贈愛心碼：8585')
  const kinds = c.ctx.db.sqlite
    .query("SELECT dedupe_key FROM print_jobs WHERE dedupe_key LIKE 'einvoice%' ORDER BY id")
    .all()
    .map((r) => (r as { dedupe_key: string }).dedupe_key.replace(/:p\d+$/, ''))
  expect(kinds).toEqual(['einvoice:1', 'einvoice-details:2', 'einvoice-details:3'])

  const dir = join(c.ctx.config.einvoiceDir, 'UpCast/B2SSTORAGE/F0401/SRC')
  const names = ['AB12345600', 'AB12345601', 'AB12345602'].map((n) => join(dir, `F0401_${n}.xml`))
  for (const end = Date.now() + 10_000; !names.every((n) => existsSync(n)) && Date.now() < end; ) await Bun.sleep(20)
  expect(checkMig('F0401', '', names)).toEqual([])
  const marks = names.map((n) => textAt(parseXml(readFileSync(n, 'utf8')), 'Main/PrintMark'))
  expect(marks).toEqual(['Y', 'N', 'N'])
})

test(`補印: POST reprint kind einvoice prints the proof again marked 補印; a carrier sale has none to \
reprint`, async () => {
  const { c, proof, sale } = await counter()
  const paper = await sale({ kind: 'buyer', buyerId: '22099131' })
  await proof.fake.waitForJobs(2)
  const again = await c.api('POST', `/orders/${paper.orderId}/reprint`, { kind: 'einvoice' })
  expect(again.status).toBe(202)
  const jobs = await proof.fake.waitForJobs(3)
  const texts = jobs.map((j) => escposToText(j)).filter((x) => x.includes('電子發票證明聯'))
  expect(texts.length).toBe(2)
  expect(texts.filter((x) => x.includes('補印')).length).toBe(1)
  const carrier = await sale({ kind: 'mobile', carrier: '/ABC1234' })
  const none = await c.api('POST', `/orders/${carrier.orderId}/reprint`, { kind: 'einvoice' })
  expect([none.status, none.body.code]).toEqual([409, 'EINVOICE_NO_PROOF'])
})

test(`the 證明聯 printer: a cash drawer, or 58 mm paper for the 80 mm layout, is refused (422 in zh-TW, nothing \
changes); an 80 mm printer prints the proof in its 57 mm area`, async () => {
  const { c, proof } = await counter()
  const drawer = await c.printer({ name: '錢櫃', role: 'drawer' })
  const wide = await c.printer({ name: '大發票機', role: 'receipt', paperWidth: 80 })
  const put = (body: Record<string, unknown>) => c.api('PUT', '/einvoice/settings', { mode: 'einvoice', ...body })
  expect((await put({ printerId: drawer.id })).body).toEqual({
    code: 'EINVOICE_PRINTER_UNFIT',
    message: '「錢櫃」不能作為證明聯印表機：這是錢櫃裝置，沒有列印功能',
  })
  const narrow = await put({ printerId: proof.id, paperWidth: 80 })
  expect([narrow.status, narrow.body.message]).toEqual([
    422,
    '「發票機」不能作為證明聯印表機：這台印表機是 58 mm 紙，請把證明聯紙寬設為 58 mm，或改選 80 mm 的印表機',
  ])
  expect((await c.api('GET', '/einvoice/settings')).body).toMatchObject({ printerId: proof.id, paperWidth: 58 })
  expect((await put({ printerId: wide.id, paperWidth: 80 })).status).toBe(200)
  const dish = await c.api('POST', '/menu', { name: '滷肉飯', basePrice: '60.00' })
  const o = await c.api('POST', '/orders', { orderType: 'takeout', items: [{ menuItemId: dish.body.id, quantity: 1 }] })
  const paid = await c.api('POST', '/payments', {
    orderId: o.body.id,
    amount: o.body.total,
    paymentMethod: 'cash',
    tendered: o.body.total,
    invoice: { kind: 'none' },
  })
  expect(paid.status).toBe(201)
  const jobs = await wide.fake.waitForJobs(2)
  const job = jobs.find((j) => escposToText(j).includes('電子發票證明聯'))!
  // GS L 60 (0x3c 0x00), GS W 456 (0xc8 0x01): a 57 mm area in the middle of 80 mm paper.
  expect(Buffer.from(job).includes(Buffer.from([0x1d, 0x4c, 0x3c, 0x00, 0x1d, 0x57, 0xc8, 0x01]))).toBe(true)
})
