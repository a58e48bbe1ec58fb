import { afterAll, expect, test } from 'bun:test'
import { mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ConfigError, loadConfig } from '../../config'
import { createUploadFolder } from './upload-folder'

const dir = mkdtempSync(join(tmpdir(), 'pos-upload-folder-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

test('the folder is <data>/einvoice unless the owner names one with --einvoice-dir or POS_EINVOICE_DIR', () => {
  expect(loadConfig(['--data', '/var/lib/pos'], {})!.einvoiceDir).toBe('/var/lib/pos/einvoice')
  expect(loadConfig(['--data', '/var/lib/pos'], { POS_EINVOICE_DIR: '/srv/turnkey/UpCast' })!.einvoiceDir).toBe(
    '/srv/turnkey/UpCast',
  )
  expect(loadConfig(['--einvoice-dir', '/srv/a/../b/UpCast'], { POS_EINVOICE_DIR: '/x' })!.einvoiceDir).toBe(
    '/srv/b/UpCast',
  )
  expect(() => loadConfig(['--einvoice-dir', ' '], {})).toThrow(ConfigError)
})

test('a folder is allowed inside the root only: not by `..`, not beside it, not through a link leading out', () => {
  const root = join(dir, 'einvoice')
  const outside = join(dir, 'elsewhere')
  mkdirSync(join(root, 'store2'), { recursive: true })
  mkdirSync(outside)
  symlinkSync(outside, join(root, 'link-out'))
  const folder = createUploadFolder(root)
  for (const ok of [root, join(root, 'store2'), join(root, 'not-yet', 'UpCast')]) expect(folder.allowed(ok)).toBe(true)
  for (const bad of [
    outside,
    `${root}-other`,
    `${root}/../elsewhere`,
    `${root}/store2/../../elsewhere`,
    join(root, 'link-out'),
    join(root, 'link-out', 'UpCast'),
    '/root/x/../y/etc',
    '/etc',
    'einvoice',
    `${root}/`,
    `${root}//store2`,
  ]) {
    expect(folder.allowed(bad)).toBe(false)
  }
})

test(`what a store writes to: its saved folder while allowed, the root for nothing saved or a folder saved before the \
rule`, () => {
  const root = join(dir, 'root2')
  const folder = createUploadFolder(root)
  expect(folder.of(null)).toBe(root)
  expect(folder.of(join(root, 'A'))).toBe(join(root, 'A'))
  expect(folder.of('/srv/turnkey/UpCast')).toBe(root)
  // The owner starts the server with the old folder as the root: it is used as before.
  expect(createUploadFolder('/srv/turnkey/UpCast').of('/srv/turnkey/UpCast')).toBe('/srv/turnkey/UpCast')
})
