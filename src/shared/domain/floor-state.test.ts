import { describe, expect, test } from 'bun:test'
import { floorState, type FloorTableFacts } from './floor-state'

const seated: FloorTableFacts = { status: 'occupied', sessionId: 7, latestOrderStatus: null, total: 0, outstanding: 0 }

describe('floorState', () => {
  test('a table without a session is empty, reserved or being cleaned', () => {
    const free = { ...seated, sessionId: null, status: 'available' as const }
    expect(floorState(free)).toBe('empty')
    expect(floorState({ ...free, status: 'reserved' })).toBe('reserved')
    expect(floorState({ ...free, status: 'cleaning' })).toBe('cleaning')
  })

  test('a seated table follows its latest round through the kitchen', () => {
    expect(floorState(seated)).toBe('seated')
    const owing = { ...seated, total: 50_000, outstanding: 50_000 }
    expect(floorState({ ...owing, latestOrderStatus: 'pending' })).toBe('ordered')
    expect(floorState({ ...owing, latestOrderStatus: 'confirmed' })).toBe('ordered')
    expect(floorState({ ...owing, latestOrderStatus: 'preparing' })).toBe('cooking')
    expect(floorState({ ...owing, latestOrderStatus: 'ready' })).toBe('ready')
    expect(floorState({ ...owing, latestOrderStatus: 'served' })).toBe('served')
  })

  test('a check paid in full reads paid whatever the kitchen says; a part payment does not', () => {
    expect(floorState({ ...seated, latestOrderStatus: 'preparing', total: 50_000, outstanding: 0 })).toBe('paid')
    expect(floorState({ ...seated, latestOrderStatus: 'preparing', total: 50_000, outstanding: 100 })).toBe('cooking')
  })
})
