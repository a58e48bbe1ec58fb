/** Shapes the UI reads from the API (server contract; ids are integers, money is "120.00"). */
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

export type AuthConfig = {
  registrationOpen: boolean
  oidcEnabled: boolean
  lineEnabled: boolean
  maxLoginAttempts: number
}

export type StoreStatus = 'preparing' | 'active' | 'inactive'

export type Store = {
  id: number
  name: string
  code: string
  address: string | null
  phone: string | null
  status: StoreStatus
  settings: { timezone: string; currency: string; taxRate: number | string; serviceFee: number | string }
  /** 電子發票 mode (issue 18): the invoice choice is offered at payment only in 'einvoice'. */
  invoiceMode?: 'off' | 'receipt' | 'einvoice'
  createdAt: string
  updatedAt: string
}

export type NewStore = { name: string; code: string; address?: string; phone?: string }
