/**
 * Order states (spec part 2 §4) and who may move an order where.
 * Admin screens advance one step at a time; the kitchen has its own shorter path;
 * managers cancel with a reason from any state that is not final.
 */
export const ORDER_STATUSES = [
  'pending',
  'confirmed',
  'preparing',
  'ready',
  'served',
  'completed',
  'cancelled',
] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

/** Spec part 2 §4 labels, used in messages the staff read. */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: '待確認',
  confirmed: '已確認',
  preparing: '製作中',
  ready: '已完成',
  served: '已送餐',
  completed: '已送達',
  cancelled: '已取消',
}

export const FINAL_STATUSES: readonly OrderStatus[] = ['completed', 'cancelled']

/** Orders the dashboard counts as active (spec part 1 §4 and part 2 §4). */
export const ACTIVE_STATUSES: readonly OrderStatus[] = ['pending', 'confirmed', 'preparing']

/** Tickets the kitchen still has to make or hand out. */
export const KITCHEN_STATUSES: readonly OrderStatus[] = ['pending', 'confirmed', 'preparing', 'ready']

/** Order management's single-step advance; a served order is completed like a ready one. */
const ADMIN_NEXT: Partial<Record<OrderStatus, OrderStatus>> = {
  pending: 'confirmed',
  confirmed: 'preparing',
  preparing: 'ready',
  ready: 'completed',
  served: 'completed',
}

/** Spec part 2 §4: the kitchen takes pending orders (or ones a manager confirmed), finishes, hands out. */
const KITCHEN_FROM: Record<KitchenTarget, readonly OrderStatus[]> = {
  preparing: ['pending', 'confirmed'],
  ready: ['preparing'],
  served: ['ready'],
}

export const KITCHEN_TARGETS = ['preparing', 'ready', 'served'] as const
export type KitchenTarget = (typeof KITCHEN_TARGETS)[number]

export type TransitionCheck = { ok: true } | { ok: false; from: OrderStatus; to: OrderStatus }

const verdict = (ok: boolean, from: OrderStatus, to: OrderStatus): TransitionCheck =>
  ok ? { ok: true } : { ok: false, from, to }

export function nextAdminStatus(from: OrderStatus): OrderStatus | null {
  return ADMIN_NEXT[from] ?? null
}

export function checkAdminAdvance(from: OrderStatus, to: OrderStatus): TransitionCheck {
  return verdict(ADMIN_NEXT[from] === to, from, to)
}

export function checkKitchenMove(from: OrderStatus, to: KitchenTarget): TransitionCheck {
  return verdict(KITCHEN_FROM[to].includes(from), from, to)
}

export function checkCancel(from: OrderStatus): TransitionCheck {
  return verdict(!FINAL_STATUSES.includes(from), from, 'cancelled')
}

/** The timestamp column each state stamps when an order enters it (they feed the average wait). */
export const STATUS_TIME_FIELD = {
  confirmed: 'confirmedAt',
  preparing: 'preparingAt',
  ready: 'readyAt',
  served: 'servedAt',
  completed: 'completedAt',
  cancelled: 'cancelledAt',
} as const satisfies Partial<Record<OrderStatus, string>>

export function isOrderStatus(v: unknown): v is OrderStatus {
  return typeof v === 'string' && (ORDER_STATUSES as readonly string[]).includes(v)
}
