import { Elysia } from 'elysia'
import { storeParams, StoreParams as StoreIdParams } from '../../http/params'
import type { authPlugin } from '../../http/auth'
import { setNextCursor } from '../../http/cursor'
import { businessDate, formatTaipeiDateTime } from '../../../shared/domain/business-day'
import { MEMBER_TIER_LABELS } from '../../../shared/domain/member-tier'
import { csvResponse } from '../../http/csv'
import type { MemberService } from './service'
import {
  CreateMemberBody,
  MemberListQuery as ListQuery,
  PointsBody,
  UpdateMemberBody,
} from '../../../shared/api/requests/members'

const Params = storeParams('id')

const MAX_EXPORT = 1_000_000
const toFilter = (q: typeof ListQuery.static) => ({
  ...q,
  tier: q.tier === '' || q.tier === 'all' ? undefined : q.tier,
})
const localTime = (isoText: string | null) => (isoText ? formatTaipeiDateTime(Date.parse(isoText)) : '')

export function memberRoutes({ members, guard }: { members: MemberService; guard: ReturnType<typeof authPlugin> }) {
  return new Elysia({ prefix: '/api/stores/:storeId/members', tags: ['members'] })
    .use(guard)
    .get(
      '/',
      ({ params, query, set }) => {
        const { items, next } = members.list(params.storeId, toFilter(query))
        setNextCursor(set, next)
        return items
      },
      { auth: 'staff', params: StoreIdParams, query: ListQuery },
    )
    .get('/stats', ({ params }) => members.stats(params.storeId), { auth: 'staff', params: StoreIdParams })
    .get(
      '/export.csv',
      ({ params, query }) => {
        const rows = members.list(params.storeId, { ...toFilter(query), limit: MAX_EXPORT }).items
        return csvResponse(`members-${params.storeId}-${businessDate(members.now())}.csv`, [
          ['姓名', '電話', '電子郵件', '等級', '點數', '累計消費', '最後來店', '加入日期'],
          ...rows.map((m) => [
            m.name,
            m.phone,
            m.email,
            MEMBER_TIER_LABELS[m.tier],
            m.points,
            m.totalSpent,
            localTime(m.lastVisit),
            localTime(m.createdAt),
          ]),
        ])
      },
      { auth: 'manager', params: StoreIdParams, query: ListQuery },
    )
    .post(
      '/',
      ({ params, body, actor, set }) => {
        set.status = 201
        return members.create(params.storeId, body, actor)
      },
      {
        auth: 'staff',
        params: StoreIdParams,
        body: CreateMemberBody,
      },
    )
    .patch('/:id', ({ params, body, actor }) => members.update(params.storeId, params.id, body, actor), {
      auth: 'staff',
      params: Params,
      body: UpdateMemberBody,
    })
    .post(
      '/:id/points',
      ({ params, body, actor }) =>
        members.addPoints(params.storeId, params.id, body.delta, body.reason?.trim() || null, actor),
      {
        auth: 'staff',
        params: Params,
        body: PointsBody,
      },
    )
}
