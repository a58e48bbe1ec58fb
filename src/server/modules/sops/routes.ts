import { Elysia, t } from 'elysia'
import { idParams } from '../../http/params'
import type { authPlugin } from '../../http/auth'
import type { SopService } from './service'

const Step = t.Object({
  text: t.String({ maxLength: 500 }),
  mandatory: t.Optional(t.Boolean()),
  guidance: t.Optional(t.Nullable(t.String({ maxLength: 1000 }))),
  timerSeconds: t.Optional(t.Nullable(t.Integer({ minimum: 0, maximum: 86_400 }))),
})

// menuItemId and storeId are sent by the spec's dialog; the path decides both, so they are ignored.
const fields = {
  title: t.String({ maxLength: 100 }),
  description: t.Optional(t.Nullable(t.String({ maxLength: 2000 }))),
  estimatedTime: t.Optional(t.Integer({ minimum: 0, maximum: 10_000 })),
  difficultyLevel: t.Optional(t.Union([t.Literal('easy'), t.Literal('medium'), t.Literal('hard')])),
  servingSize: t.Optional(t.Integer({ minimum: 1, maximum: 1000 })),
  steps: t.Optional(t.Array(Step, { maxItems: 100 })),
  menuItemId: t.Optional(t.Any()),
  storeId: t.Optional(t.Any()),
}

const withoutIds = <T extends { menuItemId?: unknown; storeId?: unknown }>(b: T) => {
  const { menuItemId: _m, storeId: _s, ...rest } = b
  return rest
}

/** Staff read SOPs (the kitchen's 查看SOP); writing them is the manager's, like the rest of the menu. */
export function sopRoutes({ sops, guard }: { sops: SopService; guard: ReturnType<typeof authPlugin> }) {
  const ItemId = idParams('id')
  const SopId = idParams('sopId')
  return new Elysia({ prefix: '/api', tags: ['sops'] })
    .use(guard)
    .get('/menu-items/:id/sop', ({ user, params }) => sops.get(user, params.id), { auth: 'staff', params: ItemId })
    .post('/menu-items/:id/sop', ({ actor, params, body, set }) => {
      set.status = 201
      return sops.create(actor, params.id, withoutIds(body))
    }, { auth: 'manager', params: ItemId, body: t.Object(fields) })
    .patch('/recipe-sops/:sopId', ({ actor, params, body }) => sops.update(actor, params.sopId, withoutIds(body)), {
      auth: 'manager', params: SopId, body: t.Partial(t.Object(fields)),
    })
    .delete('/recipe-sops/:sopId', ({ actor, params }) => sops.remove(actor, params.sopId), { auth: 'manager', params: SopId })
}
