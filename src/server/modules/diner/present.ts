import type { OrderJson } from '../orders'
import type { DinerOrder } from '../../../shared/api/diner'

/**
 * An order as a diner holding the table's QR token sees it: the order's own fields (spec part 2
 * §3: orderType, items, subtotal, serviceFee, total, status ...), none of staff, member or cost data.
 * Both the QR order's answer and the table's order list are this shape.
 */
export function dinerOrder(o: OrderJson): DinerOrder {
  return {
    id: o.id,
    orderNumber: o.orderNumber,
    tableId: o.tableId,
    tableNumber: o.tableNumber,
    sessionId: o.sessionId,
    orderType: o.orderType,
    status: o.status,
    paymentStatus: o.paymentStatus,
    subtotal: o.subtotal,
    serviceFee: o.serviceFee,
    discount: o.discount,
    total: o.total,
    notes: o.notes,
    createdAt: o.createdAt,
    items: o.items.map((l) => ({
      menuItemId: l.menuItemId,
      name: l.name,
      quantity: l.quantity,
      basePrice: l.basePrice,
      unitPrice: l.unitPrice,
      subtotal: l.subtotal,
      options: l.options,
      notes: l.notes,
    })),
  }
}
export type DinerOrderJson = DinerOrder
