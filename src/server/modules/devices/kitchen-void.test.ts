import { afterEach, expect, test } from 'bun:test'
import mqtt from 'mqtt'
import { addMenuItem } from '../orders/testing'
import { devicesContext, until, type DevicesContext } from './test-context'

// A line voided on an order the kitchen already has: the kitchen screen's list keeps it, marked
// voided (the screen strikes it through with 已作廢), and a display's retained snapshot lists it
// apart from the lines still to make, with the line id the live 作廢 ticket names. A void of the
// whole order takes it off both, as a cancel does.

let t: DevicesContext | undefined
const cleanups: (() => unknown)[] = []
afterEach(async () => {
  for (const f of cleanups.splice(0).reverse()) await f()
  await t?.close()
  t = undefined
})

type Line = { id: number; name: string; quantity: number }
type Ticket = { type: string; scope: string | null; orderId: number; lines: Line[]; voidedLines?: Line[] }

test(`a voided line is struck on the kitchen screen and in the displays' snapshot; a voided order leaves \
both`, async () => {
  t = await devicesContext('embedded')
  const { storeId } = t
  const tea = addMenuItem(t.ctx, storeId, { name: '紅茶', basePrice: 60_00 })
  const cake = addMenuItem(t.ctx, storeId, { name: '蛋糕', basePrice: 80_00 })
  const server = t.ctx.app.listen({ port: 0, hostname: '127.0.0.1' })
  cleanups.push(() => server.stop(true))

  // A display subscribed through the real broker, as docs/mqtt.md tells one to.
  const cred = (await t.api('POST', '/mqtt-devices', { name: '廚房螢幕' })).body
  const display = mqtt.connect(`ws://127.0.0.1:${server.server!.port}/mqtt`, {
    clientId: cred.username,
    username: cred.username,
    password: cred.password,
    reconnectPeriod: 0,
  })
  cleanups.push(() => display.endAsync(true))
  await until(() => display.connected, 5000, 'display connected')
  const snapshots: Ticket[][] = []
  const tickets: Ticket[] = []
  display.on('message', (topic, payload) => {
    const body = JSON.parse(payload.toString())
    if (topic.endsWith('/open')) snapshots.push(body.tickets)
    else tickets.push(body)
  })
  await display.subscribeAsync([`pos/${storeId}/kitchen/all/open`, cred.topics.tickets], { qos: 1 })

  const placed = await t.api('POST', '/orders', {
    orderType: 'takeout',
    items: [
      { menuItemId: tea.id, quantity: 2 },
      { menuItemId: cake.id, quantity: 1 },
    ],
  })
  expect(placed.status).toBe(201)
  const order = placed.body as { id: number; items: Line[] }
  const [teaLine, cakeLine] = order.items
  const ticketIn = (list: Ticket[] | undefined) => list?.find((x) => x.orderId === order.id)
  await until(() => !!ticketIn(snapshots.at(-1)), 5000, 'the order in the snapshot')
  expect(ticketIn(snapshots.at(-1))!.voidedLines ?? []).toEqual([])

  const voided = await t.api('POST', `/orders/${order.id}/void`, { lineId: cakeLine.id, reason: 'wrong_order' })
  expect(voided.status).toBe(201)

  // The kitchen screen's list: the cake stays on the ticket, marked voided, the tea is still to make.
  const kitchen = (await t.api('GET', '/kitchen/orders')).body as {
    id: number
    items: (Line & { voided: boolean })[]
  }[]
  const onScreen = kitchen.find((o) => o.id === order.id)!
  expect(onScreen.items.map((l) => [l.name, l.quantity, l.voided])).toEqual([
    ['紅茶', 2, false],
    ['蛋糕', 1, true],
  ])

  // The live 作廢 ticket names the line by the id the snapshot gave it.
  await until(() => tickets.some((x) => x.type === 'void'), 5000, 'the void ticket')
  expect(tickets.find((x) => x.type === 'void')).toMatchObject({
    scope: 'line',
    lines: [{ id: cakeLine.id, name: '蛋糕', quantity: 1 }],
  })
  // The snapshot a display (re)connecting reads: the cake apart, to show struck, the tea still to make.
  await until(() => !!ticketIn(snapshots.at(-1))?.voidedLines?.length, 5000, 'the voided line in the snapshot')
  const struck = ticketIn(snapshots.at(-1))!
  expect(struck.lines.map((l) => [l.id, l.name, l.quantity])).toEqual([[teaLine.id, '紅茶', 2]])
  expect(struck.voidedLines!.map((l) => [l.id, l.name, l.quantity])).toEqual([[cakeLine.id, '蛋糕', 1]])

  // The whole order voided: gone from the screen's list and the snapshot, as a cancelled order is.
  expect((await t.api('POST', `/orders/${order.id}/void`, { reason: 'wrong_order' })).status).toBe(201)
  const after = (await t.api('GET', '/kitchen/orders')).body as { id: number }[]
  expect(after.map((o) => o.id)).not.toContain(order.id)
  await until(() => !ticketIn(snapshots.at(-1)), 5000, 'the voided order off the snapshot')
  expect(tickets.at(-1)).toMatchObject({ type: 'void', scope: 'order', voidedLines: [{ id: cakeLine.id }] })
}, 30_000)
