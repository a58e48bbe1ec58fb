import type { Db } from '../../db/client'
import type { Written } from '../../events'
import { AppError } from '../../http/app-error'
import { dayCutoff, type BusinessDay } from '../../../shared/domain/business-day'
import { formatMoney, parseMoney } from '../../../shared/domain/money'
import {
  specRuleTotals,
  storedOptions,
  type OrderTotals,
  type PricingSettings,
} from '../../../shared/domain/order-totals'
import { checkCarried, checkFor } from '../../../shared/domain/order-pricing'
import { quoteOrder } from '../../../shared/domain/order-quote'
import { isAway, type OrderType } from '../../../shared/domain/order-type'
import { checkOf } from './check'
import { logActivity, type Actor } from '../activity'
import { openSessionOf, seatTable, sessionOfStore, tableOfStore, type PaymentMethod } from '../tables'
import { MAX_GUESTS } from '../../../shared/domain/table-session'
import { assertOrderBounded, menuFor, orderCost, orderLines, partItemOf, type LineRequest } from './pricing'
import { deductStock } from './stock'
import { rememberKey, replayedOrderId, requestHash } from './idempotency'
import { loadOrder, presentOrder, type OrderJson } from './present'
import { orderQueries } from './queries'
import { changesOf } from '../../db/prepared'
import { storeRow } from '../stores'
import { portionDay, takePortions } from '../menu'
import { memberOfStore, moveMemberSpend } from '../members'
import type { NewOrderDiscount as DiscountRowInsert } from '../adjustments'
import { storeReasons, type NewOrderDiscount } from './discount-rules'
import { quoteError } from './quote-errors'
import { isManager, type UserRow } from '../auth'

type OptionRef = string | { name: string } | null | undefined
type GroupPick = { groupId: number; choices: OptionRef[] }

export type CreateOrderInput = {
  tableId?: number | null
  sessionId?: number | null
  memberId?: number | null
  items: {
    menuItemId: number
    quantity: number
    options?: {
      size?: OptionRef
      spice?: string | null
      addOns?: OptionRef[] | null
      groups?: GroupPick[] | null
      parts?: { slot: string; menuItemId: number; groups?: GroupPick[] | null }[] | null
    } | null
    notes?: string | null
  }[]
  subtotal?: string | number | null
  serviceFee?: string | number | null
  discount?: string | number | null
  total?: string | number | null
  paymentMethod?: PaymentMethod | null
  /** qr_order is for the diner module; staff screens send dine_in or takeout. */
  orderType?: OrderType
  notes?: string | null
  /** Discounts and 招待 from the POS cart; `line` is an index into items. */
  discounts?: NewOrderDiscount[] | null
  /** A manager's PIN for a staff discount above the store's threshold (checked before the write). */
  managerPin?: string | null
}

const optionName = (o: OptionRef) => (o == null ? null : typeof o === 'string' ? o : o.name)
const picksOf = (groups: GroupPick[]) =>
  groups.map((g) => ({ choices: g.choices.map((c) => optionName(c) ?? ''), groupId: g.groupId }))
const textOrNull = (s: string | null | undefined) => (s?.trim() ? s.trim() : null)

/**
 * The request as the server understands it; also what the idempotency hash covers. Every key is
 * always present and in alphabetical order at every level, so its JSON is canonical as it stands
 * (the sorted-key JSON earlier versions hashed: a retry across an upgrade still replays).
 */
