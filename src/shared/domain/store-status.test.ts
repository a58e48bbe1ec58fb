import { expect, test } from 'bun:test'
import { canChangeStoreStatus } from './store-status'

test('store status moves preparing → active → inactive → active only', () => {
  expect(canChangeStoreStatus('preparing', 'active')).toBe(true)
  expect(canChangeStoreStatus('active', 'inactive')).toBe(true)
  expect(canChangeStoreStatus('inactive', 'active')).toBe(true)
  expect(canChangeStoreStatus('preparing', 'inactive')).toBe(false)
  expect(canChangeStoreStatus('active', 'preparing')).toBe(false)
  expect(canChangeStoreStatus('inactive', 'preparing')).toBe(false)
  expect(canChangeStoreStatus('active', 'active')).toBe(false)
})
