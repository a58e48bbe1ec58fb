import { afterAll, expect, test } from 'bun:test'
import { join } from 'node:path'
import { startFakeNetworkPrinter } from '../testing/fake-network-printer'
import { escposToText } from '../testing/escpos-text'

const printer = await startFakeNetworkPrinter()
afterAll(() => printer.stop())

test('scripts/print-test.ts prints a readable Big5 sample receipt and pulses the drawer', async () => {
  const root = join(import.meta.dir, '..', '..', '..')
  const proc = Bun.spawn([process.execPath, 'scripts/print-test.ts', printer.address, '--paper', '58', '--drawer'], {
    cwd: root,
    stdout: 'pipe',
    stderr: 'pipe',
  })
  const timer = setTimeout(() => proc.kill(), 10_000)
  expect(await proc.exited).toBe(0)
  clearTimeout(timer)
  const text = escposToText(Buffer.concat(await printer.waitForJobs(2)))
  expect(text).toContain('好味餐廳')
  expect(text).toMatch(/找零\s+NT\$83$/m)
  expect(text.endsWith('[切紙][錢櫃]')).toBe(true)
})
