import { join } from 'node:path'
import { readdirSync, readFileSync, existsSync } from 'node:fs'
import { createTestContext, type TestContext } from '../../testing/harness'
import { checkMig, type MigType } from './mig-check'

export const SELLER = { sellerId: '04595257', sellerName: '好味小吃店', aesKey: 'FE05F029154F6AA67A78B338ED2F6601' }

/** A store selling 電子發票 with one range of `size` numbers in the test clock's period (115年11-12月). */
export async function invoicingShop(opts: { size?: number; ctx?: TestContext } = {}) {
  const ctx = opts.ctx ?? createTestContext()
  const { manager, store } = await ctx.managerWithStore()
  const api = (method: string, path: string, body?: unknown, cookie = manager.cookie) =>
    ctx.request(method, `/api/stores/${store.id}${path}`, { body, cookie })
  const uploadDir = join(ctx.config.einvoiceDir, 'turnkey', 'UpCast')
  const settings = await api('PUT', '/einvoice/settings', { mode: 'einvoice', ...SELLER, uploadDir, paperWidth: 58 })
  if (settings.status !== 200) throw new Error(`settings: ${settings.status} ${JSON.stringify(settings.body)}`)
  const size = opts.size ?? 100
  const range = await api('POST', '/einvoice/ranges', {
    period: '11512',
    track: 'AB',
    startNo: '12345600',
    endNo: String(12345600 + size - 1),
  })
  if (range.status !== 201) throw new Error(`range: ${range.status} ${JSON.stringify(range.body)}`)
  const dish = await api('POST', '/menu', { name: '招牌便當', basePrice: '120.00' })
  const takeout = async (quantity = 1) => {
    const o = await api('POST', '/orders', {
      orderType: 'takeout',
      items: [{ menuItemId: dish.body.id, quantity }],
      clientOrderId: crypto.randomUUID(),
    })
    if (o.status !== 201) throw new Error(`order: ${o.status} ${JSON.stringify(o.body)}`)
    return o.body as { id: number; total: string; orderNumber: string }
  }
  const pay = (order: { id: number; total: string }, invoice?: unknown, extra: Record<string, unknown> = {}) =>
    api('POST', '/payments', {
      orderId: order.id,
      amount: order.total,
      paymentMethod: 'credit_card',
      invoice,
      clientPaymentId: crypto.randomUUID(),
      ...extra,
    })
  /** The message files in Turnkey's folder, each one valid against the platform's XSD or the test fails. */
  const files = (type: MigType) => {
    const dir = join(uploadDir, 'B2SSTORAGE', type, 'SRC')
    const names = existsSync(dir) ? readdirSync(dir).sort() : []
    const problems = names.length
      ? checkMig(
          type,
          '',
          names.map((n) => join(dir, n)),
        )
      : []
    if (problems.length) throw new Error(`${type} files break the schema:\n${problems.join('\n')}`)
    return names.map((name) => ({ name, xml: readFileSync(join(dir, name), 'utf8') }))
  }
  const q = <T>(sql: string, ...args: (string | number)[]) => ctx.db.sqlite.query(sql).all(...args) as T[]
  return {
    ctx,
    manager,
    store,
    api,
    uploadDir,
    dish,
    takeout,
    pay,
    files,
    q,
    flush: () => ctx.services.einvoice.outbox.flush(),
  }
}
