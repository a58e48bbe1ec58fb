import { afterAll, afterEach, beforeAll, describe, expect, test } from 'bun:test'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, realpathSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { errorCatalog } from '../../src/shared/errors'
import { DEFAULT_PRINTER_DEVICES } from '../../src/shared/domain/server-paths'
import { createTestContext, type TestContext } from '../../src/server/testing/harness'
import { openPtyPair } from '../../src/devices/testing/pty-pair'
import { printerShop, type PrinterShop } from './printer-shop'
import { dbDigest } from './world'

/**
 * A manager names two paths on the server's disk: the 電子發票 upload folder and a USB or serial
 * printer's device. Neither may lead anywhere else: the folder stays inside <data>/einvoice (or
 * the owner's --einvoice-dir), a device matches the owner's start-time list (/dev/usb/lp*,
 * /dev/ttyUSB*, /dev/ttyACM*, /dev/ttyS*, /dev/serial/by-id/*), by its text and by what it links to.
 */

const SELLER = {
  mode: 'einvoice',
  sellerId: '04595257',
  sellerName: '好味小吃店',
  aesKey: 'FE05F029154F6AA67A78B338ED2F6601',
}
const outside = mkdtempSync(join(tmpdir(), 'pos-outside-'))
afterAll(() => rmSync(outside, { recursive: true, force: true }))

