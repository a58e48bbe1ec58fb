import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import {
  MAX_PARTS,
  MIN_PARTS,
  splitByAmounts,
  splitByItems,
  splitByShares,
  type SplitPlan,
} from '../../../../../shared/domain/bill-split.ts'
import { formatMoney, parseMoney, type Cents } from '../../../../../shared/domain/money.ts'
import { formatNtd, formatNtdCents } from '../../../../money.ts'
import { fill, zhTW } from '../../../../../shared/i18n/zh-TW.ts'
import { Button } from '../../../../components/Button.tsx'
import { toast } from '../../../../components/Toaster.tsx'
import { toastError } from '../../../../notify.ts'
import type { Order } from '../../../../../shared/api/front-of-house.ts'
import { sessionOrdersQuery } from '../../../../front-of-house-api.ts'
import { createSplit, type SplitKind, type SplitRequest } from '../split-queries.ts'
import { RovingGroup } from '../../../../components/RovingGroup.tsx'
import { SplitAmounts } from './SplitAmounts.tsx'
import { entriesOf, homeOf, NO_ITEM_SPLIT, sendWhole, step, unitsOf, type ItemSplit } from '../split-pieces.ts'

const sm = zhTW.frontOfHouse.split
const SHARE_CHOICES = Array.from({ length: MAX_PARTS - MIN_PARTS + 1 }, (_, i) => i + MIN_PARTS)

/**
 * Lines that count toward the bill (cancelled orders and voided lines are not owed), each worth
 * what is left of it after its own discounts, as the server splits them.
 */
const linesOf = (orders: Order[] | undefined) =>
  (orders ?? [])
    .filter((o) => o.status !== 'cancelled')
    .flatMap((o) =>
      o.items
        .filter((l) => !l.voided)
        .map((l) => {
          const off = o.discounts.filter((x) => x.lineId === l.id).reduce((s, x) => s + (parseMoney(x.amount) ?? 0), 0)
          return { ...l, cents: Math.max(0, (parseMoney(l.subtotal) ?? 0) - off) }
        }),
    )

function Preview({ plan }: { plan: SplitPlan | null }) {
  if (!plan?.ok) return null
  return (
    <ol className="split-preview" data-testid="split-preview">
      {plan.parts.map((p, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a part is its number in the split
        <li key={i}>
          <span>{fill(sm.part, { n: i + 1 })}</span>
          <strong>{formatNtdCents(p.amount)}</strong>
        </li>
      ))}
    </ol>
  )
}

/**
 * A line and the checks it goes to: a chip per check sends it whole; a line of 2 or more also has a
 * stepper per check, moving one unit at a time (滷肉飯 ×2: one to each check).
 */
function SplitLine({
  line,
  units,
  home,
  onWhole,
  onStep,
}: {
  line: { id: number; name: string; quantity: number; subtotal: string }
  units: number[]
  home: number
  onWhole: (check: number) => void
  onStep: (check: number, by: 1 | -1) => void
}) {
  const whole = units.findIndex((n) => n === line.quantity)
  return (
    <li className="split-line" data-testid="split-line">
      <span className="split-line-name">
        {line.name} ×{line.quantity}
      </span>
      <span className="muted">{formatNtd(line.subtotal)}</span>
      <RovingGroup className="split-line-checks" role="radiogroup" aria-label={line.name}>
        {units.map((_, c) => (
          // biome-ignore lint/a11y/useSemanticElements: a chip button, one choice of its radiogroup
          <button
            // biome-ignore lint/suspicious/noArrayIndexKey: a check is its number
            key={c}
            type="button"
            role="radio"
            aria-checked={whole === c}
            aria-label={fill(sm.check, { n: c + 1 })}
            className="foh-choice split-check"
            onClick={() => onWhole(c)}
          >
            {c + 1}
          </button>
        ))}
      </RovingGroup>
      {line.quantity > 1 ? (
        <fieldset className="split-line-units" aria-label={fill(sm.unitsOf, { name: line.name })}>
          {units.map((n, c) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a check is its number
            <span key={c} className="split-unit" data-testid="split-unit">
              <span className="muted">{fill(sm.check, { n: c + 1 })}</span>
              <Button
                variant="ghost"
                size="sm"
                aria-label={fill(sm.unitLess, { n: c + 1, name: line.name })}
                disabled={c === home || n === 0}
                onClick={() => onStep(c, -1)}
              >
                −
              </Button>
              <output aria-live="polite">{n}</output>
              <Button
                variant="ghost"
                size="sm"
                aria-label={fill(sm.unitMore, { n: c + 1, name: line.name })}
                disabled={c === home || units[home] === 0}
                onClick={() => onStep(c, 1)}
              >
                ＋
              </Button>
            </span>
          ))}
        </fieldset>
      ) : null}
    </li>
  )
}

