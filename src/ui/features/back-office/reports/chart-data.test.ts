import { describe, expect, it } from 'vitest'
import { dollars, hourlySeries, paymentSeries } from './chart-data.ts'

describe('report chart data', () => {
  it('always has 24 hourly buckets, missing hours as zero', () => {
    const s = hourlySeries({ hourly: [{ hour: 12, revenue: '1234.50', count: 3 }] })
    expect(s.labels).toHaveLength(24)
    expect(s.labels[9]).toBe('09 時')
    expect(s.revenue[12]).toBe(1234.5)
    expect(s.revenue[11]).toBe(0)
    expect(s.counts[12]).toBe(3)
  })

  it('draws only methods that took money, with zh-TW labels', () => {
    const s = paymentSeries({
      paymentMethods: [
        { method: 'cash', count: 2, amount: '300.00', share: 60 },
        { method: 'apple_pay', count: 0, amount: '0.00', share: 0 },
        { method: 'line_pay', count: 1, amount: '200.00', share: 40 },
      ],
    })
    expect(s.labels).toEqual(['現金', 'LINE Pay'])
    expect(s.amounts).toEqual([300, 200])
    expect(dollars('bad')).toBe(0)
  })
})
