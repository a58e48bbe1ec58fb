import { api } from '../../../api.ts'
import { invalidate } from '../../../query.ts'
import { withQuery } from '../../../hooks/useBackOffice.ts'
import type { HandoverItem, HandoverPriority } from '../../../../shared/api/back-office.ts'

export type StatusFilter = 'all' | 'pending' | 'completed'
export type HandoverFilters = { status: StatusFilter; priority: 'all' | HandoverPriority; search: string }

const base = (storeId: number) => `/api/stores/${storeId}/handover`
const filterParams = (f: HandoverFilters) => ({
  status: f.status === 'all' ? undefined : f.status,
  priority: f.priority === 'all' ? undefined : f.priority,
  search: f.search.trim() || undefined,
})

export const handoverListKey = (storeId: number, f: HandoverFilters) => withQuery(base(storeId), filterParams(f))
export const handoverSummaryKey = (storeId: number) => `${base(storeId)}/summary`
export const handoverExportUrl = (storeId: number, f: HandoverFilters) =>
  withQuery(`${base(storeId)}/export.csv`, filterParams(f))

const refresh = (storeId: number) => invalidate(base(storeId))

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

export async function createHandover(storeId: number, form: HandoverForm): Promise<HandoverItem> {
  const item = await api.post<HandoverItem>(base(storeId), handoverBody(form))
  await refresh(storeId)
  return item
}

/** Completing sends who and when as the spec's client does; the server records its own values. */
export async function setCompleted(
  storeId: number,
  id: number,
  done: boolean,
  userId: number | null,
): Promise<HandoverItem> {
  const body = done
    ? { isCompleted: true, completedBy: userId, completedAt: new Date().toISOString() }
    : { isCompleted: false }
  const item = await api.patch<HandoverItem>(`${base(storeId)}/${id}`, body)
  await refresh(storeId)
  return item
}

export async function addNote(storeId: number, id: number, content: string): Promise<HandoverItem> {
  const item = await api.post<HandoverItem>(`${base(storeId)}/${id}/notes`, { content: content.trim() })
  await refresh(storeId)
  return item
}