/** Chooses how to split (依品項 / 均分 / 依金額) with a preview computed by the same rules the server uses. */
export function SplitComposer({
  storeId,
  sessionId,
  owed,
  paid,
  onCreated,
}: {
  storeId: number
  sessionId: number
  owed: Cents
  paid: Cents
  onCreated: () => void
}) {
  const [kind, setKind] = useState<SplitKind>('equal')
  const [shares, setShares] = useState(2)
  const [amounts, setAmounts] = useState<string[]>([''])
  const [checks, setChecks] = useState(2)
  const [itemSplit, setItemSplit] = useState<ItemSplit>(NO_ITEM_SPLIT)
  const [pending, setPending] = useState(false)
  const orders = useQuery({ ...sessionOrdersQuery(storeId, sessionId), enabled: kind === 'items' })
  const lines = linesOf(orders.data)
  const amountCents = amounts.map((a) => parseMoney(a.trim()) ?? 0)
  const itemChecks = entriesOf(itemSplit, lines, checks)
  const plan: SplitPlan | null =
    kind === 'equal'
      ? splitByShares(owed, shares)
      : kind === 'amount'
        ? splitByAmounts(owed, amountCents)
        : lines.length
          ? splitByItems(
              owed,
              paid,
              lines.map((l) => ({ id: l.id, quantity: l.quantity, value: l.cents })),
              itemChecks,
            )
          : null

  const submit = async () => {
    const body: SplitRequest =
      kind === 'equal'
        ? { kind, shares }
        : kind === 'amount'
          ? { kind, amounts: amountCents.map(formatMoney) }
          : { kind, checks: itemChecks }
    setPending(true)
    try {
      const res = await createSplit(storeId, sessionId, body)
      toast({ title: fill(sm.created, { n: res.split?.parts.length ?? 0 }) })
      onCreated()
    } catch (error) {
      toastError(sm.createFailed, error, zhTW.frontOfHouse.common.networkError)
    } finally {
      setPending(false)
    }
  }

  return (
    <div className="split-compose">
      <RovingGroup className="split-modes" role="radiogroup" aria-label={sm.modes}>
        {(['items', 'equal', 'amount'] as const).map((k) => (
          // biome-ignore lint/a11y/useSemanticElements: a chip button, one choice of its radiogroup
          <button
            key={k}
            type="button"
            role="radio"
            aria-checked={kind === k}
            className="foh-choice"
            onClick={() => setKind(k)}
          >
            {k === 'items' ? sm.byItems : k === 'equal' ? sm.byShares : sm.byAmount}
          </button>
        ))}
      </RovingGroup>
      {kind === 'equal' ? (
        <RovingGroup className="split-shares" role="radiogroup" aria-label={sm.shares}>
          {SHARE_CHOICES.map((n) => (
            // biome-ignore lint/a11y/useSemanticElements: a chip button, one choice of its radiogroup
            <button
              key={n}
              type="button"
              role="radio"
              aria-checked={shares === n}
              className="foh-choice"
              onClick={() => setShares(n)}
            >
              {fill(sm.sharesOf, { n })}
            </button>
          ))}
        </RovingGroup>
      ) : null}
      {kind === 'amount' ? <SplitAmounts amounts={amounts} onChange={setAmounts} /> : null}
      {kind === 'items' ? (
        <div className="split-items">
          <p className="muted">{lines.length ? sm.itemsHint : sm.noLines}</p>
          <ul className="split-lines">
            {lines.map((l) => (
              <SplitLine
                key={l.id}
                line={l}
                units={unitsOf(itemSplit, l, checks)}
                home={homeOf(itemSplit, l, checks)}
                onWhole={(c) => setItemSplit(sendWhole(itemSplit, l.id, c))}
                onStep={(c, by) => setItemSplit(step(itemSplit, l, checks, c, by))}
              />
            ))}
          </ul>
          {checks < MAX_PARTS ? (
            <Button variant="secondary" size="sm" onClick={() => setChecks(checks + 1)}>
              {sm.addCheck}
            </Button>
          ) : null}
        </div>
      ) : null}
      <Preview plan={plan} />
      <Button size="lg" disabled={pending} onClick={() => void submit()}>
        {pending ? zhTW.common.submitting : sm.create}
      </Button>
    </div>
  )
}
