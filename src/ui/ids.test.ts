import { describe, expect, it } from 'vitest'
import { newRequestId, uuidFromBytes } from './ids.ts'

const V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

describe('request ids', () => {
  it('gives distinct v4 UUIDs', () => {
    const ids = new Set(Array.from({ length: 50 }, newRequestId))
    expect(ids.size).toBe(50)
    for (const id of ids) expect(id).toMatch(V4)
  })

  it('builds a v4 UUID from random bytes where randomUUID is missing (plain http)', () => {
    expect(uuidFromBytes(new Uint8Array(16).fill(0xff))).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff')
    expect(uuidFromBytes(crypto.getRandomValues(new Uint8Array(16)))).toMatch(V4)
  })
})
