import { expect, test } from 'bun:test'
import { createHash } from 'node:crypto'
import { normalise, type CreateOrderInput } from './create'
import { requestHash } from './idempotency'

/** The hash earlier versions stored: JSON with its keys sorted at every level, undefined as null. */
function sortedJson(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(sortedJson).join(',')}]`
  if (v && typeof v === 'object') {
    return `{${Object.keys(v)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${sortedJson((v as Record<string, unknown>)[k])}`)
      .join(',')}}`
  }
  return JSON.stringify(v ?? null)
}
const earlierHash = (v: unknown) => createHash('sha256').update(sortedJson(v)).digest('hex')

const requests: CreateOrderInput[] = [
  { items: [{ menuItemId: 1, quantity: 1 }] },
  { tableId: null, items: [{ menuItemId: 3, quantity: 2, notes: ' 少冰 ' }], notes: '' },
  {
    tableId: 4,
    sessionId: 9,
    memberId: 2,
    orderType: 'dine_in',
    paymentMethod: 'cash',
    notes: '快一點',
    items: [
      {
        menuItemId: 1,
        quantity: 1,
        options: { size: { name: '大' }, spice: '小辣', addOns: ['珍珠', { name: '椰果' }, null] },
      },
      { menuItemId: 2, quantity: 3, options: { size: '中', addOns: null }, notes: null },
      { menuItemId: 5, quantity: 1, options: null },
    ],
    discounts: [
      { kind: 'percent', value: '10', reason: ' 熟客 ' } as never,
      { line: 1, kind: 'comp', reason: '招待', note: '老闆朋友' } as never,
    ],
    subtotal: '335.00',
    total: 335,
  },
  {
    orderType: 'qr_order',
    tableId: 7,
    items: [{ menuItemId: 8, quantity: 1, options: { spice: null } }],
    discounts: null,
  },
]

test(`an order request hashes as the sorted-key JSON earlier versions stored, so a retry across an upgrade still \
replays`, () => {
  for (const input of requests) {
    const n = normalise(input)
    expect(JSON.stringify(n)).toBe(sortedJson(n))
    expect(requestHash(n)).toBe(earlierHash(n))
  }
  // and what the hash covers still tells requests apart
  const hashes = new Set(requests.map((r) => requestHash(normalise(r))))
  expect(hashes.size).toBe(requests.length)
})
