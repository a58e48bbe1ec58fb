/** Handover reads and writes (server handover/routes.ts); every write refetches the list and its counts. */
import { queryOptions } from '@tanstack/react-query'
import { api, unwrap } from '../../../api/client.ts'
import { storeKey } from '../../../api/keys.ts'
import { refreshStore } from '../../../api/refresh.ts'
import { handoverExportUrl as exportUrl } from '../../../api/urls.ts'
import type { HandoverPriority } from '../../../../shared/api/back-office.ts'

export type StatusFilter = 'all' | 'pending' | 'completed'
export type HandoverFilters = { status: StatusFilter; priority: 'all' | HandoverPriority; search: string }

/** Every item, as the dashboard's panel lists them. */
export const ALL_HANDOVER: HandoverFilters = { status: 'all', priority: 'all', search: '' }

const handover = (storeId: number) => api.api.stores({ storeId }).handover
const filterParams = (f: HandoverFilters) => ({
  status: f.status === 'all' ? undefined : f.status,
  priority: f.priority === 'all' ? undefined : f.priority,
  search: f.search.trim() || undefined,
})

export const handoverListQuery = (storeId: number, f: HandoverFilters) =>
  queryOptions({
    queryKey: storeKey(storeId, 'handover', filterParams(f)),
    queryFn: () => unwrap(handover(storeId).get({ query: filterParams(f) })),
  })
export const handoverSummaryQuery = (storeId: number) =>
  queryOptions({
    queryKey: storeKey(storeId, 'handover', 'summary'),
    queryFn: () => unwrap(handover(storeId).summary.get()),
  })
export const handoverExportUrl = (storeId: number, f: HandoverFilters) => exportUrl(storeId, filterParams(f))

async function then<T>(storeId: number, job: Promise<T>): Promise<T> {
  const result = await job
  await refreshStore(storeId, 'handover')
  return result
}

export type HandoverForm = {
  task: string
  description: string
  priority: HandoverPriority
  assignedTo: string
  dueDate: string
}
export const emptyHandoverForm: HandoverForm = {
  task: '',
  description: '',
  priority: 'normal',
  assignedTo: '',
  dueDate: '',
}

/** Spec part 2 §5: optional fields go as null when empty; the due date as an ISO string. */
export function handoverBody(form: HandoverForm) {
  const due = form.dueDate ? new Date(form.dueDate) : null
  return {
    task: form.task.trim(),
    description: form.description.trim() || null,
    priority: form.priority,
    assignedTo: form.assignedTo.trim() || null,
    dueDate: due && !Number.isNaN(due.getTime()) ? due.toISOString() : null,
  }
}

export const createHandover = (storeId: number, form: HandoverForm) =>
  then(storeId, unwrap(handover(storeId).post(handoverBody(form))))

/** Completing sends who and when as the spec's client does; the server records its own values. */
export function setCompleted(storeId: number, id: number, done: boolean, userId: number | null) {
  const body = done
    ? { isCompleted: true, completedBy: userId, completedAt: new Date().toISOString() }
    : { isCompleted: false }
  return then(storeId, unwrap(handover(storeId)({ id }).patch(body)))
}

export const addNote = (storeId: number, id: number, content: string) =>
  then(storeId, unwrap(handover(storeId)({ id }).notes.post({ content: content.trim() })))
