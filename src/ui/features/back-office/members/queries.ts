/** Members (server members/routes.ts): the list a page at a time, its counts, and the writes that refetch both. */
import { queryOptions } from '@tanstack/react-query'
import { api, unwrap, unwrapPage } from '../../../api/client.ts'
import { storeKey } from '../../../api/keys.ts'
import { refreshStore } from '../../../api/refresh.ts'
import { memberPatchBody, newMemberBody, type MemberFilters, type MemberForm } from './model.ts'

const members = (storeId: number) => api.api.stores({ storeId }).members

/** The store's members, filtered, a page at a time (usePagedQuery). */
export const membersPages = (storeId: number, filters: MemberFilters) => ({
  queryKey: storeKey(storeId, 'members', 'list', filters),
  fetchPage: (cursor: string | undefined) => unwrapPage(members(storeId).get({ query: { ...filters, cursor } })),
})

/** Counts that change all day: the cached ones at once, fresh ones a moment later. */
export const memberStatsQuery = (storeId: number) =>
  queryOptions({
    queryKey: storeKey(storeId, 'members', 'stats'),
    queryFn: () => unwrap(members(storeId).stats.get()),
    staleTime: 0,
  })

async function then<T>(storeId: number, job: Promise<T>): Promise<T> {
  const result = await job
  await refreshStore(storeId, 'members')
  return result
}

export const createMember = (storeId: number, form: MemberForm) =>
  then(storeId, unwrap(members(storeId).post(newMemberBody(form))))

export const updateMember = (storeId: number, id: number, form: MemberForm) =>
  then(storeId, unwrap(members(storeId)({ id }).patch(memberPatchBody(form))))

export const addPoints = (storeId: number, id: number, delta: number, reason: string) =>
  then(storeId, unwrap(members(storeId)({ id }).points.post({ delta, reason: reason.trim() || null })))
