import { afterEach, expect, test } from 'bun:test'
import { devicesContext, type DevicesContext } from './test-context'

let t: DevicesContext
afterEach(async () => t?.close())

test(`devices status lists the kitchen display stations with their topics: all, then each active kitchen \
printer`, async () => {
  t = await devicesContext('embedded')
  const hot = await t.printer({ name: '熱炒', role: 'kitchen' })
  await t.printer({ name: '櫃台', role: 'receipt' })
  const off = await t.printer({ name: '冷盤', role: 'kitchen' })
  expect((await t.api('PATCH', `/printers/${off.id}`, { isActive: false })).status).toBe(200)

  const s = (await t.api('GET', '/devices/status')).body
  const p = `pos/${t.storeId}/kitchen`
  expect(s.stations).toEqual([
    {
      id: 'all',
      printerId: null,
      name: null,
      tickets: `${p}/all/tickets`,
      open: `${p}/all/open`,
      bump: `${p}/all/bump`,
    },
    {
      id: String(hot.id),
      printerId: hot.id,
      name: '熱炒',
      tickets: `${p}/${hot.id}/tickets`,
      open: `${p}/${hot.id}/open`,
      bump: `${p}/${hot.id}/bump`,
    },
  ])
  expect(s.mqtt).toMatchObject({ mode: 'embedded', webSocketPath: '/mqtt', brokerPort: expect.any(Number) })
})
