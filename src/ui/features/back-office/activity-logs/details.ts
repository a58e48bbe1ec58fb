/**
 * Activity log rows in zh-TW: action and entity labels, the user's name, and the details object
 * as readable "欄位：值" text cut at 100 characters (spec part 2 §9).
 */
import { MEMBER_TIER_LABELS } from '../../../../shared/domain/member-tier.ts'
import { ORDER_STATUS_LABELS } from '../../../../shared/domain/order-status.ts'
import { zhTW } from '../../../../shared/i18n/zh-TW.ts'
import { truncate } from '../../../format.ts'
import type { ActivityLog } from '../../../../shared/api/back-office.ts'
import { displayName } from '../../../state/user-display.ts'

const a = zhTW.backoffice.activity
const officeText = zhTW.backoffice.common
export const DETAILS_PREVIEW_CHARS = 100

const FIELD_LABELS: Record<string, string> = {
  name: '名稱',
  code: '代碼',
  phone: '電話',
  tier: '等級',
  title: '標題',
  priority: '優先度',
  targetRole: '對象',
  task: '任務',
  assignedTo: '負責人',
  number: '桌號',
  seats: '座位',
  guestCount: '人數',
  sessionId: '用餐編號',
  orderNumber: '訂單',
  orderId: '訂單 ID',
  tableNumber: '桌號',
  total: '金額',
  amount: '金額',
  method: '付款方式',
  itemCount: '品項數',
  from: '原狀態',
  to: '新狀態',
  reason: '原因',
  date: '日期',
  expectedCash: '應有現金',
  countedCash: '實點現金',
  difference: '差額',
  role: '角色',
  username: '帳號',
  changes: '變更',
  changed: '變更欄位',
  status: '狀態',
  points: '點數',
  pointsDelta: '點數變動',
  delta: '數量變動',
  stock: '庫存異動',
  unit: '單位',
  basePrice: '價格',
  note: '備註',
  isCompleted: '已完成',
  isActive: '啟用',
  registrationOpen: '開放註冊',
  skillLevel: '技能等級',
  printerIds: '印表機',
  tableIds: '桌位',
  storeIds: '店面',
  passwordReset: '重設密碼',
  passwordChanged: '變更密碼',
  pin: 'PIN',
  content: '內容',
  description: '說明',
  dueDate: '到期日',
  email: '電子郵件',
  firstName: '名字',
  lastName: '姓氏',
  settings: '設定',
  serviceFee: '服務費',
  taxRate: '稅率',
  receiptFooter: '收據頁尾',
  batch: '批次',
  sop: 'SOP',
  reorder: '排序',
  size: '大小（位元組）',
}

const ann = zhTW.backoffice.announcements
const STORE_STATUS = zhTW.store.status as Record<string, string>
/** Enum values recorded in English, shown in zh-TW (unknown values stay raw). */
const VALUE_LABELS: Record<string, Record<string, string>> = {
  priority: { ...zhTW.backoffice.handover.priorities, ...ann.priorities },
  method: officeText.paymentMethods,
  targetRole: { manager: ann.targets.manager, staff: ann.targets.staff },
  role: zhTW.backoffice.users.roles,
  tier: MEMBER_TIER_LABELS,
  skillLevel: {
    beginner: zhTW.backoffice.settings.skills.beginner.label,
    expert: zhTW.backoffice.settings.skills.expert.label,
  },
  // Order moves log top-level from/to; store moves log status: { from, to }.
  from: ORDER_STATUS_LABELS,
  to: ORDER_STATUS_LABELS,
  'status.from': STORE_STATUS,
  'status.to': STORE_STATUS,
}

function value(v: unknown, key = ''): string {
  if (typeof v === 'string' && VALUE_LABELS[key]?.[v]) return VALUE_LABELS[key][v]
  if (v === null || v === undefined || v === '') return officeText.none
  if (typeof v === 'boolean') return v ? officeText.yes : officeText.no
  if (Array.isArray(v)) return v.map((x) => value(x, key)).join('、')
  if (typeof v === 'object') return `（${pairs(v as Record<string, unknown>, key)}）`
  return String(v)
}

function pairs(obj: Record<string, unknown>, parent = ''): string {
  return Object.entries(obj)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${FIELD_LABELS[k] ?? k}：${value(v, parent === 'status' ? `status.${k}` : k)}`)
    .join('，')
}

/** The whole details text, for the row's title (tooltip) and for searching by eye. */
export function detailsText(details: Record<string, unknown> | null | undefined): string {
  return details ? pairs(details) : ''
}

export function detailsPreview(details: Record<string, unknown> | null | undefined): string {
  return truncate(detailsText(details), DETAILS_PREVIEW_CHARS)
}

export function actionLabel(action: string): string {
  return (a.actions as Record<string, string>)[action] ?? action
}

export function entityLabel(type: string): string {
  return (a.entities as Record<string, string>)[type] ?? type
}

/** Names recorded on the row (they survive later renames); no user means the system did it. */
export function logUser(
  log: Pick<ActivityLog, 'userId' | 'userFirstName' | 'userLastName' | 'userEmail' | 'username'>,
): string {
  if (log.userId === null && !log.username && !log.userEmail) return a.system
  return displayName({
    firstName: log.userFirstName,
    lastName: log.userLastName,
    email: log.userEmail,
    username: log.username,
  })
}
