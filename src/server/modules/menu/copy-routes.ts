import { Elysia } from 'elysia'
import type { authPlugin } from '../../http/auth'
import { StoreParams } from '../../http/params'
import type { MenuCopyService } from './copy'
import { MenuCopyBody } from '../../../shared/api/requests/menu'

/**
 * Copying another store's menu writes only the target's menu, but reads the source's: the macro
 * checks the manager belongs to the target, the service that they belong to the source too.
 * `clientKey` is accepted for clients that send one; the copy is idempotent by name without it.
 */
export function menuCopyRoutes({
  menuCopy,
  guard,
}: {
  menuCopy: MenuCopyService
  guard: ReturnType<typeof authPlugin>
}) {
  return new Elysia({ prefix: '/api', tags: ['menu'] })
    .use(guard)
    .post(
      '/stores/:storeId/menu/copy',
      ({ params, body, actor }) => menuCopy.copy(params.storeId, body.fromStoreId, actor),
      {
        auth: 'manager',
        params: StoreParams,
        body: MenuCopyBody,
      },
    )
}
