import { afterEach, expect, test } from 'bun:test'
import { spawnSync } from 'node:child_process'
import { statSync } from 'node:fs'
import { join } from 'node:path'
import { ConfigError, loadConfig } from '../../config'
import { createTestContext } from '../../testing/harness'
import { invoicingShop } from './test-fixtures'
import { DIR_MODE, FILE_MODE } from './folder-access'

/** The current account's own group: the one group a test may hand files to without root. */
const gid = process.getgid!()
const groupName = spawnSync('getent', ['group', String(gid)], { encoding: 'utf8' }).stdout.split(':')[0]

let shop: Awaited<ReturnType<typeof invoicingShop>> | undefined
afterEach(() => {
  shop?.ctx.close()
  shop = undefined
})

test('--einvoice-group or POS_EINVOICE_GROUP names the group by name or number; an unknown one stops the start', () => {
  expect(groupName).toMatch(/^[\w.-]+$/)
  expect(loadConfig([], {})!.einvoiceGroup).toBeNull()
  expect(loadConfig(['--einvoice-group', groupName], {})!.einvoiceGroup).toEqual({ name: groupName, gid })
  expect(loadConfig([], { POS_EINVOICE_GROUP: String(gid) })!.einvoiceGroup).toEqual({ name: String(gid), gid })
  expect(() => loadConfig(['--einvoice-group', 'no-such-group-pos'], {})).toThrow(ConfigError)
  expect(() => loadConfig(['--einvoice-group', 'a;b'], {})).toThrow(ConfigError)
})

const modeOf = (path: string) => statSync(path).mode & 0o7777

test('with a group set, the upload folders (2770) and every message file (0640) belong to that group', async () => {
  const ctx = createTestContext({ config: { einvoiceGroup: { name: groupName, gid } } })
  shop = await invoicingShop({ ctx })
  const s = shop
  expect((await s.pay(await s.takeout(), { kind: 'mobile', carrier: '/ABC1234' })).status).toBe(201)
  s.flush()
  const [file] = s.files('F0401')
  const src = join(s.uploadDir, 'B2SSTORAGE/F0401/SRC')
  const folders = [ctx.config.einvoiceDir, s.uploadDir, join(s.uploadDir, 'B2SSTORAGE'), join(src, '..'), src]
  expect(folders.map((d) => [modeOf(d).toString(8), statSync(d).gid])).toEqual(
    folders.map(() => [DIR_MODE.toString(8), gid]),
  )
  expect([modeOf(join(src, file.name)).toString(8), statSync(join(src, file.name)).gid]).toEqual([
    FILE_MODE.toString(8),
    gid,
  ])
})

test('without one, files keep the usual mode of the POS account (no group change)', async () => {
  shop = await invoicingShop()
  const s = shop
  expect((await s.pay(await s.takeout(), { kind: 'mobile', carrier: '/ABC1234' })).status).toBe(201)
  s.flush()
  const [file] = s.files('F0401')
  expect(modeOf(join(s.uploadDir, 'B2SSTORAGE/F0401/SRC', file.name))).not.toBe(FILE_MODE)
})
