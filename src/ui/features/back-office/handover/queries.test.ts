import { describe, expect, it } from 'vitest'
import { handoverBody, handoverExportUrl } from './queries.ts'

describe('handover requests', () => {
  it('sends empty optional fields as null and the due date as ISO', () => {
    expect(handoverBody({ task: ' 補貨 ', description: '', priority: 'high', assignedTo: ' ', dueDate: '' })).toEqual({
      task: '補貨',
      description: null,
      priority: 'high',
      assignedTo: null,
      dueDate: null,
    })
    const due = handoverBody({
      task: 't',
      description: 'd',
      priority: 'low',
      assignedTo: '阿明',
      dueDate: '2026-11-23T18:30',
    }).dueDate
    expect(due).toBe(new Date('2026-11-23T18:30').toISOString())
  })

  it('leaves "all" filters out of the export URL', () => {
    expect(handoverExportUrl(1, { status: 'all', priority: 'all', search: ' ' })).toBe(
      '/api/stores/1/handover/export.csv',
    )
    expect(handoverExportUrl(2, { status: 'pending', priority: 'high', search: '冰箱' })).toBe(
      '/api/stores/2/handover/export.csv?status=pending&priority=high&search=%E5%86%B0%E7%AE%B1',
    )
  })
})
