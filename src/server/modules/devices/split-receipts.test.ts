import { afterEach, expect, test } from 'bun:test'
import { escposToText } from '../../../devices/testing/escpos-text'
import { noodleMenu } from '../orders/testing'
import { devicesContext, type DevicesContext } from './test-context'

/**
 * A split part's receipt, decoded from the bytes the receipt printer got: only the part's lines and
 * figures (its total is what the part paid), and which part of the whole bill it is.
 */

let t: DevicesContext
afterEach(async () => {
  await t?.close()
})

/** Table A1: 2 × 紅燒牛肉麵 180 + 2 × 紅茶 30 = 420, fee 42, total 462; the counter's receipt printer. */
async function bill() {
  t = await devicesContext()
  const counter = await t.printer({ name: '櫃台', role: 'receipt' })
  const m = noodleMenu(t.ctx, t.storeId)
  const table = (await t.api('POST', '/tables', { number: 'A1', seats: 4 })).body
  const order = await t.api('POST', '/orders', {
    tableId: table.id,
    items: [
      { menuItemId: m.beefNoodle.id, quantity: 2 },
      { menuItemId: m.tea.id, quantity: 2 },
    ],
  })
  expect(order.body.total).toBe('462.00')
  const { sessionId } = (await t.api('GET', `/tables/${table.id}`)).body
  const split = async (body: unknown) => {
    const res = await t.api('POST', `/sessions/${sessionId}/split`, body)
    expect(res.status).toBe(201)
    return res.body.split.parts as { id: number }[]
  }
  const pay = async (partId: number, clientPaymentId: string) => {
    const res = await t.api('POST', `/sessions/${sessionId}/split/parts/${partId}/pay`, {
      paymentMethod: 'cash',
      tendered: '500',
      clientPaymentId,
    })
    expect(res.status).toBe(201)
  }
  const receipts = async (n: number) => (await counter.fake.waitForJobs(n)).map((job) => escposToText(job))
  return { order: order.body, split, pay, receipts }
}

test('by quantity: each part’s receipt lists its lines, fee and total, and names its place in the bill', async () => {
  const { order, split, pay, receipts } = await bill()
  const [beef, tea] = order.items
  const parts = await split({
    kind: 'items',
    checks: [[{ id: beef.id, quantity: 1 }], [{ id: beef.id, quantity: 1 }, tea.id]],
  })
  await pay(parts[0].id, 'p1')
  await pay(parts[1].id, 'p2')
  const [first, second] = await receipts(2)

  expect(first).toContain('分帳 1/2（整桌 NT$462）')
  expect(first).toMatch(/紅燒牛肉麵\s+x1\s+NT\$180\n-+\n小計\s+NT\$180\n服務費\s+NT\$18\n總計\s+NT\$198\n/)
  expect(first).not.toContain('紅茶')
  expect(first).not.toContain('本次收款')
  expect(first).toMatch(/實收\s+NT\$500\n找零\s+NT\$302\n/)

  expect(second).toContain('分帳 2/2（整桌 NT$462）')
  expect(second).toMatch(
    /紅燒牛肉麵\s+x1\s+NT\$180\n紅茶\s+x2\s+NT\$60\n-+\n小計\s+NT\$240\n服務費\s+NT\$24\n總計\s+NT\$264\n/,
  )
  expect(second).toMatch(/找零\s+NT\$236\n/)
})

test('by amount: the part’s receipt holds its amount, no dish of the whole bill', async () => {
  const { split, pay, receipts } = await bill()
  const parts = await split({ kind: 'amount', amounts: ['200'] })
  await pay(parts[1].id, 'p1')
  const [paper] = await receipts(1)
  expect(paper).toContain('分帳 2/2（整桌 NT$462）')
  expect(paper).toMatch(/分帳 2\/2（整桌 NT\$462）\n-+\n總計\s+NT\$262\n/)
  expect(paper).not.toMatch(/紅燒牛肉麵|紅茶|小計|服務費/)
})
