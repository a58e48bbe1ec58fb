import { afterEach, expect, test } from 'bun:test'
import { createTestContext, type TestContext } from '../../testing/harness'
import { menuFixture } from './test-fixtures'

let ctx: TestContext
afterEach(() => ctx?.close())

test(`a menu name the printers cannot print as text (堃, emoji) is answered with a zh-TW warning; a Big5 name has \
none`, async () => {
  ctx = createTestContext()
  const f = await menuFixture(ctx)
  const plain = await f.item({ name: '牛肉麵' })
  expect(plain.printWarnings).toEqual([])
  const kun = await f.item({ name: '堃哥炒飯😀' })
  expect(kun.printWarnings).toEqual(['「堃😀」不在印表機的 Big5 字集，收據與廚房單會把這一行印成圖形'])
  const renamed = await f.ok(f.api('PATCH', `/menu/${plain.id}`, { name: '喆記牛肉麵' }))
  expect(renamed.printWarnings).toEqual(['「喆」不在印表機的 Big5 字集，收據與廚房單會把這一行印成圖形'])
})
