import { Elysia } from 'elysia'
import { StoreParams as StoreIdParams } from '../../http/params'
import type { authPlugin } from '../../http/auth'
import { setNextCursor } from '../../http/cursor'
import type { ActivityService } from './service'
import { ActivityListQuery } from '../../../shared/api/requests/activity'

/** Reads only: no route updates or deletes a log row (spec part 2 §2.8). */
export function activityRoutes({
  activity,
  guard,
}: {
  activity: ActivityService
  guard: ReturnType<typeof authPlugin>
}) {
  return new Elysia({ prefix: '/api/stores/:storeId/activity-logs', tags: ['activity'] })
    .use(guard)
    .get(
      '/',
      ({ params, query, set }) => {
        const { items, next } = activity.list(params.storeId, {
          ...query,
          action: query.action === 'all' ? undefined : query.action || undefined,
        })
        setNextCursor(set, next)
        return items
      },
      {
        auth: 'manager',
        params: StoreIdParams,
        query: ActivityListQuery,
      },
    )
    .get('/stats', ({ params }) => activity.stats(params.storeId), { auth: 'manager', params: StoreIdParams })
}
