import { afterEach, describe, expect, test } from 'bun:test'
import { invoicingShop } from './test-fixtures'

let shop: Awaited<ReturnType<typeof invoicingShop>> | undefined
afterEach(() => {
  shop?.ctx.close()
  shop = undefined
})

describe('split parts', () => {
  test('a bill split in two, each part paid with 手機條碼: two invoices, two numbers, two F0401 files', async () => {
    shop = await invoicingShop()
    const s = shop
    const table = (await s.api('POST', '/tables', { number: 'A1', seats: 4 })).body
    expect((await s.api('POST', `/tables/${table.id}/open`, { guestCount: 2 })).status).toBe(200)
    const order = await s.api('POST', '/orders', {
      tableId: table.id,
      items: [{ menuItemId: s.dish.body.id, quantity: 2 }],
    })
    expect(order.status).toBe(201)
    const sessionId = order.body.sessionId as number
    const split = await s.api('POST', `/sessions/${sessionId}/split`, { kind: 'equal', shares: 2 })
    expect(split.status).toBe(201)
    const parts = split.body.split.parts as { id: number; amount: string }[]
    expect(parts).toHaveLength(2)

    const numbers: string[] = []
    for (const [i, part] of parts.entries()) {
      const paid = await s.api('POST', `/sessions/${sessionId}/split/parts/${part.id}/pay`, {
        paymentMethod: 'credit_card',
        clientPaymentId: `part-${i}`,
        invoice: { kind: 'mobile', carrier: '/ABC+123' },
      })
      expect(paid.status).toBe(201)
      expect(paid.body.payment.invoice).toMatchObject({
        status: 'issued',
        kind: 'mobile',
        carrier: '/ABC+123',
        totalAmount: Number(part.amount),
      })
      numbers.push(paid.body.payment.invoice.number)
    }
    expect(numbers).toEqual(['AB12345600', 'AB12345601'])
    // The table's check lists each payment with the invoice it took.
    const listed = await s.api('GET', `/sessions/${sessionId}/payments`)
    expect(listed.status).toBe(200)
    expect(listed.body.map((p: { invoice: { number: string } | null }) => p.invoice?.number)).toEqual(numbers)
    const rows = s.q<{ n: number }>('SELECT count(*) AS n FROM einvoices WHERE payment_id IS NOT NULL')
    expect(rows[0].n).toBe(2)
    expect(s.flush()).toEqual({ written: 2, failed: 0 })
    expect(s.files('F0401').map((f) => f.name)).toEqual(['F0401_AB12345600.xml', 'F0401_AB12345601.xml'])
  })

  test('a bad carrier on a part is a 422 and the part stays unpaid', async () => {
    shop = await invoicingShop()
    const s = shop
    const table = (await s.api('POST', '/tables', { number: 'A2', seats: 2 })).body
    await s.api('POST', `/tables/${table.id}/open`, { guestCount: 1 })
    const order = await s.api('POST', '/orders', {
      tableId: table.id,
      items: [{ menuItemId: s.dish.body.id, quantity: 2 }],
    })
    const sessionId = order.body.sessionId as number
    const parts = (await s.api('POST', `/sessions/${sessionId}/split`, { kind: 'equal', shares: 2 })).body.split.parts
    const bad = await s.api('POST', `/sessions/${sessionId}/split/parts/${parts[0].id}/pay`, {
      paymentMethod: 'cash',
      tendered: '200',
      invoice: { kind: 'mobile', carrier: 'ABC123' },
    })
    expect(bad.status).toBe(422)
    expect(bad.body.message).toMatch(/[\u4e00-\u9fff]/)
    expect(s.q<{ n: number }>('SELECT count(*) AS n FROM payments')[0].n).toBe(0)
    expect(s.q<{ n: number }>('SELECT count(*) AS n FROM einvoices')[0].n).toBe(0)
  })
})

describe('the store read staff use', () => {
  test('tells the 電子發票 mode, so the pay dialogs know whether to offer the invoice choice', async () => {
    shop = await invoicingShop()
    const s = shop
    const staff = await s.ctx.staff(s.manager.cookie)
    const read = async () =>
      (await s.ctx.request('GET', `/api/stores/${s.store.id}`, { cookie: staff.cookie })).body.invoiceMode
    const listed = async () =>
      (await s.ctx.request('GET', '/api/stores', { cookie: staff.cookie })).body.find(
        (x: { id: number }) => x.id === s.store.id,
      ).invoiceMode
    expect(await read()).toBe('einvoice')
    expect(await listed()).toBe('einvoice')
    expect((await s.api('PUT', '/einvoice/settings', { mode: 'receipt' })).status).toBe(200)
    expect(await read()).toBe('receipt')
    expect(await listed()).toBe('receipt')
    // Staff still may not read the settings themselves (the key, the seller, the folder).
    expect(
      (await s.ctx.request('GET', `/api/stores/${s.store.id}/einvoice/settings`, { cookie: staff.cookie })).status,
    ).toBe(403)
  })

  test('a store that never set 電子發票 reads as off', async () => {
    shop = await invoicingShop()
    const s = shop
    const other = (
      await s.ctx.request('POST', '/api/stores', { cookie: s.manager.cookie, body: { name: '二店', code: 'S2' } })
    ).body
    expect((await s.ctx.request('GET', `/api/stores/${other.id}`, { cookie: s.manager.cookie })).body.invoiceMode).toBe(
      'off',
    )
  })
})
