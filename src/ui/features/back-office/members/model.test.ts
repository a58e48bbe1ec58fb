import { describe, expect, it } from 'vitest'
import { memberFilters, memberPatchBody, newMemberBody, parseWholeNumber } from './model.ts'

describe('member forms', () => {
  it('omits an empty email and defaults tier and points', () => {
    expect(newMemberBody({ name: ' 王小明 ', phone: '0912-345-678', email: ' ', tier: 'regular', points: '' })).toEqual(
      {
        name: '王小明',
        phone: '0912-345-678',
        tier: 'regular',
        points: 0,
      },
    )
    expect(newMemberBody({ name: 'a', phone: '1', email: 'a@b.tw', tier: 'vip', points: '120' })).toMatchObject({
      email: 'a@b.tw',
      points: 120,
    })
  })

  it('clears an emptied email on edit', () => {
    expect(memberPatchBody({ name: 'a', phone: '1', email: '', tier: 'gold', points: '0' }).email).toBeNull()
  })

  it('accepts only whole numbers for points', () => {
    expect(parseWholeNumber('-50')).toBe(-50)
    expect(parseWholeNumber('1.5')).toBeNull()
    expect(parseWholeNumber('abc')).toBeNull()
    expect(parseWholeNumber('')).toBe(0)
  })

  it('filters the list by search and tier, leaving "all" out', () => {
    expect(memberFilters(' ', 'all')).toEqual({ search: undefined, tier: undefined })
    expect(memberFilters(' 09 ', 'vip')).toEqual({ search: '09', tier: 'vip' })
  })
})
