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
  const [assigned, setAssigned] = useState<Record<number, number>>({})
  const [pending, setPending] = useState(false)
  const orders = useQuery({ ...sessionOrdersQuery(storeId, sessionId), enabled: kind === 'items' })
  const lines = linesOf(orders.data)
  const checkOf = (lineId: number) => Math.min(assigned[lineId] ?? 0, checks - 1)

  const amountCents = amounts.map((a) => parseMoney(a.trim()) ?? 0)
  const itemChecks = Array.from({ length: checks }, (_, c) => lines.filter((l) => checkOf(l.id) === c).map((l) => l.id))
  const plan: SplitPlan | null =
    kind === 'equal'
      ? splitByShares(owed, shares)
      : kind === 'amount'
        ? splitByAmounts(owed, amountCents)
        : lines.length
          ? splitByItems(
              owed,
              paid,
              lines.map((l) => ({ id: l.id, value: l.cents })),
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
      <div className="split-modes" role="radiogroup" aria-label={sm.modes}>
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
      </div>
      {kind === 'equal' ? (
        <div className="split-shares" role="radiogroup" aria-label={sm.shares}>
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
        </div>
      ) : null}
      {kind === 'amount' ? (
        <div className="split-amounts">
          {amounts.map((a, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a part is its number in the split
            <label key={i} className="split-amount-row">
              <span className="field-label">{fill(sm.amountOf, { n: i + 1 })}</span>
              <input
                className="input"
                inputMode="numeric"
                value={a}
                onChange={(e) => setAmounts(amounts.map((x, j) => (j === i ? e.target.value : x)))}
              />
              {amounts.length > 1 ? (
                <Button variant="ghost" size="sm" onClick={() => setAmounts(amounts.filter((_, j) => j !== i))}>
                  {sm.removeAmount}
                </Button>
              ) : null}
            </label>
          ))}
          {amounts.length < MAX_PARTS - 1 ? (
            <Button variant="secondary" size="sm" onClick={() => setAmounts([...amounts, ''])}>
              {sm.addAmount}
            </Button>
          ) : null}
        </div>
      ) : null}
      {kind === 'items' ? (
        <div className="split-items">
          <p className="muted">{lines.length ? sm.itemsHint : sm.noLines}</p>
          <ul className="split-lines">
            {lines.map((l) => (
              <li key={l.id} className="split-line" data-testid="split-line">
                <span className="split-line-name">
                  {l.name} ×{l.quantity}
                </span>
                <span className="muted">{formatNtd(l.subtotal)}</span>
                <span className="split-line-checks" role="radiogroup" aria-label={l.name}>
                  {Array.from({ length: checks }, (_, c) => (
                    // biome-ignore lint/a11y/useSemanticElements: a chip button, one choice of its radiogroup
                    <button
                      // biome-ignore lint/suspicious/noArrayIndexKey: a check is its number
                      key={c}
                      type="button"
                      role="radio"
                      aria-checked={checkOf(l.id) === c}
                      aria-label={fill(sm.check, { n: c + 1 })}
                      className="foh-choice split-check"
                      onClick={() => setAssigned({ ...assigned, [l.id]: c })}
                    >
                      {c + 1}
                    </button>
                  ))}
                </span>
              </li>
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
