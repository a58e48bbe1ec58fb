/** Reorder mode (spec part 2 §4): pure list moves used by pointer drag, keys and buttons. */

/** The list with the element at `from` moved to index `to` (clamped). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (from < 0 || from >= list.length) return [...list]
  const target = Math.max(0, Math.min(list.length - 1, to))
  if (target === from) return [...list]
  const next = [...list]
  const [moved] = next.splice(from, 1)
  next.splice(target, 0, moved as T)
  return next
}

/** Moves the id by `delta` places; unknown ids leave the list as it was. */
export function moveId(ids: readonly number[], id: number, delta: number): number[] {
  const from = ids.indexOf(id)
  return from < 0 ? [...ids] : moveItem(ids, from, from + delta)
}

export type ReorderKeyAction = 'pick' | 'drop' | 'cancel' | { delta: number } | { to: 'start' | 'end' } | null

/**
 * Keys while a card has focus: Space/Enter pick up or drop; arrows move a picked card by one
 * place (up/down by a row of `columns`); Home/End; Escape puts it back where it was picked up.
 */
export function reorderKey(key: string, picked: boolean, columns: number): ReorderKeyAction {
  if (key === ' ' || key === 'Enter') return picked ? 'drop' : 'pick'
  if (!picked) return null
  switch (key) {
    case 'Escape':
      return 'cancel'
    case 'ArrowLeft':
      return { delta: -1 }
    case 'ArrowRight':
      return { delta: 1 }
    case 'ArrowUp':
      return { delta: -Math.max(1, columns) }
    case 'ArrowDown':
      return { delta: Math.max(1, columns) }
    case 'Home':
      return { to: 'start' }
    case 'End':
      return { to: 'end' }
    default:
      return null
  }
}

export const sameOrder = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((id, i) => id === b[i])
