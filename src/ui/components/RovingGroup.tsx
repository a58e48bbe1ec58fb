import { useLayoutEffect, useRef, type HTMLAttributes, type KeyboardEvent } from 'react'

const ITEM = '[role="radio"],[role="tab"]'
const GROUP = '[role="radiogroup"],[role="tablist"]'
const MOVES: Record<string, 'next' | 'prev' | 'first' | 'last'> = {
  ArrowRight: 'next',
  ArrowDown: 'next',
  ArrowLeft: 'prev',
  ArrowUp: 'prev',
  Home: 'first',
  End: 'last',
}

/** The group's own choices (a group nested inside keeps its own), in order. */
const itemsOf = (group: HTMLElement) =>
  [...group.querySelectorAll<HTMLElement>(ITEM)].filter((el) => el.closest(GROUP) === group)
const usable = (el: HTMLElement) => !el.matches(':disabled, [aria-disabled="true"]')
const chosen = (el: HTMLElement) =>
  el.getAttribute('aria-checked') === 'true' || el.getAttribute('aria-selected') === 'true'

function target(items: HTMLElement[], from: number, move: 'next' | 'prev' | 'first' | 'last') {
  const open = items.filter((el, i) => i === from || usable(el))
  const at = open.indexOf(items[from] as HTMLElement)
  if (move === 'first') return open[0]
  if (move === 'last') return open.at(-1)
  return open[(at + (move === 'next' ? 1 : -1) + open.length) % open.length]
}

/**
 * A radio group or tab list as the WAI-ARIA practices describe it: one Tab stop (the chosen item,
 * or the first while none is), and the arrow keys, Home and End move the choice within the group.
 * The items are the buttons with role radio or tab inside it; their own onClick makes the choice.
 */
export function useRovingFocus<T extends HTMLElement>() {
  const ref = useRef<T>(null)
  // Every render: the choice may have moved by a tap, a key, or from outside.
  useLayoutEffect(() => {
    const group = ref.current
    if (!group) return
    const items = itemsOf(group)
    const stop = items.find((el) => chosen(el) && usable(el)) ?? items.find(usable)
    for (const el of items) el.tabIndex = el === stop ? 0 : -1
  })
  const onKeyDown = (e: KeyboardEvent<T>) => {
    const move = MOVES[e.key]
    if (!move || e.altKey || e.ctrlKey || e.metaKey) return
    const items = itemsOf(e.currentTarget)
    const from = items.indexOf(e.target as HTMLElement)
    if (from < 0) return
    const next = target(items, from, move)
    e.preventDefault()
    if (!next || next === e.target) return
    next.focus()
    next.click()
  }
  return { ref, onKeyDown }
}

type Props = HTMLAttributes<HTMLDivElement> & { role: 'radiogroup' | 'tablist' }

/** A radiogroup or tablist element with roving focus (see useRovingFocus). */
export function RovingGroup({ onKeyDown, ...rest }: Props) {
  const roving = useRovingFocus<HTMLDivElement>()
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: its role (radiogroup or tablist) comes in with rest
    <div
      {...rest}
      ref={roving.ref}
      onKeyDown={(e) => {
        onKeyDown?.(e)
        roving.onKeyDown(e)
      }}
    />
  )
}
