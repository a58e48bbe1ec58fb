import { api } from '../../../api.ts'
import { invalidate } from '../../../query.ts'
import { membersBase, memberPatchBody, newMemberBody, type Member, type MemberForm } from './model.ts'

const refresh = (storeId: number) => invalidate(membersBase(storeId))

export async function createMember(storeId: number, form: MemberForm): Promise<Member> {
  const m = await api.post<Member>(membersBase(storeId), newMemberBody(form))
  await refresh(storeId)
  return m
}

export async function updateMember(storeId: number, id: number, form: MemberForm): Promise<Member> {
  const m = await api.patch<Member>(`${membersBase(storeId)}/${id}`, memberPatchBody(form))
  await refresh(storeId)
  return m
}

export async function addPoints(storeId: number, id: number, delta: number, reason: string): Promise<Member> {
  const m = await api.post<Member>(`${membersBase(storeId)}/${id}/points`, { delta, reason: reason.trim() || null })
  await refresh(storeId)
  return m
}
