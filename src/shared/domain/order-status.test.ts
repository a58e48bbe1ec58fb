import { describe, expect, test } from 'bun:test'
import {
  ORDER_STATUSES,
  checkAdminAdvance,
  checkCancel,
  checkKitchenMove,
  isOrderStatus,
  nextAdminStatus,
  type OrderStatus,
} from './order-status'

describe('admin single-step advance', () => {
  test('pending → confirmed → preparing → ready → completed', () => {
    const path: OrderStatus[] = ['pending', 'confirmed', 'preparing', 'ready', 'completed']
    for (let i = 0; i < path.length - 1; i++) {
      expect(nextAdminStatus(path[i])).toBe(path[i + 1])
      expect(checkAdminAdvance(path[i], path[i + 1])).toEqual({ ok: true })
    }
    expect(nextAdminStatus('served')).toBe('completed')
  })

  test('skipping, going back, or leaving a final state is refused naming both states', () => {
    expect(checkAdminAdvance('pending', 'ready')).toEqual({ ok: false, from: 'pending', to: 'ready' })
    expect(checkAdminAdvance('ready', 'preparing')).toEqual({ ok: false, from: 'ready', to: 'preparing' })
    expect(checkAdminAdvance('pending', 'pending').ok).toBe(false)
    expect(checkAdminAdvance('pending', 'cancelled').ok).toBe(false)
    for (const to of ORDER_STATUSES) {
      expect(checkAdminAdvance('completed', to).ok).toBe(false)
      expect(checkAdminAdvance('cancelled', to).ok).toBe(false)
    }
    expect(nextAdminStatus('completed')).toBeNull()
  })
})

describe('kitchen moves', () => {
  test('pending (or confirmed) → preparing → ready → served', () => {
    expect(checkKitchenMove('pending', 'preparing').ok).toBe(true)
    expect(checkKitchenMove('confirmed', 'preparing').ok).toBe(true)
    expect(checkKitchenMove('preparing', 'ready').ok).toBe(true)
    expect(checkKitchenMove('ready', 'served').ok).toBe(true)
  })

  test('anything else is refused', () => {
    expect(checkKitchenMove('pending', 'ready')).toEqual({ ok: false, from: 'pending', to: 'ready' })
    expect(checkKitchenMove('preparing', 'preparing').ok).toBe(false)
    expect(checkKitchenMove('cancelled', 'preparing').ok).toBe(false)
    expect(checkKitchenMove('completed', 'served').ok).toBe(false)
    expect(checkKitchenMove('pending', 'served').ok).toBe(false)
  })
})

describe('cancel', () => {
  test('allowed from every state that is not final', () => {
    for (const s of ['pending', 'confirmed', 'preparing', 'ready', 'served'] as const)
      expect(checkCancel(s).ok).toBe(true)
    expect(checkCancel('completed')).toEqual({ ok: false, from: 'completed', to: 'cancelled' })
    expect(checkCancel('cancelled').ok).toBe(false)
  })
})

test('isOrderStatus guards unknown values', () => {
  expect(isOrderStatus('ready')).toBe(true)
  expect(isOrderStatus('done')).toBe(false)
  expect(isOrderStatus(1)).toBe(false)
})
