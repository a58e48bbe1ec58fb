import { useSignals } from '@preact/signals-react/runtime'
import { formatNtd, formatNtdCents } from '../../../../money.ts'
import type { PricingSettings } from '../../../../../shared/domain/order-totals.ts'
import { fill, zhTW } from '../../../../../shared/i18n/zh-TW.ts'
import { Button } from '../../../../components/Button.tsx'
import { PAYMENT_METHODS, paymentMethodLabel } from '../../../../labels.ts'
import type { MenuItem, Table } from '../../../../../shared/api/front-of-house.ts'
import {
  cartCount,
  changeQuantity,
  choiceSummary,
  feePercent,
  lineSubtotal,
  orderTypeOf,
  removeLine,
  replaceLine,
  repriceCart,
  type CartLine,
} from '../cart.ts'
import { OptionDialog } from '../dialogs.ts'
import {
  backToFloor,
  cart,
  member,
  mismatch,
  paymentMethod,
  place,
  resetPos,
  resetToken,
  sending,
  sendOrder,
  setCart,
  unconfirmed,
} from '../state.ts'
import { MemberSearch } from '../../../../components/MemberSearch.tsx'
import { PayNow } from './PayNow.tsx'
import { TableSelect } from './TableSelect.tsx'
import { CartDiscountDialog } from './CartDiscountDialog.tsx'
import type { DiscountTarget } from '../../../../components/adjust/DiscountDialog.tsx'
import { discountedTotals, lineDiscounts, orderDiscount } from '../discounts.ts'
import { useOpenCheck } from '../open-check.ts'
import { authUser } from '../../../../state/auth.ts'
import { isManager } from '../../../../state/user-display.ts'
import { useState } from 'react'
import { useLocation } from 'wouter'
import { RovingGroup } from '../../../../components/RovingGroup.tsx'

const p = zhTW.frontOfHouse.pos
const counterText = zhTW.frontOfHouse.common

type Props = {
  storeId: number
  tables: Table[]
  menu: ReadonlyMap<number, MenuItem>
  pricing: PricingSettings | undefined
  onOpenTable: (t: Table) => void
}

const a = zhTW.adjust

function Lines({
  menu,
  off,
  onEdit,
}: {
  menu: ReadonlyMap<number, MenuItem>
  off: Map<string, number>
  onEdit: (line: CartLine) => void
}) {
  useSignals()
  const lines = repriceCart(cart.value, menu)
  if (lines.length === 0) return <p className="pos-cart-empty muted">{p.cartEmpty}</p>
  return (
    <ul className="pos-lines" aria-label={p.cart}>
      {lines.map((l) => (
        <li key={l.key} className="pos-line" data-testid="cart-line">
          <div className="pos-line-text">
            <button
              type="button"
              className="pos-line-name pos-line-adjust"
              title={l.name}
              aria-label={fill(p.editLine, { name: l.name })}
              onClick={() => onEdit(l)}
            >
              {l.name}
            </button>
            <small className="muted pos-line-meta">
              {[choiceSummary(l), fill(p.unitPrice, { price: formatNtdCents(l.unitPrice) })]
                .filter(Boolean)
                .join(' · ')}
            </small>
            {lineDiscounts.value.get(l.key) ? (
              <small className="pos-line-discount" data-testid="cart-line-discount">
                {fill(a.applied, {
                  label:
                    lineDiscounts.value.get(l.key)!.kind === 'comp' ? a.comp : lineDiscounts.value.get(l.key)!.reason,
                  amount: formatNtdCents(off.get(l.key) ?? 0),
                })}
              </small>
            ) : null}
          </div>
          <div className="pos-stepper">
            <button
              type="button"
              aria-label={fill(p.decrease, { name: l.name })}
              onClick={() => setCart(changeQuantity(cart.value, l.key, -1))}
            >
              −
            </button>
            <output aria-label={p.quantity}>{l.quantity}</output>
            <button
              type="button"
              aria-label={fill(p.increase, { name: l.name })}
              disabled={l.quantity >= 99}
              onClick={() => setCart(changeQuantity(cart.value, l.key, 1))}
            >
              ＋
            </button>
          </div>
          <span className="pos-line-sub">{formatNtdCents(lineSubtotal(l))}</span>
          <button
            type="button"
            className="icon-btn pos-line-remove"
            aria-label={fill(p.remove, { name: l.name })}
            onClick={() => setCart(removeLine(cart.value, l.key))}
          >
            ×
          </button>
        </li>
      ))}
    </ul>
  )
}

