import { Elysia, t } from 'elysia'
import { StoreParams as StoreIdParams } from '../../http/params'
import type { authPlugin } from '../../http/auth'
import { setNextCursor } from '../../http/cursor'
import type { ActivityService } from './service'


/** Reads only: no route updates or deletes a log row (spec part 2 §2.8, issue 6). */
export function activityRoutes({ activity, guard }: { activity: ActivityService; guard: ReturnType<typeof authPlugin> }) {
  return new Elysia({ prefix: '/api/stores/:storeId/activity-logs', tags: ['activity'] })
    .use(guard)
    .get('/', ({ params, query, set }) => {
      const { items, next } = activity.list(params.storeId, { ...query, action: query.action === 'all' ? undefined : query.action || undefined })
      setNextCursor(set, next)
      return items
    }, {
      auth: 'manager',
      params: StoreIdParams,
      query: t.Object({
        action: t.Optional(t.String({ maxLength: 50 })),
        search: t.Optional(t.String({ maxLength: 100 })),
        date: t.Optional(t.String({ maxLength: 10 })),
        limit: t.Optional(t.Integer({ minimum: 1, maximum: 500 })),
        before: t.Optional(t.Numeric({ minimum: 1 })),
        /** The previous page's X-Next-Cursor. */
        cursor: t.Optional(t.String({ maxLength: 100 })),
      }),
    })
    .get('/stats', ({ params }) => activity.stats(params.storeId), { auth: 'manager', params: StoreIdParams })
}
