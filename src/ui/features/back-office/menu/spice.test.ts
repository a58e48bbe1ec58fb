import { describe, expect, it } from 'vitest'
import { spicePreview } from './spice.ts'

describe('spicePreview', () => {
  it('shows two levels and counts the rest', () => {
    expect(spicePreview(['不辣', '小辣', '中辣', '大辣'])).toEqual({ shown: ['不辣', '小辣'], more: 2 })
    expect(spicePreview(['小辣'])).toEqual({ shown: ['小辣'], more: 0 })
    expect(spicePreview([])).toEqual({ shown: [], more: 0 })
  })
})
