import { describe, expect, test } from 'bun:test'
import {
  canClear,
  cashChange,
  checkPaymentAmount,
  hasPaymentToward,
  isValidGuestCount,
  planStatusChange,
  sessionBalance,
} from './table-session'

describe('session balance', () => {
  test('outstanding = non-cancelled order totals − payments', () => {
    const b = sessionBalance(
      [
        { total: 33000, status: 'completed' },
        { total: 5000, status: 'cancelled' },
        { total: 11000, status: 'pending' },
      ],
      [{ amount: 20000 }, { amount: 4000 }],
    )
    expect(b).toEqual({ total: 44000, paid: 24000, outstanding: 20000 })
    expect(canClear(b)).toBe(false)
  })

  test('clearing is allowed at zero and when overpaid (a cancelled order after payment)', () => {
    expect(canClear(sessionBalance([], []))).toBe(true)
    const over = sessionBalance([{ total: 1000, status: 'cancelled' }], [{ amount: 1000 }])
    expect(over.outstanding).toBe(-1000)
    expect(canClear(over)).toBe(true)
  })
})

describe('payments', () => {
  test('amount must be > 0 and no more than what is owed', () => {
    expect(checkPaymentAmount(1000, 1000)).toEqual({ ok: true })
    expect(checkPaymentAmount(1, 1000)).toEqual({ ok: true })
    expect(checkPaymentAmount(0, 1000)).toEqual({ ok: false, reason: 'not_positive' })
    expect(checkPaymentAmount(-5, 1000)).toEqual({ ok: false, reason: 'not_positive' })
    expect(checkPaymentAmount(1001, 1000)).toEqual({ ok: false, reason: 'exceeds' })
    expect(checkPaymentAmount(100, 0)).toEqual({ ok: false, reason: 'nothing_due' })
  })

  test('cash change is tendered − amount', () => {
    expect(cashChange(33000, 50000)).toBe(17000)
    expect(cashChange(33000, null)).toBeNull()
  })
})

describe('guest count', () => {
  test('whole numbers from 1 to 99', () => {
    expect(isValidGuestCount(1)).toBe(true)
    expect(isValidGuestCount(99)).toBe(true)
    for (const bad of [0, 100, 2.5, -1]) expect(isValidGuestCount(bad)).toBe(false)
  })
})

describe('setting a table status by hand', () => {
  const free = { status: 'available' as const, hasOpenSession: false, outstanding: 0 }
  const seated = { status: 'occupied' as const, hasOpenSession: true, outstanding: 0 }

  test('without a session: occupied opens one, others are plain sets', () => {
    expect(planStatusChange(free, 'occupied')).toEqual({ kind: 'open' })
    expect(planStatusChange(free, 'reserved')).toEqual({ kind: 'set' })
    expect(planStatusChange(free, 'available')).toEqual({ kind: 'unchanged' })
    expect(planStatusChange({ ...free, status: 'cleaning' }, 'available')).toEqual({ kind: 'set' })
  })

  test('with a session: available clears it unless money is owed; reserved and cleaning are refused', () => {
    expect(planStatusChange(seated, 'available')).toEqual({ kind: 'clear' })
    expect(planStatusChange({ ...seated, outstanding: 1 }, 'available')).toEqual({
      kind: 'refuse',
      reason: 'has_balance',
    })
    expect(planStatusChange(seated, 'reserved')).toEqual({ kind: 'refuse', reason: 'in_use' })
    expect(planStatusChange(seated, 'cleaning')).toEqual({ kind: 'refuse', reason: 'in_use' })
    expect(planStatusChange(seated, 'occupied')).toEqual({ kind: 'unchanged' })
  })
})

describe('money taken toward an order (it cannot be cancelled before a refund)', () => {
  const unpaid = { total: 10_000, paymentStatus: 'unpaid' }
  test('takeout: any payment naming it', () => {
    expect(hasPaymentToward(unpaid, 0, null)).toBe(false)
    expect(hasPaymentToward(unpaid, 1, null)).toBe(true)
    expect(hasPaymentToward({ ...unpaid, paymentStatus: 'paid' }, 0, null)).toBe(true)
  })
  test('at a table: the payments must still be covered by the bill without it', () => {
    const bill = (paid: number) =>
      sessionBalance(
        [
          { total: 10_000, status: 'served' },
          { total: 5_000, status: 'served' },
        ],
        [{ amount: paid }],
      )
    expect(hasPaymentToward(unpaid, 0, bill(0))).toBe(false)
    expect(hasPaymentToward(unpaid, 0, bill(5_000))).toBe(false) // the other order still covers what was paid
    expect(hasPaymentToward(unpaid, 0, bill(5_001))).toBe(true)
    expect(hasPaymentToward({ total: 5_000, paymentStatus: 'unpaid' }, 0, bill(10_000))).toBe(false)
    expect(hasPaymentToward({ total: 5_000, paymentStatus: 'unpaid' }, 0, bill(10_001))).toBe(true)
    expect(hasPaymentToward(unpaid, 300, bill(300))).toBe(true) // a split bill: this guest paid for this order
  })
})
