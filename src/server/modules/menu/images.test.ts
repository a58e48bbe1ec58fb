import { afterEach, describe, expect, test } from 'bun:test'
import { createTestContext, type TestContext } from '../../testing/harness'
import { expectError, menuFixture } from './test-fixtures'

let ctx: TestContext
afterEach(() => ctx?.close())

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
const JPEG = [0xff, 0xd8, 0xff, 0xe0]
const WEBP = [...Buffer.from('RIFF'), 0, 0, 0, 0, ...Buffer.from('WEBPVP8 ')]
const bytes = (head: number[], size = 64) =>
  Buffer.concat([Buffer.from(head), Buffer.alloc(Math.max(0, size - head.length), 7)])
const dataUrl = (mime: string, buf: Buffer) => `data:${mime};base64,${buf.toString('base64')}`
const upload = (mime: string, buf: Buffer, dataMime = mime) => ({ imageData: dataUrl(dataMime, buf), mimeType: mime })

describe('menu images', () => {
  test('JPEG, PNG and WEBP upload; the first is primary; bytes are served publicly with caching', async () => {
    ctx = createTestContext()
    const f = await menuFixture(ctx)
    const item = await f.item()
    const path = `/menu/${item.id}/images`
    const first = await f.ok(f.api('POST', path, upload('image/png', bytes(PNG))), 201)
    expect(first).toMatchObject({
      isPrimary: true,
      mimeType: 'image/png',
      sizeBytes: 64,
      url: `/api/menu-images/${first.id}`,
      message: '圖片已上傳',
    })
    // spec part 2 §3 reads imageData and puts it in <img src>: the URL serving the bytes
    expect(first.imageData).toBe(`/api/menu-images/${first.id}`)
    const second = await f.ok(f.api('POST', path, upload('image/jpg', bytes(JPEG))), 201)
    expect(second).toMatchObject({ isPrimary: false, mimeType: 'image/jpeg' })
    await f.ok(f.api('POST', path, upload('image/webp', bytes(WEBP))), 201)

    const menu = await f.ok(f.api('GET', `/menu/${item.id}`))
    const served = { imageData: `/api/menu-images/${first.id}`, url: `/api/menu-images/${first.id}` }
    expect(menu.primaryImage).toEqual({ id: first.id, ...served, mimeType: 'image/png', isPrimary: true })
    expect(JSON.stringify(await f.ok(f.api('GET', '/menu')))).not.toContain('base64')
    const list = await f.ok(f.api('GET', path))
    expect(
      list.map((i: { imageData: string; mimeType: string; isPrimary: boolean }) => [
        i.imageData,
        i.mimeType,
        i.isPrimary,
      ]),
    ).toEqual([
      [served.imageData, 'image/png', true],
      [`/api/menu-images/${second.id}`, 'image/jpeg', false],
      [expect.any(String), 'image/webp', false],
    ])

    // each list entry's imageData fetches that image's own bytes with its own content-type
    const jpeg = await ctx.app.handle(new Request(`http://localhost${list[1].imageData}`))
    expect([jpeg.status, jpeg.headers.get('content-type')]).toEqual([200, 'image/jpeg'])
    expect(Buffer.from(await jpeg.arrayBuffer())).toEqual(bytes(JPEG))

    const res = await ctx.app.handle(new Request(`http://localhost/api/menu-images/${first.id}`))
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/png')
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400')
    const etag = res.headers.get('etag')!
    expect(etag).toBeTruthy()
    expect(Buffer.from(await res.arrayBuffer())).toEqual(bytes(PNG))
    const again = await ctx.app.handle(
      new Request(`http://localhost/api/menu-images/${first.id}`, { headers: { 'if-none-match': etag } }),
    )
    expect(again.status).toBe(304)
    expect((await ctx.request('GET', '/api/menu-images/9999')).status).toBe(404)
  })

  test('set primary, delete; deleting the primary promotes the oldest remaining', async () => {
    ctx = createTestContext()
    const f = await menuFixture(ctx)
    const item = await f.item()
    const path = `/menu/${item.id}/images`
    const a = await f.ok(f.api('POST', path, upload('image/png', bytes(PNG))), 201)
    const b = await f.ok(f.api('POST', path, upload('image/png', bytes(PNG))), 201)
    const c = await f.ok(f.api('POST', path, upload('image/png', bytes(PNG))), 201)
    const set = await f.ok(f.api('PATCH', `${path}/${c.id}`, { isPrimary: true }))
    expect(set.images.map((i: { id: number; isPrimary: boolean }) => [i.id, i.isPrimary])).toEqual([
      [a.id, false],
      [b.id, false],
      [c.id, true],
    ])
    expect(await f.ok(f.api('DELETE', `${path}/${c.id}`))).toEqual({ success: true, message: '圖片已刪除' })
    const list = await f.ok(f.api('GET', path))
    expect(list.map((i: { id: number; isPrimary: boolean }) => [i.id, i.isPrimary])).toEqual([
      [a.id, true],
      [b.id, false],
    ])
    expectError(await f.api('DELETE', `${path}/${c.id}`), 404, 'IMAGE_NOT_FOUND')
  })

  test('refuses other types, forged contents and files over 500 KB with the spec messages', async () => {
    ctx = createTestContext()
    const f = await menuFixture(ctx)
    const item = await f.item()
    const path = `/menu/${item.id}/images`
    const gif = await f.api('POST', path, upload('image/gif', Buffer.from('GIF89a.....')))
    expectError(gif, 415, 'IMAGE_TYPE_UNSUPPORTED')
    expect(gif.body.message).toContain('僅支援 JPG、PNG、WEBP 格式')
    // a declared PNG whose bytes are a GIF, a JPEG declared as PNG, a text file dressed as WEBP
    expectError(
      await f.api('POST', path, upload('image/png', Buffer.from('GIF89a.....'))),
      415,
      'IMAGE_CONTENT_MISMATCH',
    )
    expectError(await f.api('POST', path, upload('image/png', bytes(JPEG))), 415, 'IMAGE_CONTENT_MISMATCH')
    expectError(
      await f.api('POST', path, upload('image/webp', Buffer.from('RIFF....AVI LIST'))),
      415,
      'IMAGE_CONTENT_MISMATCH',
    )
    // data URL and mimeType disagree
    expectError(
      await f.api('POST', path, upload('image/png', bytes(PNG), 'image/svg+xml')),
      415,
      'IMAGE_TYPE_UNSUPPORTED',
    )
    expectError(
      await f.api('POST', path, { imageData: 'not a data url', mimeType: 'image/png' }),
      422,
      'IMAGE_DATA_INVALID',
    )
    expectError(
      await f.api('POST', path, { imageData: 'data:image/png;base64,@@@@', mimeType: 'image/png' }),
      422,
      'IMAGE_DATA_INVALID',
    )

    const big = await f.api('POST', path, upload('image/jpeg', bytes(JPEG, 500 * 1024 + 1)))
    expectError(big, 413, 'IMAGE_TOO_LARGE')
    expect(big.body.message).toContain('圖片大小不能超過 500KB')
    await f.ok(f.api('POST', path, upload('image/jpeg', bytes(JPEG, 500 * 1024))), 201) // exactly the limit is fine
    expect(await f.ok(f.api('GET', path))).toHaveLength(1)
  })

  test("managers only; another store's item or image is 404; item must exist", async () => {
    ctx = createTestContext()
    const f = await menuFixture(ctx)
    const staff = await ctx.staff(f.manager.cookie)
    const item = await f.item()
    const img = await f.ok(f.api('POST', `/menu/${item.id}/images`, upload('image/png', bytes(PNG))), 201)
    expectError(
      await f.api('POST', `/menu/${item.id}/images`, upload('image/png', bytes(PNG)), staff.cookie),
      403,
      'MANAGER_ONLY',
    )
    expectError(
      await f.api('DELETE', `/menu/${item.id}/images/${img.id}`, undefined, staff.cookie),
      403,
      'MANAGER_ONLY',
    )
    expect(await f.ok(f.api('GET', `/menu/${item.id}/images`, undefined, staff.cookie))).toHaveLength(1)
    expectError(await f.api('POST', '/menu/9999/images', upload('image/png', bytes(PNG))), 404, 'MENU_ITEM_NOT_FOUND')

    const other = await f.ok(
      ctx.request('POST', '/api/stores', { cookie: f.manager.cookie, body: { name: '二店', code: 'S2' } }),
      201,
    )
    const theirs = await f.ok(
      f.api('POST', '/menu', { name: '他店', basePrice: '10' }, f.manager.cookie, other.id),
      201,
    )
    expectError(
      await f.api('GET', `/menu/${item.id}/images`, undefined, f.manager.cookie, other.id),
      404,
      'MENU_ITEM_NOT_FOUND',
    )
    expectError(
      await f.api('DELETE', `/menu/${theirs.id}/images/${img.id}`, undefined, f.manager.cookie, other.id),
      404,
      'IMAGE_NOT_FOUND',
    )
    expectError(
      await f.api('PATCH', `/menu/${theirs.id}/images/${img.id}`, { isPrimary: true }, f.manager.cookie, other.id),
      404,
      'IMAGE_NOT_FOUND',
    )
  })
})
