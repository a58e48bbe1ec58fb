import { Elysia } from 'elysia'
import type { authPlugin } from '../../http/auth'
import { AppError } from '../../http/app-error'
import { decodeCursor, setNextCursor } from '../../http/cursor'
import { HqRangeQuery, HqSalesQuery, HqStockQuery } from '../../../shared/api/requests/chain'
import { businessDate, parseBusinessDate } from '../../../shared/domain/business-day'
import { formatMoney } from '../../../shared/domain/money'
import { formatQuantity } from '../../../shared/domain/quantity'
import type { Clock } from '../../clock'
import type { HqReports } from './hq-reports'

type Tally = { count: number; amount: number }
/** Each amount (cents) as money text ("120.50"), as every answer gives money. */
const moneyText = <K extends string>(amounts: Record<K, number>) =>
  Object.fromEntries(Object.entries<number>(amounts).map(([k, v]) => [k, formatMoney(v)])) as Record<K, string>
/** Each tally's amount as money text. */
const priced = <K extends string>(parts: Record<K, Tally>) =>
  Object.fromEntries(
    Object.entries<Tally>(parts).map(([k, v]) => [k, { count: v.count, amount: formatMoney(v.amount) }]),
  ) as Record<K, { count: number; amount: string }>

/**
 * HQ's chain-wide reports, owners only. They read HQ's own tables, which only a server started with
 * --hq fills from the hub; on a store's box they are empty.
 */
export function hqRoutes({
  reports,
  clock,
  guard,
}: {
  reports: HqReports
  clock: Clock
  guard: ReturnType<typeof authPlugin>
}) {
  const rangeOf = (q: HqRangeQuery) => {
    const today = businessDate(clock.now())
    const range = { from: q.from ?? today, to: q.to ?? today }
    if (!parseBusinessDate(range.from) || !parseBusinessDate(range.to) || range.from > range.to)
      throw new AppError('DATE_RANGE_INVALID')
    return range
  }
  return new Elysia({ prefix: '/api/hq', tags: ['hq'] })
    .use(guard)
    .get(
      '/sales',
      ({ query }) =>
        reports.sales(query.by ?? 'store', rangeOf(query)).map((row) => ({ ...row, amount: formatMoney(row.amount) })),
      { auth: 'owner', query: HqSalesQuery },
    )
    .get(
      '/payments',
      ({ query }) => reports.payments(rangeOf(query)).map((row) => ({ ...row, amount: formatMoney(row.amount) })),
      { auth: 'owner', query: HqRangeQuery },
    )
    .get(
      '/summary',
      ({ query }) =>
        reports.summary(rangeOf(query)).map(({ storeCode, ...parts }) => ({ storeCode, ...priced(parts) })),
      { auth: 'owner', query: HqRangeQuery },
    )
    .get(
      '/day-closes',
      ({ query }) =>
        reports.dayCloses(rangeOf(query)).map(({ storeCode, businessDate, closedAt, orderCount, ...money }) => ({
          storeCode,
          businessDate,
          closedAt,
          orderCount,
          ...moneyText(money),
        })),
      { auth: 'owner', query: HqRangeQuery },
    )
    .get(
      '/stock',
      ({ query, set }) => {
        const { items, next } = reports.stock(rangeOf(query), decodeCursor(query.cursor))
        setNextCursor(set, next)
        return items.map(({ deltaMilli, stockMilli, ...row }) => ({
          ...row,
          delta: formatQuantity(deltaMilli),
          stock: formatQuantity(stockMilli),
        }))
      },
      { auth: 'owner', query: HqStockQuery },
    )
    .get('/health', () => reports.health(clock.now()), { auth: 'owner' })
}
