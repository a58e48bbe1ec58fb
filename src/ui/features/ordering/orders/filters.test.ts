import { describe, expect, it } from 'vitest'
import type { Order } from '../../../../shared/api/front-of-house.ts'
import { ALL, filterOrders, lineText, ordersCsv, TAKEOUT } from './filters.ts'

const order = (over: Partial<Order>): Order => ({
  id: 1,
  orderNumber: '20261122-001',
  storeId: 1,
  tableId: 3,
  tableNumber: 'A-03',
  sessionId: 7,
  memberId: null,
  staffId: 1,
  orderType: 'dine_in',
  status: 'pending',
  paymentMethod: 'cash',
  paymentStatus: 'unpaid',
  tenders: [],
  subtotal: '200.00',
  serviceFee: '20.00',
  discount: '0.00',
  total: '220.00',
  notes: null,
  cancelReason: null,
  items: [
    {
      id: 1,
      menuItemId: 1,
      name: '牛肉麵',
      quantity: 2,
      basePrice: '100.00',
      unitPrice: '100.00',
      subtotal: '200.00',
      options: {
        size: { name: '大碗', price: '100.00' },
        spice: '小辣',
        addOns: [{ name: '加麵', price: '0.00' }],
        groups: [],
        parts: [],
      },
      categoryId: 1,
      notes: null,
      voided: false,
      voidReason: null,
      voidNote: null,
      refundedQuantity: 0,
    },
  ],
  refunded: '0.00',
  costData: { totalCost: '0.00' },
  discounts: [],
  confirmedAt: null,
  preparingAt: null,
  readyAt: null,
  servedAt: null,
  completedAt: null,
  cancelledAt: null,
  createdAt: '2026-11-22T04:05:06.000Z',
  updatedAt: '2026-11-22T04:05:06.000Z',
  ...over,
})

const orders = [
  order({ id: 1 }),
  order({ id: 2, orderNumber: '20261122-002', status: 'completed', total: '100.50' }),
  order({
    id: 3,
    orderNumber: '20261122-003',
    tableId: null,
    tableNumber: null,
    orderType: 'takeout',
    status: 'cancelled',
    total: '80.00',
  }),
  order({ id: 4, orderNumber: '20261122-014', tableId: 5, tableNumber: 'B-01', status: 'preparing' }),
]
const all = { search: '', status: ALL, table: ALL }

describe('filterOrders', () => {
  it('searches order number or table number, case-insensitively', () => {
    expect(filterOrders(orders, { ...all, search: '014' }).map((o) => o.id)).toEqual([4])
    expect(filterOrders(orders, { ...all, search: 'b-0' }).map((o) => o.id)).toEqual([4])
    expect(filterOrders(orders, { ...all, search: '  ' })).toHaveLength(4)
  })

  it('filters by status and by table or takeout', () => {
    expect(filterOrders(orders, { ...all, status: 'completed' }).map((o) => o.id)).toEqual([2])
    expect(filterOrders(orders, { ...all, table: TAKEOUT }).map((o) => o.id)).toEqual([3])
    expect(filterOrders(orders, { ...all, table: '3' }).map((o) => o.id)).toEqual([1, 2])
  })
})

describe('ordersCsv', () => {
  it('starts with a BOM, has a zh-TW header and one row per order with Taipei time', () => {
    const csv = ordersCsv([orders[0]!, orders[2]!])
    expect(csv.startsWith('\uFEFF訂單編號,建立時間,桌號')).toBe(true)
    const rows = csv.trim().split('\r\n')
    expect(rows).toHaveLength(3)
    expect(rows[1]).toBe(
      '20261122-001,2026-11-22 12:05:06,A-03,內用,待確認,未付款,現金,200.00,20.00,0.00,220.00,牛肉麵（大碗、小辣、+加麵） ×2',
    )
    expect(rows[2]).toContain(',外帶,外帶,已取消,')
  })

  it('describes a line with its options', () => {
    expect(lineText(orders[0]!.items[0]!)).toBe('牛肉麵（大碗、小辣、+加麵） ×2')
    const line = orders[0]!.items[0]!
    const groups = [
      { groupId: 1, name: '甜度', choices: [{ name: '半糖', price: '0.00' }] },
      { groupId: 2, name: '冰塊', choices: [{ name: '少冰', price: '0.00' }] },
      { groupId: 3, name: '加料', choices: [{ name: '珍珠', price: '10.00' }] },
    ]
    const tea = {
      ...line,
      name: '珍珠奶茶',
      quantity: 1,
      options: { size: null, spice: null, addOns: [], groups, parts: [] },
    }
    expect(lineText(tea)).toBe('珍珠奶茶（半糖少冰 加珍珠） ×1')
  })
})
