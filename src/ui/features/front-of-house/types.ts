/**
 * Front-of-house shapes as the server presents them: orders/present.ts, tables/present.ts,
 * tables/layouts.ts, payments/service.ts, diner/service.ts (qrLink), members/service.ts.
 * Money is a 2-decimal string ("120.00"); times are ISO strings.
 */
export type OrderStatus = 'pending' | 'confirmed' | 'preparing' | 'ready' | 'served' | 'completed' | 'cancelled'
export type PaymentMethod = 'cash' | 'credit_card' | 'taiwan_pay' | 'apple_pay' | 'line_pay'
export type OrderType = 'dine_in' | 'takeout' | 'qr_order'
export type TableStatus = 'available' | 'occupied' | 'reserved' | 'cleaning'
export type MemberTier = 'regular' | 'silver' | 'gold' | 'vip'

export type PricedOption = { name: string; price: string }

export type OrderLine = {
  id: number
  menuItemId: number
  name: string
  quantity: number
  basePrice: string
  unitPrice: string
  subtotal: string
  options: { size: PricedOption | null; spice: string | null; addOns: PricedOption[] }
  notes: string | null
  /** Issue 17 item 7: a voided line no longer counts; refundedQuantity went back by line refunds. */
  voided?: boolean
  voidReason?: string | null
  refundedQuantity?: number
}

/** A discount or 招待 of a line (lineId) or the whole order (issue 17 item 6). */
export type OrderDiscount = { id: number; lineId: number | null; kind: 'percent' | 'amount' | 'comp'; value: number | string; amount: string; reason: string; note: string | null }

export type Order = {
  id: number
  orderNumber: string
  storeId: number
  tableId: number | null
  tableNumber: string | null
  sessionId: number | null
  memberId: number | null
  staffId: number | null
  orderType: OrderType
  status: OrderStatus
  paymentMethod: PaymentMethod | null
  paymentStatus: 'paid' | 'unpaid'
  subtotal: string
  serviceFee: string
  discount: string
  total: string
  /** Paid back so far; a fully refunded order reads cancelled. */
  refunded?: string
  notes: string | null
  cancelReason: string | null
  items: OrderLine[]
  discounts?: OrderDiscount[]
  createdAt: string
  updatedAt: string
}

export type Table = {
  id: number
  storeId: number
  number: string
  seats: number
  status: TableStatus
  sessionId: number | null
  guestCount: number | null
  sessionStartTime: string | null
  sessionTotalAmount: string | null
  sessionPaidAmount: string | null
  sessionOutstanding: string | null
  currentOrder: { id: number; orderNumber: string; orderTime: string; itemCount: number; total: string; status: OrderStatus } | null
}

export type Payment = {
  id: number
  sessionId: number | null
  orderId: number | null
  amount: string
  paymentMethod: PaymentMethod
  /** Cash handed over and the change; null for other methods. */
  tendered?: string | null
  change?: string | null
  createdAt: string
}

export type TableConfiguration = { id: number; storeId: number; name: string; description: string | null; isActive: boolean }

export type TableCombination = {
  id: number
  configurationId: number
  name: string
  tableIds: number[]
  tableNumbers: string[]
  totalSeats: number
}

export type QrLink = { tableId: number; tableNumber: string; token: string; url: string; customerUrl: string }

export type Member = { id: number; name: string; phone: string; tier: MemberTier; points: number }

export type MenuItem = {
  id: number
  name: string
  description: string | null
  basePrice: string
  categoryId: string | null
  status: 'available' | 'unavailable'
  isActive: boolean
  sizeOptions: PricedOption[]
  spiceLevels: string[]
  addOns: PricedOption[]
  imageUrl: string | null
  inventoryStatus?: 'sufficient' | 'low' | 'out'
  displayOrder?: number
}

/** `id` is the category's key (spec part 1 §3: food, drink, dessert, soup), as items' categoryId. */
export type MenuCategory = { id: string; name: string; displayOrder: number }