export function normalise(input: CreateOrderInput) {
  return {
    discounts: (input.discounts ?? []).map((x) => ({
      kind: x.kind,
      line: x.line ?? null,
      note: textOrNull(x.note),
      reason: x.reason?.trim() ?? '',
      value: x.value ?? null,
    })),
    lines: input.items.map(
      (i): LineRequest => ({
        choice: {
          addOns: (i.options?.addOns ?? []).map((a) => optionName(a) ?? ''),
          // Only when picked: a request without groups hashes as it did before groups existed.
          ...(i.options?.groups?.length
            ? {
                groups: picksOf(i.options.groups),
              }
            : {}),
          ...(i.options?.parts?.length
            ? {
                parts: i.options.parts.map((p) => ({
                  groups: picksOf(p.groups ?? []),
                  menuItemId: p.menuItemId,
                  slot: p.slot,
                })),
              }
            : {}),
          size: optionName(i.options?.size),
          spice: i.options?.spice ?? null,
        },
        menuItemId: i.menuItemId,
        notes: textOrNull(i.notes),
        quantity: i.quantity,
      }),
    ),
    memberId: input.memberId ?? null,
    notes: textOrNull(input.notes),
    // Spec part 1 §3: tableId is "null for takeout"; a type left out with a table named is dine-in
    // (an order naming neither is refused: spec part 1 §5, the POS must choose a table).
    orderType: input.orderType ?? (input.tableId === null && input.sessionId == null ? 'takeout' : 'dine_in'),
    paymentMethod: input.paymentMethod ?? null,
    sessionId: input.sessionId ?? null,
    tableId: input.tableId ?? null,
  }
}
type Normalised = ReturnType<typeof normalise>

type Place = { tableId: number | null; sessionId: number | null; tableNumber: string | null; seated: boolean }

/**
 * Where the order is eaten. A dine-in order joins its table's open session; at an available table
 * it seats the table first (spec part 1: the POS never opens a table, it sends the order), with
 * the table's seats as the guest count. This runs inside the order's write transaction, so two
 * orders racing to one free table end in one session.
 */
function resolvePlace(d: Db, storeId: number, n: Normalised, ctx: { actor: Actor; now: number }): Place {
  if (isAway(n.orderType)) {
    if (n.tableId !== null || n.sessionId !== null) throw new AppError('TAKEOUT_WITH_TABLE')
    return { tableId: null, sessionId: null, tableNumber: null, seated: false }
  }
  if (n.sessionId !== null) {
    const session = sessionOfStore(d, storeId, n.sessionId)
    if (n.tableId !== null && n.tableId !== session.tableId) {
      throw new AppError('TABLE_SESSION_MISMATCH', { number: tableOfStore(d, storeId, n.tableId).number })
    }
    if (session.status !== 'open') throw new AppError('TABLE_SESSION_CLOSED')
    return {
      tableId: session.tableId,
      sessionId: session.id,
      tableNumber: tableOfStore(d, storeId, session.tableId).number,
      seated: false,
    }
  }
  if (n.tableId === null) throw new AppError('TABLE_REQUIRED')
  const table = tableOfStore(d, storeId, n.tableId)
  const open = openSessionOf(d, table.id)
  if (open) return { tableId: table.id, sessionId: open.id, tableNumber: table.number, seated: false }
  // A reserved or cleaning table is refused with its status named.
  const seated = seatTable(d, table, Math.min(table.seats, MAX_GUESTS), ctx.actor, ctx.now)
  return { tableId: table.id, sessionId: seated.id, tableNumber: table.number, seated: true }
}

function memberOf(d: Db, storeId: number, memberId: number | null) {
  if (memberId === null) return null
  const row = memberOfStore(d, storeId, memberId)
  if (!row) throw new AppError('MEMBER_NOT_FOUND')
  return row
}

const TOTAL_FIELDS = ['subtotal', 'serviceFee', 'discount', 'total'] as const

/**
 * Figures the client showed must be the server's; otherwise 422 with the server's own figures.
 * Only figures a client can know are claims: the staff screen (spec part 2 §7) sends no
 * serviceFee and a total that is its items' sum, so without a fee its total is not checked.
 * Two other readings are accepted as well, since a client written from the spec cannot know
 * them: the spec's literal rule (10% to the cent, takeout too), and the order priced alone (it
 * cannot know the table's check, whose fee is rounded once). Either way the server's figures
 * stand and are answered; the subtotal is always checked.
 */
function checkClaims(
  input: CreateOrderInput,
  totals: OrderTotals,
  alone: OrderTotals,
  settings: PricingSettings | null | undefined,
) {
  const totalIsClaim = input.serviceFee != null
  const matches = (figures: OrderTotals) =>
    TOTAL_FIELDS.every((f) => {
      const claimed = input[f]
      if (claimed == null || (f === 'total' && !totalIsClaim)) return true
      return parseMoney(claimed) === figures[f]
    })
  for (const f of TOTAL_FIELDS) {
    const claimed = input[f]
    if (claimed != null && parseMoney(claimed) === null)
      throw new AppError('VALIDATION', { detail: `金額欄位「${f}」格式不正確` })
  }
  if (matches(totals) || matches(specRuleTotals(totals, settings))) return
  if (matches(alone) || matches(specRuleTotals(alone, settings))) return
  const expected = Object.fromEntries(TOTAL_FIELDS.map((f) => [f, formatMoney(totals[f])]))
  throw new AppError('TOTALS_MISMATCH', expected, { expected })
}

