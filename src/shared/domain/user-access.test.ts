import { expect, test } from 'bun:test'
import { canManageUser, foreignStores, type AccessUser } from './user-access'

const owner: AccessUser = { id: 1, role: 'manager', isOwner: true, storeIds: [] }
const managerA: AccessUser = { id: 2, role: 'manager', isOwner: false, storeIds: [10] }
const managerAB: AccessUser = { id: 3, role: 'manager', isOwner: false, storeIds: [10, 20] }
const staffA: AccessUser = { id: 4, role: 'staff', isOwner: false, storeIds: [10] }
const staffAB: AccessUser = { id: 5, role: 'staff', isOwner: false, storeIds: [10, 20] }
const nobody: AccessUser = { id: 6, role: 'staff', isOwner: false, storeIds: [] }

test('the owner manages everyone, including other owners', () => {
  for (const u of [managerA, managerAB, staffA, staffAB, nobody, { ...owner, id: 9 }])
    expect(canManageUser(owner, u)).toBe(true)
})

test('a manager manages non-owners wholly inside their stores, never an owner or another store’s people', () => {
  expect(canManageUser(managerA, staffA)).toBe(true)
  expect(canManageUser(managerA, nobody)).toBe(true)
  expect(canManageUser(managerA, staffAB)).toBe(false)
  expect(canManageUser(managerA, managerAB)).toBe(false)
  expect(canManageUser(managerAB, managerA)).toBe(true)
  expect(canManageUser(managerAB, owner)).toBe(false)
  expect(canManageUser(managerA, { ...owner, storeIds: [10] })).toBe(false)
})

test('staff manage only themselves', () => {
  expect(canManageUser(staffA, staffA)).toBe(true)
  expect(canManageUser(staffA, nobody)).toBe(false)
  expect(canManageUser(staffAB, staffA)).toBe(false)
})

test('a manager hands out only their own stores; the owner any', () => {
  expect(foreignStores(managerA, [10, 20, 30])).toEqual([20, 30])
  expect(foreignStores(managerAB, [10, 20])).toEqual([])
  expect(foreignStores(owner, [10, 20, 30])).toEqual([])
})
