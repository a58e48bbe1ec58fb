/**
 * Front-of-house shapes as the server presents them: orders/present.ts, tables/present.ts, tables/layouts.ts,
 * payments/service.ts and splits.ts, refunds/service.ts, diner/service.ts (qrLink), members/service.ts. Money is a
 * 2-decimal string ("120.00"); times are ISO strings.
 */
import type { MenuInventoryStatus, PublicMenuItem } from './menu.ts'

export type OrderStatus = 'pending' | 'confirmed' | 'preparing' | 'ready' | 'served' | 'completed' | 'cancelled'
export type PaymentMethod = 'cash' | 'credit_card' | 'taiwan_pay' | 'apple_pay' | 'line_pay'
import type { OrderType } from '../domain/order-type.ts'
export type { OrderType }
export type TableStatus = 'available' | 'occupied' | 'reserved' | 'cleaning'
export type { MemberTier } from '../domain/member-tier.ts'
import type { MemberTier } from '../domain/member-tier.ts'
import type { SPLIT_KINDS } from '../domain/bill-split.ts'
import type { RefundReason } from '../domain/refund.ts'
import type { EINVOICE_KINDS } from '../domain/einvoice/ids.ts'

type EinvoiceKind = (typeof EINVOICE_KINDS)[number]

export type PricedOption = { name: string; price: string }

export type PickedGroup = { groupId: number; name: string; choices: PricedOption[] }

export type OrderLine = {
  id: number
  /** null once the menu item is deleted; the line keeps its name and prices. */
  menuItemId: number | null
  name: string
  quantity: number
  basePrice: string
  unitPrice: string
  subtotal: string
  options: {
    size: PricedOption | null
    spice: string | null
    addOns: PricedOption[]
    /** Option group picks (甜度, 冰塊 ...) with names and prices at the time of sale. */
    groups: PickedGroup[]
    /** A 套餐's parts in its slot order (empty for other lines): each made under its own category. */
    parts: {
      slot: string
      menuItemId: number
      name: string
      categoryId: number | null
      price: string
      groups: PickedGroup[]
    }[]
  }
  /** The menu category's row id at the time of sale (reports group by it). */
  categoryId: number | null
  notes: string | null
  /** A voided line no longer counts; refundedQuantity went back by line refunds. */
  voided: boolean
  voidReason: string | null
  voidNote: string | null
  refundedQuantity: number
}

/** A discount or 招待 of a line (lineId) or the whole order. */
export type OrderDiscount = {
  id: number
  lineId: number | null
  kind: 'percent' | 'amount' | 'comp'
  /** A percent as a number, an amount as money ("50.00"). */
  value: number | string
  amount: string
  reason: string
  note: string | null
  createdBy: number | null
  approvedBy: number | null
}

export type OrderTender = { paymentMethod: PaymentMethod; amount: string }

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
  /**
   * How a paid order was paid, one entry per method with what it took (a mixed payment names each);
   * a table's orders share their session's payments. Empty while unpaid.
   */
  tenders: OrderTender[]
  subtotal: string
  serviceFee: string
  discount: string
  total: string
  /** Paid back so far; a fully refunded order reads cancelled. */
  refunded: string
  costData: { totalCost: string }
  notes: string | null
  cancelReason: string | null
  items: OrderLine[]
  /** Discounts and 招待, line or whole order; the member discount is in `discount` only. */
  discounts: OrderDiscount[]
  confirmedAt: string | null
  preparingAt: string | null
  readyAt: string | null
  servedAt: string | null
  completedAt: string | null
  cancelledAt: string | null
  createdAt: string
  updatedAt: string
}

/** GET /orders/day-stats: one Taipei business day's orders counted and summed by status (money as "335.00"). */
export type OrderDayStats = {
  date: string
  count: number
  /** pending, confirmed or preparing */
  active: number
  completed: number
  /** The day's order totals without the cancelled ones. */
  revenue: string
  byStatus: Record<OrderStatus, { count: number; total: string }>
}

