import { api } from '../../../api.ts'
import { invalidate } from '../../../query.ts'
import type { Announcement } from '../../../../shared/api/back-office.ts'
import { announcementBody, type AnnouncementForm } from './filters.ts'

export const announcementsKey = (storeId: number) => `/api/announcements/${storeId}`
const refresh = () => invalidate('/api/announcements/')

export async function publishAnnouncement(storeId: number, form: AnnouncementForm): Promise<Announcement> {
  const created = await api.post<Announcement>('/api/announcements', {
    storeId,
    ...announcementBody(form),
    isActive: true,
  })
  await refresh()
  return created
}

export async function updateAnnouncement(id: number, patch: Record<string, unknown>): Promise<Announcement> {
  const updated = await api.patch<Announcement>(`/api/announcements/${id}`, patch)
  await refresh()
  return updated
}

export async function deleteAnnouncement(id: number): Promise<void> {
  await api.delete(`/api/announcements/${id}`)
  await refresh()
}
