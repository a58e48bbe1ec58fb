import type { ReactNode } from 'react'
import { formatNtdCents } from '../../../shared/format/money.ts'
import { fill } from '../../../shared/i18n/fill.ts'
import { mobileMessages } from '../../../shared/i18n/catalog/mobile.ts'
import { frontOfHouseMessages } from '../../../shared/i18n/catalog/frontOfHouse.ts'
import { Button } from '../../components/Button.tsx'
import {
  cartCount,
  choiceSummary,
  decrement,
  increment,
  lineSubtotal,
  removeItem,
  type Cart,
} from '../../components/mobile/cart.ts'
import { Stepper } from '../../components/mobile/Stepper.tsx'

const d = mobileMessages.diner
const mobileText = mobileMessages.common

type Props = {
  /** The table's header, or the kiosk's. */
  header: ReactNode
  /** /mobile/customer: the stepper stops at 1 (the remove button deletes). */
  keepOne: boolean
  cart: Cart
  setCart: (next: Cart) => void
  totals: { subtotal: number; serviceFee: number; total: number }
  onBack: () => void
  onCheckout: () => void
}

/**
 * 購物車 (spec part 2 §2.14, §5): on /mobile/customer the stepper stops at 1 and the remove button
 * deletes; on /qr-order going below 1 removes the line.
 */
export function DinerCart({ header, keepOne, cart, setCart, totals, onBack, onCheckout }: Props) {
  return (
    <div className="m-screen">
      {header}
      <main className="m-main has-bar">
        <div className="m-row">
          <h2 className="m-section-title">{d.cartTitle}</h2>
          <Button variant="ghost" onClick={onBack}>
            ‹ {d.backToMenu}
          </Button>
        </div>
        {cart.length === 0 ? (
          <div className="m-empty">
            <strong>{d.cartEmpty}</strong>
            <span>{d.cartEmptyBody}</span>
          </div>
        ) : null}
        {cart.map((line) => (
          <article key={line.key} className="m-card cart-line" aria-label={line.name} data-testid="cart-line">
            <div className="m-row">
              <strong>{line.name}</strong>
              <span className="menu-card-price">{formatNtdCents(lineSubtotal(line))}</span>
            </div>
            {choiceSummary(line) ? <small className="muted cart-line-options">{choiceSummary(line)}</small> : null}
            <div className="m-row">
              <Stepper
                name={line.name}
                quantity={line.quantity}
                minusDisabled={keepOne && line.quantity <= 1}
                onIncrease={() => setCart(increment(cart, line.key))}
                onDecrease={() => setCart(decrement(cart, line.key, keepOne))}
              />
              <Button
                variant="ghost"
                size="sm"
                className="danger-text"
                aria-label={fill(mobileText.remove, { name: line.name })}
                onClick={() => setCart(removeItem(cart, line.key))}
              >
                {frontOfHouseMessages.common.delete}
              </Button>
            </div>
          </article>
        ))}
        {cart.length > 0 ? (
          <section className="m-card" aria-label={mobileText.total}>
            <div className="m-row">
              <span>{mobileText.subtotal}</span>
              <span>{formatNtdCents(totals.subtotal)}</span>
            </div>
            {totals.serviceFee ? (
              <div className="m-row">
                <span>{d.serviceFee}</span>
                <span>{formatNtdCents(totals.serviceFee)}</span>
              </div>
            ) : null}
            <div className="m-total">
              <span>{mobileText.total}</span>
              <span data-testid="cart-total">{formatNtdCents(totals.total)}</span>
            </div>
          </section>
        ) : null}
      </main>
      <div className="cart-bar">
        <div className="cart-bar-info">
          <span className="cart-bar-total">{formatNtdCents(totals.total)}</span>
          <small>{fill(d.cartCount, { n: cartCount(cart) })}</small>
        </div>
        <Button size="lg" onClick={onCheckout}>
          {d.checkout}
        </Button>
      </div>
    </div>
  )
}
