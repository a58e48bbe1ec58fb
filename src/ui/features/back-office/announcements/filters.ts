/** Announcement search, filter and counters (spec part 2 §2.6, §5, §9). */
import { businessDate } from '../../../../shared/domain/business-day.ts'
import type { Announcement, AnnouncementPriority } from '../../../../shared/api/back-office.ts'

export type PriorityFilter = 'all' | AnnouncementPriority

/** Case-insensitive match on title or content, and the chosen priority. */
export function filterAnnouncements(
  list: readonly Announcement[],
  search: string,
  priority: PriorityFilter,
): Announcement[] {
  const term = search.trim().toLowerCase()
  return list.filter(
    (a) =>
      (priority === 'all' || a.priority === priority) &&
      (!term || a.title.toLowerCase().includes(term) || a.content.toLowerCase().includes(term)),
  )
}

/** Total, active, urgent (active only, spec §9) and created today on Taipei's calendar. */
export function announcementCounters(list: readonly Announcement[], now = Date.now()) {
  const today = businessDate(now)
  return {
    total: list.length,
    active: list.filter((a) => a.isActive).length,
    urgent: list.filter((a) => a.isActive && a.priority === 'urgent').length,
    today: list.filter((a) => businessDate(Date.parse(a.createdAt)) === today).length,
  }
}

export type AnnouncementForm = {
  title: string
  content: string
  priority: AnnouncementPriority
  target: '' | 'manager' | 'staff'
}

export const emptyAnnouncementForm: AnnouncementForm = { title: '', content: '', priority: 'normal', target: '' }

export function formFrom(a: Announcement): AnnouncementForm {
  return { title: a.title, content: a.content, priority: a.priority, target: a.targetRole ?? '' }
}

/** The request body; an empty target means everyone and is sent as null (spec part 2 §7). */
export function announcementBody(form: AnnouncementForm) {
  return {
    title: form.title.trim(),
    content: form.content.trim(),
    priority: form.priority,
    targetRole: form.target || null,
  }
}
