import { fill } from '../../../shared/i18n/fill.ts'
import { mobileMessages } from '../../../shared/i18n/catalog/mobile.ts'
import { Button } from '../../components/Button.tsx'
import type { DinerTable } from './diner.ts'
import type { DinerVariant } from './DinerOrdering.tsx'

const d = mobileMessages.diner

type Props = {
  variant: DinerVariant
  table: DinerTable
  count: number
  onOpenCart?: () => void
  onOpenOrders: () => void
}

/**
 * /mobile/customer: 智慧點餐 with the table underneath. /qr-order (spec §2.15): the table number and
 * the cart count up front. Both reach this table's orders.
 */
export function DinerHeader({ variant, table, count, onOpenCart, onOpenOrders }: Props) {
  const tableText = fill(d.tableLabel, { number: table.number })
  return (
    <header className="m-header diner-header">
      <div className="diner-title">
        {variant === 'customer' ? (
          <>
            <h1 className="m-title">{d.title}</h1>
            <span className="diner-sub">{[tableText, table.storeName].filter(Boolean).join(' · ')}</span>
          </>
        ) : (
          <>
            <h1 className="m-title">{tableText}</h1>
            {table.storeName ? <span className="diner-sub">{table.storeName}</span> : null}
          </>
        )}
      </div>
      <div className="m-header-right">
        <Button variant="ghost" size="sm" onClick={onOpenOrders}>
          {d.myOrders}
        </Button>
        {variant === 'qr' && onOpenCart ? (
          <Button variant="secondary" size="sm" onClick={onOpenCart} aria-label={fill(d.cartCount, { n: count })}>
            {d.cartTitle} <span className="count-pill">{count}</span>
          </Button>
        ) : null}
        {variant === 'qr' && !onOpenCart ? (
          <span className="diner-cart-count" role="img" aria-label={fill(d.cartCount, { n: count })}>
            {d.cartTitle} <span className="count-pill">{count}</span>
          </span>
        ) : null}
      </div>
    </header>
  )
}
