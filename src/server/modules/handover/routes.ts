import { Elysia } from 'elysia'
import { storeParams, StoreParams as StoreIdParams } from '../../http/params'
import type { authPlugin } from '../../http/auth'
import { formatTaipeiDateTime } from '../../../shared/domain/business-day'
import { csvResponse } from '../../http/csv'
import type { HandoverItem, HandoverService } from './service'
import {
  CreateHandoverBody,
  HandoverListQuery as ListQuery,
  HandoverNoteBody,
  UpdateHandoverBody,
} from '../../../shared/api/requests/handover'

const Params = storeParams('id')
const toFilter = (q: typeof ListQuery.static) => ({
  ...q,
  priority: q.priority === 'all' || q.priority === '' ? undefined : q.priority,
})

const PRIORITY_LABELS = { high: '高', normal: '一般', low: '低' } as const
const local = (isoText: string | null) => (isoText ? formatTaipeiDateTime(Date.parse(isoText)) : '')
const csvRow = (i: HandoverItem) => [
  i.task,
  i.description,
  PRIORITY_LABELS[i.priority],
  i.assignedTo,
  local(i.dueDate),
  i.isCompleted ? '已完成' : '待處理',
  i.completedByName,
  local(i.completedAt),
  local(i.createdAt),
  i.notes.map((n) => n.content).join(' / '),
]

export function handoverRoutes({
  handover,
  guard,
}: {
  handover: HandoverService
  guard: ReturnType<typeof authPlugin>
}) {
  return new Elysia({ prefix: '/api/stores/:storeId/handover', tags: ['handover'] })
    .use(guard)
    .get('/', ({ params, query }) => handover.list(params.storeId, toFilter(query)), {
      auth: 'staff',
      params: StoreIdParams,
      query: ListQuery,
    })
    .get('/summary', ({ params }) => handover.summary(params.storeId), { auth: 'staff', params: StoreIdParams })
    .get(
      '/export.csv',
      ({ params, query }) =>
        csvResponse(`handover-${params.storeId}.csv`, [
          ['任務', '說明', '優先度', '負責人', '到期日', '狀態', '完成者', '完成時間', '建立時間', '備註'],
          ...handover.list(params.storeId, toFilter(query)).map(csvRow),
        ]),
      { auth: 'staff', params: StoreIdParams, query: ListQuery },
    )
    .post(
      '/',
      ({ params, body, actor, set }) => {
        set.status = 201
        return handover.create(params.storeId, body, actor)
      },
      { auth: 'staff', params: StoreIdParams, body: CreateHandoverBody },
    )
    .patch('/:id', ({ params, body, actor }) => handover.update(params.storeId, params.id, body, actor), {
      auth: 'staff',
      params: Params,
      body: UpdateHandoverBody,
    })
    .post(
      '/:id/notes',
      ({ params, body, actor, set }) => {
        set.status = 201
        return handover.addNote(params.storeId, params.id, body.content, actor)
      },
      { auth: 'staff', params: Params, body: HandoverNoteBody },
    )
}
