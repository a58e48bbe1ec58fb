import { afterAll, beforeAll, expect, test } from 'bun:test'
import { OWNER, expectFields, startContract, type Contract } from './harness'

let c: Contract
beforeAll(async () => {
  c = await startContract()
}, 60_000)
afterAll(() => c.stop())

test('the harness signs in the first account (the owner, a manager) on a real server with one store', async () => {
  const me = await c.api.get('/api/auth/user')
  expect(me.status).toBe(200)
  expectFields(me.body, ['username', 'email', 'firstName', 'lastName', 'role'])
  expect(me.body).toMatchObject({ username: OWNER.username, role: 'manager' })
  expect((await c.anon.get('/api/auth/user')).status).toBe(401)
  const stores = await c.api.get('/api/stores')
  expect(stores.body.map((s: any) => s.id)).toEqual([c.storeId])
})
