import type { ReactNode } from 'react'
import { fill } from '../../../shared/i18n/fill.ts'
import { adjustMessages } from '../../../shared/i18n/catalog/adjust.ts'
import { mobileMessages } from '../../../shared/i18n/catalog/mobile.ts'
import { formatNtd } from '../../money.ts'
import { groupsText, setPartsText, type PickedGroup, type PickedPart } from '../group-picks.ts'

const k = mobileMessages.kitchen

type Option = { name: string } | string
export type LineView = {
  name: string
  quantity: number
  subtotal?: string
  notes?: string | null
  /** 作廢: shown struck through with 已作廢. */
  voided?: boolean
  options?: {
    size?: Option | null
    spice?: string | null
    addOns?: Option[] | null
    groups?: PickedGroup[] | null
    parts?: PickedPart[] | null
  } | null
}

const nameOf = (o: Option) => (typeof o === 'string' ? o : o.name)

/** "大碗 · 辣度：小辣 · 加點：加蛋、加麵 · 半糖少冰 加珍珠" — the chosen options in one line, or null. */
export function optionsText(options: LineView['options']): string | null {
  if (!options) return null
  const parts: string[] = []
  if (options.size) parts.push(nameOf(options.size))
  if (options.spice) parts.push(fill(k.spice, { spice: options.spice }))
  if (options.addOns?.length) parts.push(fill(k.addOns, { names: options.addOns.map(nameOf).join('、') }))
  const picks = groupsText(options.groups)
  if (picks) parts.push(picks)
  const setParts = setPartsText(options.parts)
  if (setParts) parts.push(setParts)
  return parts.length ? parts.join(' · ') : null
}

/**
 * An order's lines: name × quantity, subtotal, options and the line's notes; `action`: a button at the end of a line.
 */
export function OrderLines<L extends LineView>({ items, action }: { items: L[]; action?: (line: L) => ReactNode }) {
  return (
    <ul className="order-lines">
      {items.map((line, i) => {
        const opts = optionsText(line.options)
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: an order's lines have no id and only grow at the end
          <li key={i} className={line.voided ? 'order-line order-line-voided' : 'order-line'}>
            <div className="order-line-main">
              <span>
                {line.name} × {line.quantity}
                {line.voided ? <small className="order-line-void-mark">{adjustMessages.voided}</small> : null}
              </span>
              {line.subtotal !== undefined ? <span>{formatNtd(line.subtotal)}</span> : null}
              {action?.(line)}
            </div>
            {opts ? <div className="order-line-sub">{opts}</div> : null}
            {line.notes ? <div className="order-line-note">{fill(k.itemNotes, { notes: line.notes })}</div> : null}
          </li>
        )
      })}
    </ul>
  )
}
