import { Elysia, t } from 'elysia'
import { idParams, StoreParams } from '../../http/params'
import type { authPlugin } from '../../http/auth'
import { PRIORITIES, TARGET_ROLES, type AnnouncementService } from './service'

const Title = t.String({ minLength: 1, maxLength: 200, pattern: '\\S' })
const Content = t.String({ minLength: 1, maxLength: 5000, pattern: '\\S' })
const Priority = t.Union(PRIORITIES.map((p) => t.Literal(p)))
const TargetRole = t.Nullable(t.Union([...TARGET_ROLES.map((r) => t.Literal(r)), t.Literal('')]))
const IdParams = idParams('id')

const Fields = {
  title: Title,
  content: Content,
  priority: t.Optional(Priority),
  targetRole: t.Optional(TargetRole),
  isActive: t.Optional(t.Boolean()),
}

/** Spec part 2 §7 paths: these carry no :storeId, so the service checks the store itself. */
export function announcementRoutes({ announcements, guard }: { announcements: AnnouncementService; guard: ReturnType<typeof authPlugin> }) {
  return new Elysia({ prefix: '/api/announcements', tags: ['announcements'] })
    .use(guard)
    .get('/:storeId', ({ params, query, user }) => announcements.list(params.storeId, user, { activeOnly: query.active === 'true' }), {
      auth: 'staff',
      params: StoreParams,
      query: t.Object({ active: t.Optional(t.Union([t.Literal('true'), t.Literal('false')])) }),
    })
    .post('/', ({ body, actor, set }) => {
      set.status = 201
      const { storeId, ...input } = body
      return announcements.create(storeId, input, actor)
    }, { auth: 'manager', body: t.Object({ storeId: t.Integer({ minimum: 1 }), ...Fields }) })
    .patch('/:id', ({ params, body, actor }) => announcements.update(params.id, body, actor), {
      auth: 'manager',
      params: IdParams,
      body: t.Object({ ...Fields, title: t.Optional(Title), content: t.Optional(Content) }),
    })
    .delete('/:id', ({ params, actor, set }) => {
      announcements.remove(params.id, actor)
      set.status = 204
    }, { auth: 'manager', params: IdParams })
}
