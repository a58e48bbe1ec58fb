/**
 * Which business day an instant or a date is, once closes count (shared/domain/business-day):
 * a closed day ends at its close and the next one starts there. Two point reads on the
 * (store, business day) index, so a year of closes costs the same as one.
 */
import { and, desc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { $, preparedFor } from '../../db/prepared'
import { dayCloses } from '../../db/schema'
import {
  businessDayRange,
  closedDayBounds,
  openBusinessDay,
  previousDate,
  type BusinessDay,
} from '../../../shared/domain/business-day'

const q = preparedFor((d) => ({
  latest: d
    .select({ date: dayCloses.businessDate, closedAt: dayCloses.createdAt })
    .from(dayCloses)
    .where(eq(dayCloses.storeId, $('storeId')))
    .orderBy(desc(dayCloses.businessDate))
    .limit(1)
    .prepare(),
  closedAt: d
    .select({ closedAt: dayCloses.createdAt })
    .from(dayCloses)
    .where(and(eq(dayCloses.storeId, $('storeId')), eq(dayCloses.businessDate, $('date'))))
    .prepare(),
}))

/** The business day a sale made at `now` belongs to: after today's close, the next one. */
export function openDayOf(d: Db, storeId: number, cutoff: string, now: number): BusinessDay {
  return openBusinessDay(now, cutoff, q(d).latest.get({ storeId }) ?? null)
}

/** The span of the business day named `date`, or null when it is not a real date. */
export function spanOfDay(d: Db, storeId: number, cutoff: string, date: string): BusinessDay | null {
  const day = businessDayRange(date, cutoff)
  if (!day) return null
  const closedAt = (date: string) => q(d).closedAt.get({ storeId, date })?.closedAt ?? null
  return { date, ...closedDayBounds(day, closedAt(previousDate(date)), closedAt(date)) }
}
