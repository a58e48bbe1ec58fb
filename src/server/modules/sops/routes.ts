import { Elysia } from 'elysia'
import { idParams } from '../../http/params'
import type { authPlugin } from '../../http/auth'
import type { SopService } from './service'
import { CreateSopBody, UpdateSopBody } from '../../../shared/api/requests/sops'

// menuItemId and storeId are sent by the spec's dialog; the path decides both, so they are ignored.
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
    .post(
      '/menu-items/:id/sop',
      ({ actor, params, body, set }) => {
        set.status = 201
        return sops.create(actor, params.id, withoutIds(body))
      },
      { auth: 'manager', params: ItemId, body: CreateSopBody },
    )
    .patch('/recipe-sops/:sopId', ({ actor, params, body }) => sops.update(actor, params.sopId, withoutIds(body)), {
      auth: 'manager',
      params: SopId,
      body: UpdateSopBody,
    })
    .delete('/recipe-sops/:sopId', ({ actor, params }) => sops.remove(actor, params.sopId), {
      auth: 'manager',
      params: SopId,
    })
}