describe('電子發票 upload folder', () => {
  let ctx: TestContext
  let api: (method: string, path: string, body?: unknown) => ReturnType<TestContext['request']>
  let root: string
  beforeAll(async () => {
    ctx = createTestContext()
    const { manager, store } = await ctx.managerWithStore()
    api = (method, path, body) =>
      ctx.request(method, `/api/stores/${store.id}${path}`, { body, cookie: manager.cookie })
    root = ctx.config.einvoiceDir
    mkdirSync(root, { recursive: true })
    symlinkSync(outside, join(root, 'link-out'))
    expect(
      (await api('POST', '/einvoice/ranges', { period: '11512', track: 'AB', startNo: '12345600', endNo: '12345699' }))
        .status,
    ).toBe(201)
  })
  afterAll(() => ctx.close())

  const sell = async () => {
    const dish = await api('POST', '/menu', { name: `便當${crypto.randomUUID().slice(0, 4)}`, basePrice: '100.00' })
    const order = await api('POST', '/orders', {
      orderType: 'takeout',
      items: [{ menuItemId: dish.body.id, quantity: 1 }],
    })
    const paid = await api('POST', '/payments', {
      orderId: order.body.id,
      amount: order.body.total,
      paymentMethod: 'cash',
      invoice: { kind: 'none' },
    })
    expect(paid.status).toBe(201)
    ctx.services.einvoice.outbox.flush()
  }
  const filesIn = (dir: string) =>
    existsSync(join(dir, 'B2SSTORAGE/F0401/SRC')) ? readdirSync(join(dir, 'B2SSTORAGE/F0401/SRC')) : []

  test(`a folder outside <data>/einvoice, by its text, its \`..\` or a link, is a 422 in zh-TW that creates nothing \
and changes nothing`, async () => {
    const bad = [
      '/root/x/../y/etc',
      `${outside}/y/etc`,
      `${root}/../escape`,
      `${root}/a/../../escape`,
      `${root}-other/UpCast`,
      `${root}/link-out`,
      `${root}/link-out/UpCast`,
      `${root}/./UpCast`,
      `${root}//UpCast`,
      'relative/UpCast',
      '/etc',
      '/',
    ]
    for (const uploadDir of bad) {
      const before = dbDigest(ctx)
      const res = await api('PUT', '/einvoice/settings', { ...SELLER, uploadDir })
      expect([uploadDir, res.status, res.body.code]).toEqual([uploadDir, 422, 'EINVOICE_UPLOAD_DIR_INVALID'])
      expect(res.body.message).toContain(`上傳資料夾只能是 ${root} 或其中的子資料夾`)
      expect(dbDigest(ctx)).toBe(before)
    }
    await sell()
    expect([
      existsSync(join(outside, 'y')),
      existsSync(join(outside, 'UpCast')),
      existsSync(`${root}-other`),
      existsSync(join(root, '..', 'escape')),
    ]).toEqual([false, false, false, false])
  })

  test('100 bad folders at once: every one refused, nothing created', async () => {
    const before = dbDigest(ctx)
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        api('PUT', '/einvoice/settings', { ...SELLER, uploadDir: `${outside}/burst-${i}/../x${i}` }),
      ),
    )
    expect(new Set(answers.map((r) => `${r.status} ${r.body.code}`))).toEqual(
      new Set(['422 EINVOICE_UPLOAD_DIR_INVALID']),
    )
    expect(dbDigest(ctx)).toBe(before)
    expect(readdirSync(outside).filter((n) => n.startsWith('burst-') || n.startsWith('x'))).toEqual([])
  })

  test('given no folder, files go to <data>/einvoice; a folder inside it is taken and used', async () => {
    const set = await api('PUT', '/einvoice/settings', { ...SELLER, uploadDir: null })
    expect([set.status, set.body.uploadDir]).toEqual([200, root])
    const before = filesIn(root).length
    await sell()
    expect(filesIn(root).length).toBe(before + 1)
    const inside = join(root, 'store1', 'UpCast')
    expect((await api('PUT', '/einvoice/settings', { ...SELLER, uploadDir: inside })).body.uploadDir).toBe(inside)
    await sell()
    expect(filesIn(inside).length).toBe(1)
  })

  test(`a folder saved before the rule, outside <data>/einvoice, is never written to: the store writes to \
<data>/einvoice`, async () => {
    const old = join(outside, 'turnkey', 'UpCast')
    ctx.db.sqlite.query('UPDATE einvoice_settings SET upload_dir = ?').run(old)
    expect((await api('GET', '/einvoice/settings')).body.uploadDir).toBe(root)
    expect(ctx.services.einvoice.settings.ignoredFolders()).toEqual([{ storeId: expect.any(Number), uploadDir: old }])
    const before = filesIn(root).length
    await sell()
    expect(filesIn(root).length).toBe(before + 1)
    expect(existsSync(join(outside, 'turnkey'))).toBe(false)
    // Saving the settings again without a folder drops the old one.
    expect((await api('PUT', '/einvoice/settings', { mode: 'einvoice' })).status).toBe(200)
    expect(ctx.services.einvoice.settings.ignoredFolders()).toEqual([])
  })

  test(`the owner keeps an old folder by starting with it as --einvoice-dir: a folder saved inside it is \
used`, async () => {
    const old = join(outside, 'owner', 'UpCast')
    const owned = createTestContext({ config: { einvoiceDir: old } })
    try {
      const { manager, store } = await owned.managerWithStore()
      const res = await owned.request('PUT', `/api/stores/${store.id}/einvoice/settings`, {
        cookie: manager.cookie,
        body: { ...SELLER, uploadDir: old },
      })
      expect([res.status, res.body.uploadDir]).toEqual([200, old])
    } finally {
      owned.close()
    }
  })
})

