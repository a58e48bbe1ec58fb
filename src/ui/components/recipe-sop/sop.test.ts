import { describe, expect, it } from 'vitest'
import { ApiError } from '../../api/errors.ts'
import { cleanSteps, clock, parseEstimatedTime, sopState, type Sop } from './sop.ts'

describe('parseEstimatedTime', () => {
  it('reads blank as 0 and whole numbers of at least 1', () => {
    expect(parseEstimatedTime('')).toBe(0)
    expect(parseEstimatedTime(' 15 ')).toBe(15)
    expect(parseEstimatedTime('1')).toBe(1)
  })
  it('refuses 0, decimals, negatives and text', () => {
    for (const bad of ['0', '2.5', '-3', '十', '1e3']) expect(parseEstimatedTime(bad)).toBeNull()
  })
})

describe('sop helpers', () => {
  it('drops blank steps and blank optional parts', () => {
    expect(
      cleanSteps([
        { text: ' 燙麵 ', mandatory: true, guidance: '  ', timerSeconds: 0 },
        { text: '   ', mandatory: false },
        { text: '加湯', mandatory: false, guidance: '湯要滾', timerSeconds: 90 },
      ]),
    ).toEqual([
      { text: '燙麵', mandatory: true, guidance: null, timerSeconds: null },
      { text: '加湯', mandatory: false, guidance: '湯要滾', timerSeconds: 90 },
    ])
  })
  it('formats timers', () => {
    expect(clock(90)).toBe('1:30')
    expect(clock(5.2)).toBe('0:06')
    expect(clock(-1)).toBe('0:00')
  })
  it('treats 404 as no SOP even with an older answer cached', () => {
    const old = { id: 1 } as Sop
    const notFound = new ApiError(404, '', { code: 'SOP_NOT_FOUND' })
    expect(sopState({ data: old, error: notFound })).toBe('none')
    expect(sopState({ data: undefined, error: new ApiError(500, 'x', null) })).toBe('error')
    expect(sopState({ data: undefined, error: null })).toBe('loading')
    expect(sopState({ data: old, error: null })).toBe(old)
  })
})