function nextSequence(d: Db, storeId: number, date: string): number {
  return (orderQueries(d).lastSequence.get({ storeId, date })?.n ?? 0) + 1
}

/**
 * Writes the discounts an order is placed with. Adjustments owns them and builds on orders, so it
 * is handed in at composition (adjustments' recordOrderDiscounts) instead of imported.
 */
export type RecordDiscounts = (d: Db, rows: DiscountRowInsert[]) => void
/**
 * The business day a sale made now belongs to (換日時間 and the last close). Day-close owns the
 * closes and reads orders, so it is handed in at composition (day-close's openDayOf).
 */
export type OpenDay = (d: Db, storeId: number, cutoff: string, now: number) => BusinessDay
type OrderWriteCtx = {
  actor: Actor
  now: number
  key: string | null
  approver?: UserRow | null
  recordDiscounts: RecordDiscounts
  openDay: OpenDay
}

/**
 * Everything an order changes, in one transaction the caller opens: the order and its lines,
 * stock by recipe, the member's figures, the idempotency key and the activity log.
 * Returns the order id, and the order as the API shows it, from the rows just written; a replay
 * of an earlier request with the same key returns that order's id and no order (load it).
 */
export function createOrderInTx(
  d: Db,
  storeId: number,
  input: CreateOrderInput,
  ctx: OrderWriteCtx,
):
  | { orderId: number; replay: true }
  | {
      orderId: number
      replay: false
      order: OrderJson
      seated: { tableId: number; sessionId: number } | null
      written: Written['order.created']
      /** Dishes whose 剩 N 份 this order counted down. */
      portionsTaken: number[]
    } {
  const n = normalise(input)
  const hash = ctx.key ? requestHash(n) : ''
  const replayed = ctx.key ? replayedOrderId(d, storeId, ctx.key, hash) : null
  if (replayed !== null) return { orderId: replayed, replay: true }

  const q = orderQueries(d)
  const store = storeRow(d, storeId)
  if (!store) throw new AppError('STORE_NOT_FOUND')
  if (n.lines.length === 0) throw new AppError('ORDER_EMPTY')
  const place = resolvePlace(d, storeId, n, ctx)
  const member = memberOf(d, storeId, n.memberId)
  const menu = menuFor(d, storeId, n.lines)
  const partItem = partItemOf(menu)
  // Everything the price depends on is gathered; the order is priced once, on its table's check.
  const check = place.sessionId === null ? null : checkOf(d, place.sessionId, store.settings).check
  const quote = quoteOrder({
    settings: store.settings,
    reasons: storeReasons(store.settings),
    orderType: n.orderType,
    now: ctx.now,
    tier: member?.tier ?? null,
    lines: n.lines.map((r) => ({
      item: { ...menu.get(r.menuItemId)!, partItem },
      quantity: r.quantity,
      choice: r.choice,
    })),
    discounts: n.discounts,
    check: check && checkFor(checkCarried(check), member?.id ?? null),
    staff: !(ctx.actor.user && isManager(ctx.actor.user)),
    approved: !!ctx.approver,
  })
  if (!quote.ok) throw quoteError(quote.problem, (id) => menu.get(id)?.name)
  const { lines, needs } = orderLines(d, storeId, menu, n.lines, quote.lines)
  // 估清 in the order's own write: orders racing for the last portions are taken one after another.
  // A set's parts count down their own dishes' portions (the set's 香酥雞腿飯 is one of its 剩 3 份).
  const portioned = lines.flatMap((l) => [
    l,
    ...l.options.parts.map((p) => ({ menuItemId: p.menuItemId, name: p.name, quantity: l.quantity })),
  ])
  const portionsTaken = takePortions(d, portioned, { today: portionDay(d, storeId, ctx.now), now: ctx.now })
  const { figures: totals, discounts: discountRows } = quote
  assertOrderBounded(lines, totals)
  checkClaims(input, totals, quote.alone, store.settings)

  const { date } = ctx.openDay(d, storeId, dayCutoff(store.settings), ctx.now)
  const seq = nextSequence(d, storeId, date)
  const { lastInsertRowid } = changesOf(
    q.insertOrder.run({
      storeId,
      orderNumber: `${date.replace(/-/g, '')}-${String(seq).padStart(3, '0')}`,
      businessDate: date,
      dailySeq: seq,
      tableId: place.tableId,
      sessionId: place.sessionId,
      memberId: member?.id ?? null,
      staffId: ctx.actor.user?.id ?? null,
      orderType: n.orderType,
      paymentMethod: n.paymentMethod,
      ...totals,
      totalCost: orderCost(lines),
      notes: n.notes,
      createdAt: ctx.now,
      updatedAt: ctx.now,
    }),
  )
  const order = q.orderById.get({ id: Number(lastInsertRowid) })!
  // The lines as stored, kept for the answer rather than read back.
  const lineRows = lines.map((l) => {
    const row = {
      orderId: order.id,
      menuItemId: l.menuItemId,
      name: l.name,
      categoryId: l.categoryId,
      quantity: l.quantity,
      basePrice: l.basePrice,
      unitPrice: l.unitPrice,
      subtotal: l.subtotal,
      unitCost: l.unitCost,
      options: storedOptions(l.options),
      notes: l.notes,
    }
    return { id: Number(changesOf(q.insertLine.run(row)).lastInsertRowid), ...row }
  })
  const lineIds = lineRows.map((r) => r.id)
  const discounts = discountRows.map((x) => ({
    storeId,
    orderId: order.id,
    orderItemId: x.line === null ? null : lineIds[x.line],
    kind: x.spec.kind,
    value: x.spec.value,
    amount: x.amount,
    reason: x.reason,
    note: x.note,
    createdBy: ctx.actor.user?.id ?? null,
    approvedBy: ctx.approver?.id ?? null,
    createdAt: ctx.now,
  }))
  if (discounts.length) ctx.recordDiscounts(d, discounts)
  const negative = deductStock(
    d,
    { storeId, orderId: order.id, userId: ctx.actor.user?.id ?? null, now: ctx.now },
    needs,
  )
  // The manager's warning: the sale went through on stock the records say is not there.
  if (negative.length)
    logActivity(
      d,
      ctx.actor,
      {
        storeId,
        action: 'stock_below_zero',
        entityType: 'order',
        entityId: order.id,
        details: { orderNumber: order.orderNumber, ingredients: negative },
      },
      ctx.now,
    )
  if (member) {
    moveMemberSpend(d, member.id, 0, order.total, ctx.now, true)
  }
  if (ctx.key) rememberKey(d, storeId, ctx.key, hash, order.id, ctx.now)
  logActivity(
    d,
    ctx.actor,
    {
      storeId,
      action: n.orderType === 'qr_order' ? 'create_qr_order' : 'create_order',
      entityType: 'order',
      entityId: order.id,
      details: {
        orderNumber: order.orderNumber,
        tableNumber: place.tableNumber,
        total: formatMoney(order.total),
        itemCount: lines.length,
        ...(discountRows.length
          ? {
              discounts: discountRows.map((x) => ({
                line: x.line,
                kind: x.spec.kind,
                amount: formatMoney(x.amount),
                reason: x.reason,
              })),
              approvedBy: ctx.approver ? { id: ctx.approver.id, username: ctx.approver.username } : null,
            }
          : {}),
      },
    },
    ctx.now,
  )
  const seated = place.seated ? { tableId: place.tableId!, sessionId: place.sessionId! } : null
  // With discounts, the answer shows them (read back); without, from the rows just written — and,
  // like a read, with its invoices: none yet, since an order is paid after it is created.
  const json = discountRows.length
    ? loadOrder(d, storeId, order.id)
    : { ...presentOrder(order, place.tableNumber, lineRows), invoices: [] }
  // The rows just written, for the kitchen tickets staged in this transaction (not read back).
  const written = { order, items: lineRows, table: place.tableNumber }
  return { orderId: order.id, replay: false, order: json, seated, written, portionsTaken }
}