describe('printer device paths', () => {
  let shop: PrinterShop | undefined
  afterEach(async () => {
    await shop?.close()
    shop = undefined
  })

  const HOSTILE = [
    '/dev/mem',
    '/dev/sda',
    '/etc/passwd',
    '/proc/sysrq-trigger',
    '/dev/null',
    '/dev/usb/../mem',
    '/dev/serial/by-id/../../sda',
    '/dev/usb/lp0/../../mem',
    '/dev/./ttyUSB0',
    '//dev/ttyUSB0',
    'dev/ttyUSB0',
    '/dev/ttyUSB0/',
    '/dev/tty',
    '/dev/console',
    '/dev/pts/0',
  ]

  test(`/dev/mem, /dev/sda, /etc/passwd, /proc/sysrq-trigger and climbing paths are a 422 in zh-TW on create and on \
edit, and change nothing`, async () => {
    shop = await printerShop()
    const s = shop
    const ok = await s.api('POST', '/printers', {
      name: '收據機',
      role: 'receipt',
      connection: 'usb',
      address: '/dev/usb/lp0',
    })
    expect(ok.status).toBe(201)
    for (const address of HOSTILE) {
      for (const connection of ['usb', 'serial']) {
        const before = dbDigest(s.ctx)
        const made = await s.api('POST', '/printers', { name: '越界', role: 'receipt', connection, address })
        const edited = await s.api('PATCH', `/printers/${ok.body.id}`, { connection, address })
        for (const res of [made, edited]) {
          expect([address, res.status, res.body.code]).toEqual([address, 422, 'PRINTER_DEVICE_NOT_ALLOWED'])
          expect(res.body.message).toBe(
            errorCatalog.PRINTER_DEVICE_NOT_ALLOWED.message.replace('{allowed}', DEFAULT_PRINTER_DEVICES.join('、')),
          )
        }
        expect(dbDigest(s.ctx)).toBe(before)
      }
    }
  })

  test('printer and serial devices are taken, plugged in or not', async () => {
    shop = await printerShop()
    for (const address of [
      '/dev/usb/lp0',
      '/dev/usb/lp3',
      '/dev/ttyUSB0',
      '/dev/ttyACM1',
      '/dev/ttyS0',
      '/dev/serial/by-id/usb-1a86_USB_Serial-if00-port0',
    ]) {
      expect([
        address,
        (await shop.api('POST', '/printers', { name: '收據機', role: 'receipt', connection: 'serial', address }))
          .status,
      ]).toEqual([address, 201])
    }
  })

  test('a burst of 100 bad device paths at once: every one a 422, no printer saved', async () => {
    shop = await printerShop()
    const s = shop
    const before = dbDigest(s.ctx)
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        s.api('POST', '/printers', {
          name: `越界${i}`,
          role: 'receipt',
          connection: i % 2 ? 'usb' : 'serial',
          address: HOSTILE[i % HOSTILE.length],
        }),
      ),
    )
    expect(new Set(answers.map((r) => r.status))).toEqual(new Set([422]))
    expect(dbDigest(s.ctx)).toBe(before)
  })

  describe('a link in an allowed folder that leads to a device outside the list', () => {
    let pty: Awaited<ReturnType<typeof openPtyPair>>
    beforeAll(async () => {
      pty = await openPtyPair()
    })
    afterAll(() => pty.close())
    // The pair's link is where the owner allowed links; the pseudo-terminal it leads to (/dev/pts/N) is not allowed.
    const links = [...DEFAULT_PRINTER_DEVICES, join(tmpdir(), 'pos-pty-*', 'ttyPOS*')]

    test(`is refused when saved, and a row saved before the list fails at print time: the device gets not one \
byte`, async () => {
      shop = await printerShop({ printerDevices: links })
      for (const connection of ['usb', 'serial']) {
        const res = await shop.api('POST', '/printers', {
          name: '錢櫃',
          role: 'receipt',
          connection,
          address: pty.device,
        })
        expect([res.status, res.body.code]).toEqual([422, 'PRINTER_DEVICE_NOT_ALLOWED'])
      }
      for (const connection of ['usb', 'serial'] as const) {
        const job = await shop.testPrint(shop.savedBefore({ connection, address: pty.device }))
        expect(job).toMatchObject({ status: 'failed', attempts: 1 })
        expect(job.lastError).toContain('不在允許的裝置清單內')
        expect(job.lastError).toContain(`${pty.device} → ${realpathSync(pty.device)}`)
      }
      expect(pty.bytes().length).toBe(0)
    })

    test(`the same printer prints once the owner allows /dev/pts/* at start (so the refusal above is the list, not \
the device)`, async () => {
      shop = await printerShop({ printerDevices: [...links, '/dev/pts/*'] })
      const res = await shop.api('POST', '/printers', {
        name: '收據機',
        role: 'receipt',
        connection: 'serial',
        address: pty.device,
      })
      expect(res.status).toBe(201)
      expect(await shop.testPrint(res.body.id)).toMatchObject({ status: 'done', lastError: null })
      expect((await pty.waitForBytes(1)).length).toBeGreaterThan(0)
    })
  })
})
