import { describe, expect, test } from 'vitest'
import { sellerIdProblem } from './EinvoiceSettingsSection.tsx'

describe('seller 統編 checked as typed', () => {
  test(`valid numbers (incl. the 7th-digit-7 rule) and empty pass; a wrong checksum or length shows the zh-TW \
message`, () => {
    for (const ok of ['', '04595257', '10458575', ' 04595257 ']) expect(sellerIdProblem(ok)).toBeNull()
    for (const bad of ['04595258', '1234567', 'ABCDEFGH'])
      expect(sellerIdProblem(bad)).toBe('賣方統一編號錯誤：須為 8 位數字且通過檢查碼')
  })
})
