import { afterEach, describe, expect, test } from 'bun:test'
import { createTestContext, type TestContext } from '../../testing/harness'
import { openTable, seated } from '../orders/testing'

let ctx: TestContext
afterEach(() => ctx?.close())

/** Two tables with one 紅茶 each (30 + fee 3 = 33), one to pay whole and one to pay in a split. */
async function twoTables() {
  ctx = createTestContext()
  const { s, m, table } = await seated(ctx)
  const other = await openTable(s, 'A2')
  for (const t of [table, other])
    expect(
      (await s.asStaff.post('/orders', { tableId: t.id, items: [{ menuItemId: m.tea.id, quantity: 1 }] })).status,
    ).toBe(201)
  const cleared: number[] = []
  ctx.services.events.on('table.cleared', (e) => cleared.push(e.tableId))
  const status = async (id: number) => (await s.asStaff.get(`/tables/${id}`)).body.status
  /** A1 paid whole by card, A2 split 20 + 13, both parts paid: what each answer says about clearing. */
  async function payBoth() {
    const whole = await s.asStaff.post('/payments', {
      sessionId: table.sessionId,
      amount: '33',
      paymentMethod: 'credit_card',
    })
    const parts = (await s.asStaff.post(`/sessions/${other.sessionId}/split`, { kind: 'amount', amounts: ['20'] })).body
      .split.parts
    const pay = (id: number) =>
      s.asStaff.post(`/sessions/${other.sessionId}/split/parts/${id}/pay`, { paymentMethod: 'cash', tendered: '100' })
    const first = await pay(parts[0].id)
    const last = await pay(parts[1].id)
    return [whole.body.tableCleared, first.body.tableCleared, last.body.tableCleared]
  }
  return { s, table, other, cleared, status, payBoth }
}

describe('結帳後自動清桌: one rule for a whole payment and a split', () => {
  test('on by default: the payment that settles either check clears its table', async () => {
    const { table, other, cleared, status, payBoth } = await twoTables()
    expect(await payBoth()).toEqual([true, false, true])
    expect([await status(table.id), await status(other.id)]).toEqual(['available', 'available'])
    expect(cleared).toEqual([table.id, other.id])
  })

  test('turned off on the settings: neither clears; 清桌 does, once nothing is owed', async () => {
    const { s, table, other, cleared, status, payBoth } = await twoTables()
    const saved = await s.asManager.patch('', { settings: { autoClearWhenPaid: false } })
    expect([saved.status, saved.body.settings.autoClearWhenPaid, saved.body.settings.serviceFee]).toEqual([
      200,
      false,
      0.1,
    ])
    expect(await payBoth()).toEqual([false, false, false])
    expect([await status(table.id), await status(other.id)]).toEqual(['occupied', 'occupied'])
    expect(cleared).toEqual([])
    for (const t of [table, other])
      expect((await s.asStaff.post(`/tables/${t.id}/clear`)).body.status).toBe('available')
    expect(cleared).toEqual([table.id, other.id])
  })

  test('a setting that is not true or false is refused in zh-TW and changes nothing', async () => {
    const { s } = await twoTables()
    const bad = await s.asManager.patch('', { settings: { autoClearWhenPaid: 'yes' } })
    expect([bad.status, bad.body.message]).toEqual([422, expect.stringContaining('輸入資料有誤')])
    expect((await s.asStaff.patch('', { settings: { autoClearWhenPaid: false } })).status).toBe(403)
    expect((await s.asManager.get('')).body.settings.autoClearWhenPaid).toBeUndefined()
  })
})
