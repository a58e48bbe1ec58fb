import { describe, expect, it } from 'vitest'
import type { Announcement, HandoverItem, InventoryItem } from '../../../../shared/api/back-office.ts'
import { handoverPreview, importantAnnouncements, inventoryAlerts } from './logic.ts'

const ann = (
  id: number,
  priority: Announcement['priority'],
  isActive = true,
  createdAt = `2026-11-${10 + id}T00:00:00Z`,
) => ({ id, priority, isActive, createdAt, title: `t${id}`, content: '' }) as Announcement
const item = (id: number, stockStatus: InventoryItem['stockStatus']) =>
  ({ id, name: `i${id}`, stockStatus }) as InventoryItem
const task = (id: number, priority: HandoverItem['priority'], isCompleted: boolean) =>
  ({ id, priority, isCompleted, createdAt: `2026-11-${10 + id}T00:00:00Z` }) as HandoverItem

describe('dashboard panels', () => {
  it('shows the three most important active announcements, newest first within a priority', () => {
    const list = [
      ann(1, 'normal'),
      ann(2, 'urgent', false),
      ann(3, 'high'),
      ann(4, 'normal'),
      ann(5, 'low'),
      ann(6, 'urgent'),
    ]
    expect(importantAnnouncements(list).map((a) => a.id)).toEqual([6, 3, 4])
  })

  it('puts unfinished handover items first, by priority', () => {
    const list = [task(1, 'high', true), task(2, 'low', false), task(3, 'high', false), task(4, 'normal', false)]
    expect(handoverPreview(list).map((t) => t.id)).toEqual([3, 4, 2])
  })

  it('lists at most five stock alerts, out of stock first, never good items', () => {
    const list = [
      item(1, 'good'),
      item(2, 'warning'),
      item(3, 'low'),
      item(4, 'out'),
      item(5, 'low'),
      item(6, 'warning'),
      item(7, 'warning'),
    ]
    const ids = inventoryAlerts(list).map((i) => i.id)
    expect(ids).toHaveLength(5)
    expect(ids.slice(0, 3)).toEqual([4, 3, 5])
    expect(ids).not.toContain(1)
  })
})
