import { describe, expect, test } from 'bun:test'
import { isOrderPaid, ownBalance, payable, settles } from './order-payment'

const bill = (total: number, paid: number) => ({ total, paid, outstanding: total - paid })

describe('a payment that names an order', () => {
  test('a takeout order is its own bill: whole amount payable, paying it settles the bill', () => {
    const scope = { bill: ownBalance({ total: 33500, status: 'pending' }, 0), order: null }
    expect(payable(scope).outstanding).toBe(33500)
    expect(settles(scope, 33500)).toBe('bill')
    expect(settles(scope, 10000)).toBeNull()
  })

  test('an order at a table: never more than it owes itself, settles only itself unless the bill is done', () => {
    // Table bill 500 with 100 paid; the named order is 200 with 50 paid naming it.
    const scope = { bill: bill(50000, 10000), order: ownBalance({ total: 20000, status: 'pending' }, 5000) }
    expect(payable(scope).outstanding).toBe(15000)
    expect(settles(scope, 15000)).toBe('order')
    expect(settles(scope, 14999)).toBeNull()
    // The rest of the bill paid already: the order's payment finishes the whole bill.
    const last = { bill: bill(50000, 45000), order: ownBalance({ total: 20000, status: 'pending' }, 0) }
    expect(payable(last).outstanding).toBe(5000)
    expect(settles(last, 5000)).toBe('bill')
  })

  test('an order already paid takes no second payment', () => {
    expect(isOrderPaid({ paymentStatus: 'paid' }, ownBalance({ total: 100, status: 'pending' }, 0))).toBe(true)
    expect(isOrderPaid({ paymentStatus: 'unpaid' }, ownBalance({ total: 100, status: 'pending' }, 100))).toBe(true)
    expect(isOrderPaid({ paymentStatus: 'unpaid' }, ownBalance({ total: 100, status: 'pending' }, 99))).toBe(false)
    // A cancelled order owes nothing but was never paid; the cancel check answers it.
    expect(isOrderPaid({ paymentStatus: 'unpaid' }, ownBalance({ total: 100, status: 'cancelled' }, 0))).toBe(false)
  })
})
