import { describe, expect, it } from 'vitest'
import { ApiError } from '../../api/errors.ts'
import { dinerPhase, orderFailure, parseDinerParams, type DinerSession, type DinerTable } from './diner.ts'
import { dinerQueries, dinerTableKey } from './queries.ts'

const params = { storeId: 1, tableId: 2, token: 'abc' }
const table = { id: 2, number: 'A2', seats: 4, storeId: 1, storeName: '店', hasActiveSession: true } as DinerTable
const session = { id: 9, tableId: 2, guestCount: 2, startedAt: '' } as DinerSession
const ok = <T>(data: T) => ({ data, error: null })
const err = (status: number, code = '') => ({ data: undefined, error: new ApiError(status, '', { code }) })
const loading = { data: undefined, error: null }

describe('diner link', () => {
  it('reads storeId|store, tableId|table and t', () => {
    expect(parseDinerParams('?store=1&table=2&t=abc')).toEqual(params)
    expect(parseDinerParams('storeId=1&tableId=2&t=abc')).toEqual(params)
    expect(parseDinerParams('?store=1')).toBeNull()
    expect(parseDinerParams('?store=x&table=2')).toBeNull()
    expect(parseDinerParams('?store=1&table=2')).toEqual({ storeId: 1, tableId: 2, token: '' })
  })

  it("keys every read of the table's link under one key, the link's token in it", () => {
    const q = dinerQueries(params)
    const table = dinerTableKey(params)
    for (const read of [q.table, q.session, q.orders]) expect(read.queryKey.slice(0, table.length)).toEqual(table)
    expect(q.menu.queryKey.slice(0, table.length)).not.toEqual(table)
    expect(dinerTableKey({ ...params, token: 'new' })).not.toEqual(table)
  })
})

describe('diner phase', () => {
  it('missing parameters are an invalid QR; an unknown table too', () => {
    expect(dinerPhase(null, loading, loading)).toBe('invalid')
    expect(dinerPhase(params, err(404), loading)).toBe('invalid')
  })

  it('a refused token asks to rescan, even with an older answer on screen', () => {
    expect(dinerPhase(params, err(403, 'QR_TOKEN_INVALID'), loading)).toBe('rescan')
    expect(dinerPhase(params, { ...ok(table), error: new ApiError(403, '', null) }, ok(session))).toBe('rescan')
  })

  it('no session blocks with 桌位未開桌; a session opens the menu', () => {
    expect(dinerPhase(params, ok(table), err(404, 'SESSION_NOT_OPEN'))).toBe('notOpen')
    expect(dinerPhase(params, ok(table), ok(session))).toBe('ordering')
    expect(dinerPhase(params, ok(table), { ...ok(session), error: new ApiError(404, '', null) })).toBe('notOpen')
    expect(dinerPhase(params, loading, loading)).toBe('loading')
  })

  it('network trouble keeps what is on screen', () => {
    expect(dinerPhase(params, ok(table), { ...ok(session), error: new Error('offline') })).toBe('ordering')
    expect(dinerPhase(params, { data: undefined, error: new Error('offline') }, loading)).toBe('error')
  })

  it('maps order failures', () => {
    expect(orderFailure(new ApiError(409, '', { code: 'NO_ACTIVE_SESSION' }))).toBe('notOpen')
    expect(orderFailure(new ApiError(403, '', { code: 'QR_TOKEN_INVALID' }))).toBe('rescan')
    expect(orderFailure(new ApiError(429, '', { code: 'RATE_LIMITED' }))).toBe('other')
  })
})
