/**
 * Where an order is eaten. 內用 at a table (placed by staff, or by the diner from the table's QR code);
 * 外帶 and 外送 leave the store: no table, no session, the order is its own bill.
 */
export const ORDER_TYPES = ['dine_in', 'takeout', 'delivery', 'qr_order'] as const
export type OrderType = (typeof ORDER_TYPES)[number]

/** The types staff choose at the POS (a QR order comes from the diner's page). */
export const STAFF_ORDER_TYPES = ['dine_in', 'takeout', 'delivery'] as const
export type StaffOrderType = (typeof STAFF_ORDER_TYPES)[number]

export type AwayType = 'takeout' | 'delivery'
export const isAway = (type: OrderType): type is AwayType => type === 'takeout' || type === 'delivery'
