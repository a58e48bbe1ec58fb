import { Elysia, t } from 'elysia'
import { StoreParams as StoreIdParams } from '../../http/params'
import type { authPlugin } from '../../http/auth'
import { publicUser } from '../auth'
import { STORE_STATUSES } from '../../../shared/domain/store-status'
import type { StoreService } from './service'

const CreateStoreBody = t.Object({
  name: t.String({ minLength: 1, maxLength: 100, pattern: '\\S' }),
  code: t.String({ minLength: 1, maxLength: 30, pattern: '\\S' }),
  address: t.Optional(t.Nullable(t.String({ maxLength: 200 }))),
  phone: t.Optional(t.Nullable(t.String({ maxLength: 30 }))),
  // Sent by the spec's client (part 1 §7) and checked, but a new store always starts as preparing
  // with defaults (part 1 §4); an unknown status is refused (422) rather than silently dropped.
  status: t.Optional(t.Union(STORE_STATUSES.map((s) => t.Literal(s)))),
  settings: t.Optional(t.Any()),
})

export function storeRoutes({ stores, guard }: { stores: StoreService; guard: ReturnType<typeof authPlugin> }) {
  return new Elysia({ prefix: '/api', tags: ['stores'] })
    .use(guard)
    .get('/stores', ({ user }) => stores.listFor(user), { auth: 'staff' })
    .post('/stores', ({ body, actor, set }) => {
      set.status = 201
      return stores.create(body, actor)
    }, { auth: 'owner', body: CreateStoreBody })
    .get('/stores/:storeId', ({ params }) => stores.present(stores.get(params.storeId)), { auth: 'staff', params: StoreIdParams })
    .patch('/users/me/current-store', ({ user, body }) => publicUser(stores.setCurrent(user, body.storeId)), {
      auth: 'staff',
      body: t.Object({ storeId: t.Integer({ minimum: 1 }) }),
    })
}
