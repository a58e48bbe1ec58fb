import { and, asc, eq, max } from 'drizzle-orm'
import { $, placeholders, preparedFor } from '../../db/prepared'
import { idempotencyKeys, orderItems, orders } from '../../db/schema'

/** The statements of an order's transaction, prepared once per database (docs/PERFORMANCE.md). */
export const orderQueries = preparedFor((d) => ({
  lastSequence: d
    .select({ n: max(orders.dailySeq) })
    .from(orders)
    .where(and(eq(orders.storeId, $('storeId')), eq(orders.businessDate, $('date'))))
    .prepare(),
  insertOrder: d
    .insert(orders)
    .values(
      placeholders(
        'storeId',
        'orderNumber',
        'businessDate',
        'dailySeq',
        'tableId',
        'sessionId',
        'memberId',
        'staffId',
        'orderType',
        'paymentMethod',
        'subtotal',
        'serviceFee',
        'discount',
        'total',
        'totalCost',
        'notes',
        'createdAt',
        'updatedAt',
      ),
    )
    .prepare(),
  insertLine: d
    .insert(orderItems)
    .values(
      placeholders(
        'orderId',
        'menuItemId',
        'name',
        'categoryId',
        'quantity',
        'basePrice',
        'unitPrice',
        'subtotal',
        'unitCost',
        'options',
        'notes',
      ),
    )
    .prepare(),
  /** The rows just written, read back (not RETURNING: see db/prepared.ts). */
  orderById: d
    .select()
    .from(orders)
    .where(eq(orders.id, $('id')))
    .prepare(),
  lines: d
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, $('orderId')))
    .orderBy(asc(orderItems.id))
    .prepare(),
  key: d
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.storeId, $('storeId')), eq(idempotencyKeys.key, $('key'))))
    .prepare(),
  insertKey: d
    .insert(idempotencyKeys)
    .values(placeholders('storeId', 'key', 'requestHash', 'orderId', 'createdAt'))
    .prepare(),
}))
