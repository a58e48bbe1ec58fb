import { expect, test } from 'bun:test'
import { Elysia } from 'elysia'
import { StoreParams, storeParams } from './params'

const app = new Elysia()
  .get('/stores/:storeId', ({ params }) => params, { params: StoreParams })
  .get('/stores/:storeId/orders/:orderId', ({ params }) => params, { params: storeParams('orderId') })
const get = (path: string) => app.handle(new Request(`http://localhost${path}`))

test('store route params are positive integers, parsed from the path', async () => {
  expect(await (await get('/stores/2/orders/3')).json()).toEqual({ storeId: 2, orderId: 3 })
  expect(await (await get('/stores/7')).json()).toEqual({ storeId: 7 })
  for (const bad of ['/stores/0', '/stores/abc', '/stores/2/orders/0', '/stores/2/orders/x']) {
    expect((await get(bad)).status).toBe(422)
  }
})
