import { describe, expect, it } from 'vitest'
import { actionLabel, detailsPreview, detailsText, entityLabel, logUser } from './details.ts'

describe('activity log rows', () => {
  it('labels actions and entity types in zh-TW, unknown ones raw', () => {
    expect(actionLabel('create_announcement')).toBe('發布公告')
    expect(actionLabel('update_handover_item')).toBe('更新交接事項')
    expect(actionLabel('something_new')).toBe('something_new')
    expect(entityLabel('handover_item')).toBe('交接事項')
  })

  it('writes details as field：value pairs, nested and boolean values included', () => {
    expect(detailsText({ task: '補貨', changes: { isCompleted: true } })).toBe('任務：補貨，變更：（已完成：是）')
    expect(detailsText({ printerIds: [1, 2], reason: null })).toBe('印表機：1、2，原因：無')
    expect(detailsText({})).toBe('')
    expect(detailsText({ title: '停售', priority: 'urgent', targetRole: 'manager' })).toBe(
      '標題：停售，優先度：緊急，對象：僅店長',
    )
    expect(detailsText({ method: 'line_pay', status: { from: 'preparing', to: 'active' } })).toBe(
      '付款方式：LINE Pay，狀態：（原狀態：籌備中，新狀態：營業中）',
    )
    expect(detailsText({ orderNumber: '001', from: 'preparing', to: 'ready' })).toBe(
      '訂單：001，原狀態：製作中，新狀態：已完成',
    )
  })

  it('cuts details at 100 characters with an ellipsis', () => {
    const preview = detailsPreview({ title: '長'.repeat(200) })
    expect(Array.from(preview)).toHaveLength(101)
    expect(preview.endsWith('…')).toBe(true)
  })

  it('shows the recorded name, else e-mail or username, else 系統', () => {
    expect(logUser({ userId: 1, userFirstName: '志明', userLastName: '陳', userEmail: null, username: 'admin' })).toBe(
      '陳志明',
    )
    expect(logUser({ userId: 1, userFirstName: null, userLastName: null, userEmail: null, username: 'admin' })).toBe(
      'admin',
    )
    expect(logUser({ userId: null, userFirstName: null, userLastName: null, userEmail: null, username: null })).toBe(
      '系統',
    )
  })
})
