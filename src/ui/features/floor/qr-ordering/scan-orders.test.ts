import { describe, expect, it } from 'vitest'
import type { Order } from '../../../../shared/api/front-of-house.ts'
import { latestScanOrders, needsMoreScans, RECENT_SCAN_ORDERS, SCAN_LOOKBACK, scanStatusLabel } from './scan-orders.ts'

const order = (id: number, orderType: Order['orderType'], minute: number) =>
  ({ id, orderType, createdAt: new Date(Date.UTC(2026, 10, 22, 4, minute)).toISOString() }) as Order

describe('latestScanOrders', () => {
  it('keeps only QR orders, newest first, at most 5', () => {
    const list = [
      order(1, 'qr_order', 1),
      order(2, 'dine_in', 9),
      ...[3, 4, 5, 6, 7].map((id) => order(id, 'qr_order', id)),
      order(8, 'takeout', 30),
    ]
    expect(latestScanOrders(list).map((o) => o.id)).toEqual([7, 6, 5, 4, 3])
  })
})

describe('scanStatusLabel', () => {
  it('uses the scan-record words and falls back to the order labels', () => {
    expect(scanStatusLabel('pending')).toBe('點餐中')
    expect(scanStatusLabel('preparing')).toBe('製作中')
    expect(scanStatusLabel('completed')).toBe('已完成')
    expect(scanStatusLabel('ready')).toBe('已完成')
    expect(scanStatusLabel('weird')).toBe('weird')
  })
})

describe('needsMoreScans', () => {
  it('reads another page while fewer than 5 QR orders are found, the server has more, and the look-back allows', () => {
    expect(needsMoreScans(2, 50, true)).toBe(true)
    expect(needsMoreScans(RECENT_SCAN_ORDERS, 50, true)).toBe(false) // enough
    expect(needsMoreScans(2, 50, false)).toBe(false) // the last page
    expect(needsMoreScans(0, SCAN_LOOKBACK, true)).toBe(false) // looked far enough back
  })
})