export type Table = {
  id: number
  storeId: number
  number: string
  seats: number
  status: TableStatus
  /** Bumped when the table's QR code is renewed (the old code stops working). */
  qrVersion: number
  sessionId: number | null
  guestCount: number | null
  sessionStartTime: string | null
  sessionTotalAmount: string | null
  sessionPaidAmount: string | null
  sessionOutstanding: string | null
  currentOrder: {
    id: number
    orderNumber: string
    orderTime: string
    itemCount: number
    total: string
    status: OrderStatus
  } | null
  createdAt: string
  updatedAt: string
}

/** The 電子發票 a payment took (einvoice/issue.ts presentInvoice): number null while it waits for one. */
export type PaymentInvoice = {
  status: 'pending' | 'issued' | 'voided'
  kind: EinvoiceKind
  number: string | null
  carrier: string | null
  buyerId: string | null
  buyerName?: string | null
  donationCode: string | null
  /** A zh-TW warning for staff (numbers running low, none left). */
  warning?: string | null
}

export type Payment = {
  id: number
  storeId: number
  sessionId: number | null
  orderId: number | null
  amount: string
  paymentMethod: PaymentMethod
  /** Cash handed over and the change; null for other methods. */
  tendered: string | null
  change: string | null
  receivedBy: number | null
  clientPaymentId: string | null
  createdAt: string
  /** In a 電子發票 store, the invoice this payment took (the payment's answer and a check's payment list). */
  invoice?: PaymentInvoice | null
}

/** A refund (退款) as GET /orders/:orderId/refunds lists it. */
export type Refund = {
  id: number
  storeId: number
  orderId: number
  amount: string
  paymentMethod: PaymentMethod
  reason: RefundReason
  note: string | null
  refundedBy: number | null
  approvedBy: number | null
  clientRefundId: string | null
  createdAt: string
}
/** POST /orders/:orderId/refunds: the refund and the order as it reads after it. */
export type RefundResult = Refund & { order: Order }
/** GET /orders/:orderId/refund-methods: a method the order was paid with, and what may still go back by it. */
export type RefundTenderOption = { paymentMethod: PaymentMethod; refundable: string }

/** 分開結帳: equal shares, amounts, or lines moved to their own checks. */
export type SplitKind = (typeof SPLIT_KINDS)[number]
export type SplitPart = {
  id: number
  position: number
  amount: string
  paid: boolean
  /**
   * The lines moved to this check (split by items; a piece of a line shows its quantity and share);
   * empty otherwise.
   */
  items: { id: number; name: string; quantity: number; subtotal: string }[]
  payment: Payment | null
}
/** A table session's bill and its split, if any (GET/POST/DELETE /sessions/:id/split). */
export type SplitBill = {
  sessionId: number
  total: string
  paid: string
  outstanding: string
  split: { id: number; kind: SplitKind; createdAt: string; unsplit: string; parts: SplitPart[] } | null
}

/** POST …/split/parts/:partId/pay: the part's payment, whether it cleared the table, and the bill after it. */
export type PartPaymentResult = { payment: Payment; replay: boolean; tableCleared: boolean; bill: SplitBill }

export type TableConfiguration = {
  id: number
  storeId: number
  name: string
  description: string | null
  isActive: boolean
  createdAt: string
  updatedAt: string
}

export type TableCombination = {
  id: number
  storeId: number
  configurationId: number
  name: string
  tableIds: number[]
  tableNumbers: string[]
  totalSeats: number
  createdAt: string
}

export type QrLink = { tableId: number; tableNumber: string; token: string; url: string; customerUrl: string }

export type Member = {
  id: number
  storeId: number
  name: string
  phone: string
  email: string | null
  tier: MemberTier
  points: number
  totalSpent: string
  lastVisit: string | null
  /** Visited within the activity window (shared/domain/member-tier). */
  isActive: boolean
  createdAt: string
  updatedAt: string
}

/** GET /members/stats: counts, and the VIP members' share of the store's revenue (null without revenue). */
export type MemberStats = {
  total: number
  active: number
  newThisMonth: number
  vipCount: number
  vipRevenue: string
  vipRevenueShare: number | null
}

/** The menu as the ordering screens read it: the public item, with its stock status for staff. */
export type MenuItem = PublicMenuItem & { inventoryStatus?: MenuInventoryStatus }

/** `id` is the category's key (spec part 1 §3: food, drink, dessert, soup), as items' categoryId. */
export type MenuCategory = { id: string; name: string; displayOrder: number }
