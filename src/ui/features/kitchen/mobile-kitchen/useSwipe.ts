import { useRef, useState, type PointerEvent } from 'react'
import { dragOffset, isSwipe, settle } from './swipe.ts'

/**
 * Pointer handlers for a swipe-left card (touch and mouse alike). The card needs
 * `touch-action: pan-y` so the browser keeps vertical scrolling and leaves sideways moves to us.
 * A click right after a drag is swallowed, so a swipe never presses a button on the card; a tap on
 * an open card closes it.
 */
export function useSwipe(enabled: boolean) {
  const [offset, setOffset] = useState(0)
  const [dragging, setDragging] = useState(false)
  const gesture = useRef<{ x: number; y: number; start: number; active: boolean; moved: boolean } | null>(null)
  const swallowClick = useRef(false)

  const onPointerDown = (e: PointerEvent<HTMLElement>) => {
    if (!enabled || (e.pointerType === 'mouse' && e.button !== 0)) return
    swallowClick.current = false
    gesture.current = { x: e.clientX, y: e.clientY, start: offset, active: false, moved: false }
  }
  const onPointerMove = (e: PointerEvent<HTMLElement>) => {
    const g = gesture.current
    if (!g) return
    const dx = e.clientX - g.x
    const dy = e.clientY - g.y
    if (!g.active) {
      if (!isSwipe(dx, dy)) {
        if (Math.abs(dy) > Math.abs(dx) && Math.abs(dy) > 8) gesture.current = null
        return
      }
      g.active = true
      g.moved = true
      setDragging(true)
      e.currentTarget.setPointerCapture?.(e.pointerId)
    }
    setOffset(dragOffset(g.start, dx))
  }
  const end = () => {
    const g = gesture.current
    gesture.current = null
    if (!g?.active) return
    swallowClick.current = g.moved
    setDragging(false)
    setOffset((o) => settle(o))
  }
  /** The click that ends a drag is dropped; a tap on an open card closes it. */
  const onClickCapture = (e: { preventDefault(): void; stopPropagation(): void }) => {
    if (!swallowClick.current && offset === 0) return
    swallowClick.current = false
    if (offset > 0 && !gesture.current) setOffset(0)
    e.preventDefault()
    e.stopPropagation()
  }

  return {
    offset,
    dragging,
    close: () => setOffset(0),
    handlers: enabled ? { onPointerDown, onPointerMove, onPointerUp: end, onPointerCancel: end, onClickCapture } : {},
  }
}