export function CartPanel({ storeId, tables, menu, pricing, onOpenTable }: Props) {
  useSignals()
  const lines = repriceCart(cart.value, menu)
  const orderType = orderTypeOf(place.value)
  const tier = member.value?.tier ?? null
  const check = useOpenCheck(storeId, tables)
  const totals = discountedTotals(lines, { pricing, orderType, tier, check })
  const rate = feePercent(pricing, place.value)
  const [adjusting, setAdjusting] = useState<DiscountTarget | null>(null)
  const [editing, setEditing] = useState<CartLine | null>(null)
  const [, navigate] = useLocation()
  const blocked = lines.length === 0 || place.value === null || sending.value

  return (
    <aside className="pos-cart card" id="pos-cart" aria-label={p.cart}>
      <div className="pos-cart-head">
        <h2 className="card-title">{p.cart}</h2>
        {/* In the head, not a row of its own: the row is worth one more cart line at 768 px high. */}
        <div className="pos-cart-head-end">
          <button
            type="button"
            className="btn btn-secondary pos-order-discount"
            disabled={lines.length === 0}
            onClick={() => setAdjusting({ key: null, name: a.orderTitle })}
          >
            {orderDiscount.value
              ? fill(a.applied, { label: a.orderAction, amount: formatNtdCents(totals.orderOff) })
              : a.orderAction}
          </button>
          <span className="badge badge-neutral">{cartCount(lines)}</span>
        </div>
      </div>
      <div className="pos-cart-where">
        <TableSelect
          tables={tables}
          place={place.value}
          onChoose={(next) => (place.value = next)}
          onOpen={onOpenTable}
        />
        <MemberSearch
          key={resetToken.value}
          storeId={storeId}
          member={member.value}
          onChange={(m) => (member.value = m)}
        />
      </div>
      <div className="pos-cart-scroll">
        <Lines menu={menu} off={totals.lineOff} onEdit={setEditing} />
      </div>
      <OptionDialog
        item={editing ? (menu.get(editing.menuItemId) ?? null) : null}
        editing={editing}
        onClose={() => setEditing(null)}
        onAdd={(item, choice, quantity) =>
          editing && setCart(replaceLine(cart.value, editing.key, item, choice, quantity))
        }
        extra={
          editing ? (
            <Button
              variant="secondary"
              size="lg"
              onClick={() => {
                setAdjusting({ key: editing.key, name: editing.name })
                setEditing(null)
              }}
            >
              {a.lineAction}
            </Button>
          ) : null
        }
      />
      <CartDiscountDialog
        target={adjusting}
        lines={lines}
        pricing={pricing}
        orderType={orderType}
        tier={tier}
        staff={!isManager(authUser.value)}
        onClose={() => setAdjusting(null)}
      />
      <dl className="pos-totals">
        <dt>{counterText.subtotal}</dt>
        <dd>{formatNtdCents(totals.subtotal)}</dd>
        <dt>{fill(counterText.serviceFeeRate, { rate })}</dt>
        <dd>{formatNtdCents(totals.serviceFee)}</dd>
        {member.value || totals.discount > 0 ? (
          <>
            <dt>{lineDiscounts.value.size || orderDiscount.value ? a.discount : counterText.discount}</dt>
            <dd>−{formatNtdCents(totals.discount)}</dd>
          </>
        ) : null}
        <dt className="pos-total">{counterText.total}</dt>
        <dd className="pos-total" data-testid="pos-total">
          {formatNtdCents(totals.total)}
        </dd>
      </dl>
      {mismatch.value ? (
        <div className="notice" role="status" data-testid="pos-mismatch">
          <p className="notice-title">{p.mismatchTitle}</p>
          <p>
            {fill(p.mismatchBody, {
              subtotal: formatNtd(mismatch.value.subtotal),
              serviceFee: formatNtd(mismatch.value.serviceFee),
              discount: formatNtd(mismatch.value.discount),
              total: formatNtd(mismatch.value.total),
            })}
          </p>
        </div>
      ) : null}
      {unconfirmed.value ? (
        <p className="notice" role="status">
          {p.retryHint}
        </p>
      ) : null}
      <fieldset className="pos-pay">
        <legend>{p.paymentMethod}</legend>
        <RovingGroup className="pos-pay-list" role="radiogroup" aria-label={p.paymentMethod}>
          {PAYMENT_METHODS.map((m) => (
            // biome-ignore lint/a11y/useSemanticElements: a chip button, one choice of its radiogroup
            <button
              key={m}
              type="button"
              role="radio"
              aria-checked={paymentMethod.value === m}
              className="pos-option"
              onClick={() => (paymentMethod.value = m)}
            >
              {paymentMethodLabel(m)}
            </button>
          ))}
        </RovingGroup>
      </fieldset>
      <div className="pos-actions">
        <Button variant="secondary" size="lg" onClick={resetPos} disabled={sending.value}>
          {p.clear}
        </Button>
        <Button
          size="lg"
          className="pos-submit"
          disabled={blocked}
          onClick={async () => {
            const order = await sendOrder({ storeId, tables, menu, pricing, check })
            if (order?.tableId && backToFloor.value) navigate(`/floor?table=${order.tableId}`)
          }}
        >
          {sending.value ? p.submitting : p.submit}
        </Button>
        <PayNow ctx={{ storeId, tables, menu, pricing }} total={totals.total} disabled={blocked} />
      </div>
    </aside>
  )
}

/** Below 1024 px the cart sits under the menu; this bar keeps count and total in view and jumps there. */
export function CartBar({
  storeId,
  tables,
  menu,
  pricing,
}: {
  storeId: number
  tables: Table[]
  menu: ReadonlyMap<number, MenuItem>
  pricing: PricingSettings | undefined
}) {
  useSignals()
  const check = useOpenCheck(storeId, tables)
  const lines = repriceCart(cart.value, menu)
  if (lines.length === 0) return null
  const totals = discountedTotals(lines, {
    pricing,
    orderType: orderTypeOf(place.value),
    tier: member.value?.tier ?? null,
    check,
  })
  return (
    <div className="pos-cartbar">
      <span>
        {p.cart} · {cartCount(lines)}
      </span>
      <strong>{formatNtdCents(totals.total)}</strong>
      <Button
        onClick={() => document.getElementById('pos-cart')?.scrollIntoView({ behavior: 'smooth', block: 'start' })}
      >
        {p.viewCart}
      </Button>
    </div>
  )
}
