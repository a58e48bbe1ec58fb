/** Announcements (server announcements/routes.ts): outside any store's path, keyed ['announcements', storeId]. */
import { queryOptions } from '@tanstack/react-query'
import { api, unwrap, type BodyOf } from '../../../api/client.ts'
import { currentQueryClient } from '../../../api/query-client.ts'
import { announcementBody, type AnnouncementForm } from './filters.ts'

const announcements = api.api.announcements
type One = ReturnType<typeof announcements>

export const announcementsQuery = (storeId: number) =>
  queryOptions({
    queryKey: ['announcements', storeId],
    queryFn: () => unwrap(announcements({ id: storeId }).get()),
  })

async function then<T>(job: Promise<T>): Promise<T> {
  const result = await job
  await currentQueryClient().invalidateQueries({ queryKey: ['announcements'] })
  return result
}

export const publishAnnouncement = (storeId: number, form: AnnouncementForm) =>
  then(unwrap(announcements.post({ storeId, ...announcementBody(form), isActive: true })))

export const updateAnnouncement = (id: number, patch: BodyOf<One['patch']>) =>
  then(unwrap(announcements({ id }).patch(patch)))

export const deleteAnnouncement = (id: number) => then(unwrap(announcements({ id }).delete()))
