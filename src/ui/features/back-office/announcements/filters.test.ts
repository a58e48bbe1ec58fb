import { describe, expect, it } from 'vitest'
import type { Announcement } from '../../../../shared/api/back-office.ts'
import { announcementBody, announcementCounters, filterAnnouncements } from './filters.ts'

const a = (over: Partial<Announcement>): Announcement => ({
  id: 1,
  storeId: 1,
  title: 'Title',
  content: 'body',
  priority: 'normal',
  targetRole: null,
  isActive: true,
  createdBy: 1,
  createdByName: null,
  createdAt: '2026-11-22T02:00:00Z',
  updatedAt: '2026-11-22T02:00:00Z',
  ...over,
})

describe('announcements', () => {
  const list = [
    a({ id: 1, title: '新品上市', content: 'Winter MELON' }),
    a({ id: 2, title: '停售', priority: 'urgent' }),
    a({ id: 3, title: '舊的', priority: 'urgent', isActive: false, createdAt: '2026-11-20T02:00:00Z' }),
  ]

  it('searches title or content without case and filters by priority', () => {
    expect(filterAnnouncements(list, 'melon', 'all').map((x) => x.id)).toEqual([1])
    expect(filterAnnouncements(list, '', 'urgent').map((x) => x.id)).toEqual([2, 3])
    expect(filterAnnouncements(list, '停售', 'normal')).toEqual([])
  })

  it('counts urgent only among active ones and today on the Taipei calendar', () => {
    // 2026-11-22 10:00 in Taipei
    expect(announcementCounters(list, Date.parse('2026-11-22T02:30:00Z'))).toEqual({
      total: 3,
      active: 2,
      urgent: 1,
      today: 2,
    })
    // 2026-11-20T17:00Z is already the 21st in Taipei: nothing was created that day
    expect(announcementCounters(list, Date.parse('2026-11-20T17:00:00Z')).today).toBe(0)
  })

  it('sends everyone as a null target and trims text', () => {
    expect(announcementBody({ title: ' 標題 ', content: ' 內容 ', priority: 'high', target: '' })).toEqual({
      title: '標題',
      content: '內容',
      priority: 'high',
      targetRole: null,
    })
    expect(announcementBody({ title: 't', content: 'c', priority: 'low', target: 'staff' }).targetRole).toBe('staff')
  })
})
