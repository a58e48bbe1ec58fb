/**
 * 估清: a dish marked 售完 now, or 剩 N 份 counting down with each order. A mark belongs to one
 * business day; read on any other day it is no mark at all, so the day's start resets it lazily.
 */
export type PortionMark = { remaining: number; businessDate: string }

/** What a menu read shows: `remaining` null when nothing limits the dish today. */
export type Portions = { soldOut: boolean; remaining: number | null }

export const NO_LIMIT: Portions = { soldOut: false, remaining: null }

/** Upper bound for 剩 N 份: more than a kitchen makes in a day is a typo. */
export const MAX_PORTIONS = 9999

export function portionsOf(mark: PortionMark | null | undefined, today: string): Portions {
  if (!mark || mark.businessDate !== today) return NO_LIMIT
  return { soldOut: mark.remaining <= 0, remaining: Math.max(0, mark.remaining) }
}

/** Portions an order asks for, per dish (a dish on two lines counts once, summed). */
export function portionsAsked(lines: { menuItemId: number; quantity: number }[]): Map<number, number> {
  const asked = new Map<number, number>()
  for (const l of lines) asked.set(l.menuItemId, (asked.get(l.menuItemId) ?? 0) + l.quantity)
  return asked
}

/** Why a dish cannot take `wanted` portions today, or null when it can. */
export function portionShortfall(
  mark: PortionMark | null | undefined,
  today: string,
  wanted: number,
): { soldOut: true } | { soldOut: false; left: number } | null {
  const p = portionsOf(mark, today)
  if (p.remaining === null || wanted <= p.remaining) return null
  return p.soldOut ? { soldOut: true } : { soldOut: false, left: p.remaining }
}
