/** API shapes read by the back-office screens (server contract; money is "120.00"). */
import type { Store } from './stores.ts'
import type { ANNOUNCEMENT_PRIORITIES, ANNOUNCEMENT_TARGET_ROLES } from './requests/announcements.ts'
import type { HANDOVER_PRIORITIES } from './requests/handover.ts'

export type DashboardStats = {
  todayRevenue: string
  yesterdayRevenue: string
  revenueChange: number | null
  todayOrderCount: number
  yesterdayOrderCount: number
  orderChange: number | null
  activeOrderCount: number
  avgWaitMinutes: number | null
  lowStockCount: number
}

export type StoreStats = { todayRevenue: string; todayOrders: number; staffCount: number }
export type StaffMember = {
  id: number
  username: string | null
  firstName: string | null
  lastName: string | null
  role: string
  isActive: boolean
}
export type StoreDetails = Store & { stats: StoreStats; staff: StaffMember[] }

export type AnnouncementPriority = (typeof ANNOUNCEMENT_PRIORITIES)[number]
export type AnnouncementTargetRole = (typeof ANNOUNCEMENT_TARGET_ROLES)[number]
export type Announcement = {
  id: number
  storeId: number
  title: string
  content: string
  priority: AnnouncementPriority
  targetRole: AnnouncementTargetRole | null
  isActive: boolean
  createdBy: number | null
  createdByName: string | null
  createdAt: string
  updatedAt: string
}

export type HandoverPriority = (typeof HANDOVER_PRIORITIES)[number]
export type HandoverNote = {
  id: number
  content: string
  createdBy: number | null
  createdByName: string | null
  createdAt: string
}
export type HandoverItem = {
  id: number
  storeId: number
  task: string
  description: string | null
  priority: HandoverPriority
  assignedTo: string | null
  dueDate: string | null
  isCompleted: boolean
  isOverdue: boolean
  completedBy: number | null
  completedByName: string | null
  completedAt: string | null
  createdBy: number | null
  createdAt: string
  updatedAt: string
  notes: HandoverNote[]
}
export type HandoverSummary = {
  total: number
  pending: number
  completed: number
  highPriorityPending: number
  todayCompleted: HandoverItem[]
  overdue: HandoverItem[]
}

export type OrderSummary = {
  id: number
  orderNumber: string
  tableNumber: string | null
  status: string
  total: string
  createdAt: string
}

/** The dashboard's low-stock panel reads these fields of GET …/inventory's items. */
export type InventoryItem = Pick<
  import('./inventory.ts').InventoryItem,
  'id' | 'name' | 'unit' | 'currentStock' | 'safetyStock' | 'stockStatus' | 'stockStatusLabel'
>

export type ActivityLog = {
  id: number
  storeId: number | null
  action: string
  entityType: string
  entityId: number | null
  userId: number | null
  userEmail: string | null
  userFirstName: string | null
  userLastName: string | null
  username: string | null
  details: Record<string, unknown>
  detailsText: string
  ipAddress: string | null
  createdAt: string
}
export type ActivityStats = { total: number; today: number; distinctUsers: number; actions: string[] }
