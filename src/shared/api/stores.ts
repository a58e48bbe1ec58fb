/** Users, sign-in and stores as the API presents them (ids are integers, money is "120.00"). */
import type { RoundingRule } from '../domain/money.ts'

export type Role = 'manager' | 'staff'

export type User = {
  id: number
  username: string | null
  email: string | null
  firstName: string | null
  lastName: string | null
  role: Role | string
  /** The installation's owner (every store, users, system settings); role is then manager. */
  isOwner?: boolean
  skillLevel: 'beginner' | 'expert'
  currentStoreId: number | null
}

/** A user as the API shows one (never a hash): users-repo publicUser. */
export type PublicUser = User & { role: Role; isOwner: boolean; isActive: boolean; hasPin: boolean; createdAt: string }

/** GET /api/users: an account with its stores and whether the signed-in user may change it. */
export type ManagedUser = PublicUser & { stores: { id: number; name: string }[]; canManage: boolean }

/** GET /api/auth/config: what the sign-in page offers. */
export type AuthConfig = {
  registrationOpen: boolean
  /** No account yet: the first registration (the owner) must bring the setup code printed at start. */
  setupCodeRequired: boolean
  oidcEnabled: boolean
  lineEnabled: boolean
  maxLoginAttempts: number
}
/** GET and PATCH /api/settings/system (the owner's installation-wide settings). */
export type SystemSettings = Pick<AuthConfig, 'registrationOpen'>

export type StoreStatus = 'preparing' | 'active' | 'inactive'

/**
 * JSON, so a new key needs no migration; stores saved before a key existed read its default
 * (shared/domain/order-totals pricingRules).
 */
export type StoreSettings = {
  timezone: string
  currency: string
  taxRate: number
  serviceFee: number
  /** The service fee also on takeout (default: dine-in and QR orders only). */
  feeOnTakeout?: boolean
  /** How the fee, discounts and split parts become whole dollars. */
  rounding?: RoundingRule
  /** Menu prices may have cents (default: whole dollars only). */
  allowCentPrices?: boolean
  /** Discount reasons staff pick from; default: the catalog's list. */
  discountReasons?: string[]
  /** A staff discount above this percent of its line or order, or this many NT$, needs a manager's PIN. */
  discountApprovalPercent?: number
  discountApprovalAmount?: number
  /** 換日時間 "05:00": the business day turns at this time on Taipei's clock (default "00:00"; business-day dayCutoff). */
  dayCutoff?: string
  /** 結帳後自動清桌: the payment that settles a table's check clears the table (default on). */
  autoClearWhenPaid?: boolean
}

export type Store = {
  id: number
  name: string
  code: string
  address: string | null
  phone: string | null
  status: StoreStatus
  settings: StoreSettings
  receiptFooter: string | null
  /** 電子發票 mode: the invoice choice is offered at payment only in 'einvoice'; store reads add it. */
  invoiceMode?: 'off' | 'receipt' | 'einvoice'
  createdAt: string
  updatedAt: string
}

export type NewStore = { name: string; code: string; address?: string; phone?: string }
