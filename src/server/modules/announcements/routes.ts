import { Elysia } from 'elysia'
import { idParams } from '../../http/params'
import type { authPlugin } from '../../http/auth'
import type { AnnouncementService } from './service'
import {
  AnnouncementListQuery,
  CreateAnnouncementBody,
  UpdateAnnouncementBody,
} from '../../../shared/api/requests/announcements'

const IdParams = idParams('id')

/**
 * Spec part 2 §7 paths: these carry no :storeId, so the service checks the store itself. The list's
 * `/:id` is a store's id: one parameter name under `/api/announcements`, so the typed client (Eden)
 * sees one path segment rather than two that clash.
 */
export function announcementRoutes({
  announcements,
  guard,
}: {
  announcements: AnnouncementService
  guard: ReturnType<typeof authPlugin>
}) {
  return new Elysia({ prefix: '/api/announcements', tags: ['announcements'] })
    .use(guard)
    .get(
      '/:id',
      ({ params, query, user }) => announcements.list(params.id, user, { activeOnly: query.active === 'true' }),
      {
        auth: 'staff',
        params: IdParams,
        query: AnnouncementListQuery,
      },
    )
    .post(
      '/',
      ({ body, actor, set }) => {
        set.status = 201
        const { storeId, ...input } = body
        return announcements.create(storeId, input, actor)
      },
      { auth: 'manager', body: CreateAnnouncementBody },
    )
    .patch('/:id', ({ params, body, actor }) => announcements.update(params.id, body, actor), {
      auth: 'manager',
      params: IdParams,
      body: UpdateAnnouncementBody,
    })
    .delete(
      '/:id',
      ({ params, actor, set }) => {
        announcements.remove(params.id, actor)
        set.status = 204
      },
      { auth: 'manager', params: IdParams },
    )
}
