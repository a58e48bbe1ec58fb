/**
 * Who takes which units of each line when a bill is split by items: every line has a home check
 * (where the chips put it whole) and, for a line of quantity 2 or more, units moved one at a time
 * to other checks with a stepper. The home check keeps the rest, so the units always add up.
 */
import type { SplitEntry } from '../../../../shared/domain/bill-split.ts'

export type ItemSplit = {
  /** A line's home check (0-based); a line not listed is in the first. */
  home: Record<number, number>
  /** Units of a line moved away from its home, by check. */
  moved: Record<number, Record<number, number>>
}

export const NO_ITEM_SPLIT: ItemSplit = { home: {}, moved: {} }

type Line = { id: number; quantity: number }

/** The check a line's units come from when a stepper moves one. */
export const homeOf = (s: ItemSplit, line: Line, checks: number) => Math.min(s.home[line.id] ?? 0, checks - 1)

/** How many of the line's units each of `checks` checks takes. */
export function unitsOf(s: ItemSplit, line: Line, checks: number): number[] {
  const home = homeOf(s, line, checks)
  const units = Array.from({ length: checks }, (_, c) => (c === home ? 0 : (s.moved[line.id]?.[c] ?? 0)))
  units[home] = line.quantity - units.reduce((a, b) => a + b, 0)
  return units
}

/** The whole line to check `c` (any units moved away come back with it). */
export function sendWhole(s: ItemSplit, lineId: number, c: number): ItemSplit {
  const { [lineId]: _, ...moved } = s.moved
  return { home: { ...s.home, [lineId]: c }, moved }
}

/** One unit more (`by` 1) or less (−1) to check `c`, taken from or given back to the line's home. */
export function step(s: ItemSplit, line: Line, checks: number, c: number, by: 1 | -1): ItemSplit {
  const units = unitsOf(s, line, checks)
  const home = homeOf(s, line, checks)
  if (c === home || units[c] + by < 0 || units[home] - by < 0) return s
  return { ...s, moved: { ...s.moved, [line.id]: { ...s.moved[line.id], [c]: units[c] + by } } }
}

/** The checks as the server takes them: a line whole by its id, a line in pieces as `{ id, quantity }`. */
export function entriesOf(s: ItemSplit, lines: Line[], checks: number): SplitEntry[][] {
  const out: SplitEntry[][] = Array.from({ length: checks }, () => [])
  for (const line of lines) {
    const units = unitsOf(s, line, checks)
    const whole = units.findIndex((n) => n === line.quantity)
    if (whole >= 0) out[whole].push(line.id)
    else
      units.forEach((n, c) => {
        if (n > 0) out[c].push({ id: line.id, quantity: n })
      })
  }
  return out
}
