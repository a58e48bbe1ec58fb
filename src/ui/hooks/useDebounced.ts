import { useEffect, useState } from 'react'

/** Spec part 2 §9: searches wait 300 ms after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 300

/** The value once it has stopped changing for `ms`. */
export function useDebounced<T>(value: T, ms = SEARCH_DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const id = setTimeout(() => setSettled(value), ms)
    return () => clearTimeout(id)
  }, [value, ms])
  return settled
}
