import { useQuery } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import { formatNtdCents } from '../../../shared/format/money.ts'
import { fill } from '../../../shared/i18n/fill.ts'
import { mobileMessages } from '../../../shared/i18n/catalog/mobile.ts'
import { Button } from '../../components/Button.tsx'
import { OptionDialog } from '../../components/OptionDialog.tsx'
import { Spinner } from '../../components/Spinner.tsx'
import {
  addToCart,
  cartCount,
  decrementItem,
  needsChooser,
  quantityOf,
  type Cart,
} from '../../components/mobile/cart.ts'
import { MenuCard, MenuFilters } from '../../components/mobile/MenuCard.tsx'
import { ALL, categoryChips, filterMenu, orderable, type MenuItem } from '../../components/mobile/menu.ts'
import { useNow } from '../../hooks/useNow.ts'
import { useDebounced } from '../../hooks/useDebounced.ts'
import type { DinerQueries } from './queries.ts'

const d = mobileMessages.diner

type Props = {
  /** The table's header, or the kiosk's. */
  header: ReactNode
  menuQuery: DinerQueries['menu']
  categoriesQuery: DinerQueries['categories']
  cart: Cart
  setCart: (next: Cart) => void
  totals: { subtotal: number; total: number }
  onOpenCart: () => void
}

/** The public menu: available items only, categories from the menu plus 全部, 300 ms search. */
export function DinerMenu(props: Props) {
  const { header, cart, setCart, totals, onOpenCart } = props
  const menu = useQuery(props.menuQuery)
  const categories = useQuery(props.categoriesQuery)
  const [search, setSearch] = useState('')
  const query = useDebounced(search)
  const [category, setCategory] = useState(ALL)
  const [choosing, setChoosing] = useState<MenuItem | null>(null)
  const items = orderable(menu.data)
  const now = useNow()
  const shown = filterMenu(items, { search: query, category })
  const count = cartCount(cart)

  return (
    <div className="m-screen">
      {header}
      <main className="m-main has-bar">
        <MenuFilters
          search={search}
          onSearch={setSearch}
          chips={categoryChips(items, categories.data)}
          category={category}
          onCategory={setCategory}
        />
        {menu.isPending ? <Spinner /> : null}
        {menu.data && shown.length === 0 ? (
          <div className="m-empty">
            <strong>{mobileMessages.common.menuEmpty}</strong>
          </div>
        ) : null}
        <div className="menu-grid">
          {shown.map((item) => (
            <MenuCard
              key={item.id}
              item={item}
              now={now}
              addLabel={d.addToCart}
              quantity={quantityOf(cart, item.id)}
              onAdd={() => (needsChooser(item) ? setChoosing(item) : setCart(addToCart(cart, item)))}
              onDecrease={() => setCart(decrementItem(cart, item.id))}
            />
          ))}
        </div>
      </main>
      <OptionDialog
        sheet
        item={choosing}
        onClose={() => setChoosing(null)}
        onAdd={(it, choice, n) => setCart(addToCart(cart, it, choice, n))}
      />
      {count > 0 ? (
        <section className="cart-bar" aria-label={d.cartTitle}>
          <div className="cart-bar-info">
            <span className="cart-bar-total">{formatNtdCents(totals.subtotal)}</span>
            <small>{fill(d.cartCount, { n: count })}</small>
          </div>
          <Button size="lg" onClick={onOpenCart}>
            {d.viewCart}
          </Button>
        </section>
      ) : null}
    </div>
  )
}
