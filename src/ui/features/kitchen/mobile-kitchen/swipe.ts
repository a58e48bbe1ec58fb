/**
 * Swipe-left to complete (spec part 2 §2.13, §9): the card follows the finger up to 120 px; let go
 * after at least 40 px and it snaps open at 80 px, showing the complete action; otherwise it closes.
 */
export const SWIPE_MAX = 120
export const SWIPE_OPEN = 80
export const SWIPE_THRESHOLD = 40
/** Movement under this is a tap, not a swipe. */
export const SWIPE_SLOP = 8

/** How far left the card sits while dragging: from where it started, clamped to 0..120. */
export function dragOffset(startOffset: number, dx: number): number {
  return Math.min(SWIPE_MAX, Math.max(0, startOffset - dx))
}

/** Where the card rests after the finger lifts. */
export function settle(offset: number): number {
  return offset >= SWIPE_THRESHOLD ? SWIPE_OPEN : 0
}

/** A sideways move is a swipe; a mostly vertical one is the page scrolling. */
export function isSwipe(dx: number, dy: number): boolean {
  return Math.abs(dx) > SWIPE_SLOP && Math.abs(dx) > Math.abs(dy)
}
