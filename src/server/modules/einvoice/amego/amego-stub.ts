/**
 * A local stand-in for the 光貿 (Amego) 加值中心, written from its published API documentation
 * (invoice-api.amego.tw, MIG 4.0 paths): form fields invoice/data/time/sign, md5(data + time +
 * app key), time within ±60 s, the f0401_custom / f0501 / g0401 / g0501 bodies and their error
 * codes. Tests only. It keeps what it accepted, refuses what the service refuses, and can be taken
 * down and brought back on the same port to play the internet going away.
 */
import { createHash } from 'node:crypto'

type Item = { Description?: string; Quantity?: number; UnitPrice?: number; Amount?: number; TaxType?: number }
/** The fields of the four bodies the stub reads, as the service would find them (anything may be missing). */
type Issue = Partial<Record<'OrderId' | 'BuyerIdentifier' | 'BuyerName' | 'CarrierType' | 'NPOBAN', string>> &
  Partial<Record<'InvoiceNumber' | 'InvoiceDate' | 'InvoiceTime' | 'RandomNumber' | 'PrintMark', string>> & {
    ProductItem?: Item[]
    SalesAmount?: number
    TaxAmount?: number
    TotalAmount?: number
  }
type Cancel = { CancelInvoiceNumber?: string; CancelAllowanceNumber?: string }
type AllowanceItem = { OriginalInvoiceNumber?: string; Amount: number; Tax: number }
type Allowance = { AllowanceNumber?: string; ProductItem?: AllowanceItem[] }
// biome-ignore lint/suspicious/noExplicitAny: the request body as accepted, for the test's own checks
export type Accepted = { path: string; data: any }

const md5 = (s: string) => createHash('md5').update(s).digest('hex')
const reply = (code: number, msg = '') => Response.json({ code, msg })

export function amegoStub({ sellerId, appKey, now }: { sellerId: string; appKey: string; now: () => number }) {
  const accepted: Accepted[] = []
  const issued = new Map<string, { voided: boolean; total: number }>()
  const allowances = new Map<string, { voided: boolean }>()
  let requests = 0

  function issue(d: Issue): Response {
    if (!d.OrderId || String(d.OrderId).length > 40) return reply(1001, 'OrderId 不可為空')
    if (issued.has(d.InvoiceNumber ?? '')) return reply(1002, 'OrderId 已存在')
    if (!/^(\d{8}|0{10})$/.test(d.BuyerIdentifier ?? '')) return reply(1003, 'BuyerIdentifier 格式錯誤')
    if (!d.BuyerName || /^0{1,4}$/.test(d.BuyerName)) return reply(1004, 'BuyerName 不可為空或無效值')
    const items: Item[] = d.ProductItem ?? []
    if (!items.length) return reply(1005, 'ProductItem 不可為空')
    if (items.some((i) => !i.Description || typeof i.Quantity !== 'number' || typeof i.Amount !== 'number'))
      return reply(1006, 'ProductItem 欄位不完整')
    const fields: [string, RegExp][] = [
      ['InvoiceNumber', /^[A-Z]{2}\d{8}$/],
      ['InvoiceDate', /^\d{8}$/],
      ['InvoiceTime', /^\d\d:\d\d:\d\d$/],
      ['RandomNumber', /^\d{4}$/],
      ['PrintMark', /^[YN]$/],
    ]
    const bad = fields.find(([k, re]) => !re.test(String(d[k as keyof Issue] ?? '')))
    if (bad) return reply(1, `${bad[0]} 參數錯誤`)
    const sum = Math.round(items.reduce((n, i) => n + i.Amount!, 0))
    const b2b = d.BuyerIdentifier !== '0000000000'
    const tax = b2b ? sum - Math.round(sum / 1.05) : 0
    if (d.TaxAmount !== tax || d.SalesAmount !== sum - tax || d.TotalAmount !== sum) return reply(1007, '金額計算錯誤')
    if (b2b && (d.CarrierType || d.NPOBAN)) return reply(1012, '打統編發票不可使用載具或捐贈')
    if (d.CarrierType && d.NPOBAN) return reply(1010, '載具格式錯誤')
    issued.set(d.InvoiceNumber!, { voided: false, total: sum })
    return reply(0)
  }

  function cancel(list: Cancel[]): Response {
    for (const { CancelInvoiceNumber: n } of list) {
      const inv = issued.get(n ?? '')
      if (!inv) return reply(2001, '發票號碼不存在')
      if (inv.voided) return reply(2002, '發票已作廢')
    }
    for (const { CancelInvoiceNumber: n } of list) issued.get(n!)!.voided = true
    return reply(0)
  }

  function allowance(list: Allowance[]): Response {
    for (const a of list) {
      if (!a.AllowanceNumber || String(a.AllowanceNumber).length > 16) return reply(3001, 'AllowanceNumber 不可為空')
      if (allowances.has(a.AllowanceNumber)) return reply(3002, 'AllowanceNumber 已存在')
      for (const p of a.ProductItem ?? []) {
        const inv = issued.get(p.OriginalInvoiceNumber ?? '')
        if (!inv) return reply(3003, '原發票號碼不存在')
        if (p.Amount + p.Tax > inv.total) return reply(3004, '折讓金額超過可折讓額度')
      }
    }
    for (const a of list) allowances.set(a.AllowanceNumber!, { voided: false })
    return reply(0)
  }

  function cancelAllowance(list: Cancel[]): Response {
    for (const { CancelAllowanceNumber: n } of list)
      if (!allowances.get(n ?? '')) return reply(3003, '折讓單號碼不存在')
    for (const { CancelAllowanceNumber: n } of list) allowances.get(n!)!.voided = true
    return reply(0)
  }

  const handlers: Record<string, (d: never) => Response> = {
    '/json/f0401_custom': issue,
    '/json/f0501': cancel,
    '/json/g0401': allowance,
    '/json/g0501': cancelAllowance,
  }

  async function fetch(req: Request): Promise<Response> {
    requests++
    const path = new URL(req.url).pathname
    const handler = handlers[path]
    if (req.method !== 'POST' || !handler) return new Response('not found', { status: 404 })
    if (!req.headers.get('content-type')?.startsWith('application/x-www-form-urlencoded'))
      return reply(1, '請使用 application/x-www-form-urlencoded')
    const form = new URLSearchParams(await req.text())
    const [invoice, data, time, sign] = ['invoice', 'data', 'time', 'sign'].map((k) => form.get(k) ?? '')
    if (md5(`${data}${time}${appKey}`) !== sign) return reply(2, '簽章驗證失敗')
    if (Math.abs(Number(time) - Math.floor(now() / 1000)) > 60) return reply(3, '時間戳記誤差過大')
    if (invoice !== sellerId) return reply(4, '統一編號不存在')
    let body: unknown
    try {
      body = JSON.parse(data)
    } catch {
      return reply(1, 'data 不是 JSON')
    }
    const res = handler(body as never)
    if (((await res.clone().json()) as { code: number }).code === 0) accepted.push({ path, data: body })
    return res
  }

  let server = Bun.serve({ hostname: '127.0.0.1', port: 0, fetch })
  const port = server.port
  return {
    url: `http://127.0.0.1:${port}`,
    accepted,
    requests: () => requests,
    /** The internet goes away: nothing listens on the port. */
    down: () => server.stop(true),
    up: () => {
      server = Bun.serve({ hostname: '127.0.0.1', port, fetch })
    },
    stop: () => server.stop(true),
  }
}
