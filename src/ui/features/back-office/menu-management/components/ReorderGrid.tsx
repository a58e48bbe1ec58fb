import { useSignals } from '@preact/signals-react/runtime'
import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react'
import { formatNtd } from '../../../../money.ts'
import { t, zhTW, type MessageKey } from '../../../../../shared/i18n/zh-TW.ts'
import { moveId, moveItem, reorderKey } from '../reorder.ts'
import { reorderDraft } from '../state.ts'
import type { MenuItem } from '../../../../../shared/api/menu.ts'
import { LazyImage } from './ItemParts.tsx'

const r = zhTW.products.reorder

/** How many cards share the first row, so ↑/↓ can move a card by a whole row. */
function columnsOf(list: HTMLElement | null): number {
  const cards = list ? (Array.from(list.children) as HTMLElement[]) : []
  const top = cards[0]?.offsetTop
  return cards.filter((c) => c.offsetTop === top).length || 1
}

/**
 * Reorder mode (spec part 2 §4): drag a card with a finger or mouse (pointer events, so touch
 * screens work), or focus it and use Space + arrows, or the ◀ ▶ buttons. Changes only the
 * draft in `reorderDraft`; the page saves or cancels.
 */
export function ReorderGrid({ items }: { items: MenuItem[] }) {
  useSignals()
  const ids = reorderDraft.value ?? []
  const byId = new Map(items.map((i) => [i.id, i]))
  const list = useRef<HTMLUListElement>(null)
  const [dragId, setDragId] = useState<number | null>(null)
  const [picked, setPicked] = useState<{ id: number; origin: number[] } | null>(null)
  const [announce, setAnnounce] = useState('')
  const focusId = useRef<number | null>(null)

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after the order changes
  useEffect(() => {
    // React moves the focused card's node when the order changes; put focus back on it.
    if (focusId.current === null) return
    list.current?.querySelector<HTMLElement>(`[data-reorder-id="${focusId.current}"]`)?.focus()
  }, [ids])

  const say = (key: MessageKey, id: number, order: number[]) =>
    setAnnounce(t(key, { name: byId.get(id)?.name ?? '', pos: order.indexOf(id) + 1, total: order.length }))
  const setOrder = (next: number[]) => {
    reorderDraft.value = next
  }

  const onPointerDown = (e: PointerEvent<HTMLLIElement>, id: number) => {
    if (e.button !== 0 || (e.target as HTMLElement).closest('button')) return
    e.currentTarget.setPointerCapture(e.pointerId)
    setDragId(id)
  }
  const onPointerMove = (e: PointerEvent<HTMLLIElement>) => {
    if (dragId === null) return
    const over = document.elementFromPoint(e.clientX, e.clientY)?.closest<HTMLElement>('[data-reorder-id]')
    const overId = over ? Number(over.dataset.reorderId) : null
    if (overId === null || overId === dragId) return
    setOrder(moveItem(ids, ids.indexOf(dragId), ids.indexOf(overId)))
  }
  const onPointerUp = (e: PointerEvent<HTMLLIElement>) => {
    if (dragId === null) return
    if (e.currentTarget.hasPointerCapture(e.pointerId)) e.currentTarget.releasePointerCapture(e.pointerId)
    say('products.reorder.dropped', dragId, ids)
    setDragId(null)
  }

  const onKeyDown = (e: KeyboardEvent<HTMLLIElement>, id: number) => {
    if (e.target !== e.currentTarget) return // keys on the ◀ ▶ buttons are theirs
    const action = reorderKey(e.key, picked?.id === id, columnsOf(list.current))
    if (action === null) return
    e.preventDefault()
    e.stopPropagation()
    focusId.current = id
    if (action === 'pick') {
      setPicked({ id, origin: ids })
      say('products.reorder.picked', id, ids)
    } else if (action === 'drop') {
      setPicked(null)
      say('products.reorder.dropped', id, ids)
    } else if (action === 'cancel') {
      setOrder(picked?.origin ?? ids)
      setPicked(null)
      setAnnounce(t('products.reorder.cancelled', { name: byId.get(id)?.name ?? '' }))
    } else {
      const from = ids.indexOf(id)
      const to = 'delta' in action ? from + action.delta : action.to === 'start' ? 0 : ids.length - 1
      const next = moveItem(ids, from, to)
      setOrder(next)
      say('products.reorder.moved', id, next)
    }
  }

  const step = (id: number, delta: number) => {
    focusId.current = null
    const next = moveId(ids, id, delta)
    setOrder(next)
    say('products.reorder.moved', id, next)
  }

  return (
    <>
      <p className="sr-only" aria-live="assertive">
        {announce}
      </p>
      <ul ref={list} className="item-grid reorder-grid" aria-label={r.hint}>
        {ids.map((id, index) => {
          const item = byId.get(id)
          if (!item) return null
          const classes = [
            'item-card',
            'card',
            'reorder-card',
            dragId === id ? 'is-dragging' : '',
            picked?.id === id ? 'is-picked' : '',
          ]
          return (
            // biome-ignore lint/a11y/useAriaPropsSupportedByRole: pressed while the card is held to move
            <li
              key={id}
              className={classes.join(' ')}
              data-reorder-id={id}
              data-testid="reorder-item"
              // biome-ignore lint/a11y/noNoninteractiveTabindex: a card moved by keys (Space, arrows) takes focus
              tabIndex={0}
              aria-label={t('products.reorder.handle', { name: item.name, pos: index + 1 })}
              aria-pressed={picked?.id === id}
              onPointerDown={(e) => onPointerDown(e, id)}
              onPointerMove={onPointerMove}
              onPointerUp={onPointerUp}
              onPointerCancel={onPointerUp}
              onKeyDown={(e) => onKeyDown(e, id)}
            >
              <span className="drag-grip" aria-hidden="true">
                ⠿
              </span>
              <span className="reorder-pos" aria-hidden="true">
                {index + 1}
              </span>
              <LazyImage url={item.imageUrl} alt="" className="is-small" />
              <div className="reorder-body">
                <span className="item-name">{item.name}</span>
                <span className="muted">{formatNtd(item.basePrice)}</span>
              </div>
              <div className="reorder-steps">
                <button
                  type="button"
                  className="icon-btn"
                  aria-label={t('products.reorder.earlier', { name: item.name })}
                  disabled={index === 0}
                  onClick={() => step(id, -1)}
                >
                  ◀
                </button>
                <button
                  type="button"
                  className="icon-btn"
                  aria-label={t('products.reorder.later', { name: item.name })}
                  disabled={index === ids.length - 1}
                  onClick={() => step(id, 1)}
                >
                  ▶
                </button>
              </div>
            </li>
          )
        })}
      </ul>
    </>
  )
}
