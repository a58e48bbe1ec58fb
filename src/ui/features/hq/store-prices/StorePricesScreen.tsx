import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { type FocusEvent, type KeyboardEvent, useState } from 'react'
import type { HqStorePriceBody } from '../../../../shared/api/requests/chain.ts'
import { formatNtd } from '../../../../shared/format/money.ts'
import { t, zhTW } from '../../../../shared/i18n/zh-TW.ts'
import { api, unwrap } from '../../../api/client.ts'
import { PageHeader } from '../../../components/PageHeader.tsx'
import { EmptyCard, QueryStatus } from '../../../components/PageStates.tsx'
import './store-prices.css'

const s = zhTW.hq.storePrices

const fetchGrid = () => unwrap(api.api.hq.menu['store-prices'].get())
const pricesQuery = queryOptions({ queryKey: ['hq', 'menu', 'store-prices'], queryFn: fetchGrid })
type Grid = Awaited<ReturnType<typeof fetchGrid>>
type Item = Grid['items'][number]
type Own = Grid['prices'][number]

/** "180.00" → "180": every price here is whole dollars. */
const dollars = (amount: string | null | undefined) => (amount == null ? '' : String(Number(amount)))

/**
 * One store's price for one item: typed, it is the store's own (Enter or leaving the cell saves it);
 * emptied or 恢復範本價, the store sells at the template's price again. A 外帶 box where the item has a
 * 外帶 price; a 外帶 price alone keeps the template's price for eating in.
 */
function PriceCell({ store, item, own }: { store: string; item: Item; own: Own | undefined }) {
  const client = useQueryClient()
  const [price, setPrice] = useState(dollars(own?.price))
  const [takeout, setTakeout] = useState(dollars(own?.takeoutPrice))
  const reset = () => {
    setPrice(dollars(own?.price))
    setTakeout(dollars(own?.takeoutPrice))
  }
  const save = useMutation({
    mutationFn: (body: HqStorePriceBody) => unwrap(api.api.hq.menu['store-prices'].put(body)),
    meta: { errorTitle: s.failed },
    onError: reset,
    onSettled: () => client.invalidateQueries({ queryKey: pricesQuery.queryKey }),
  })
  const names = { store, item: item.name }
  const commit = () => {
    const p = price.trim()
    const tk = takeout.trim()
    if (save.isPending || (p === dollars(own?.price) && tk === dollars(own?.takeoutPrice))) return
    if (p === '' && tk === '') return save.mutate({ storeCode: store, itemKey: item.key, price: null })
    save.mutate({ storeCode: store, itemKey: item.key, price: p || item.price, takeoutPrice: tk || null })
  }
  // Moving from the price to the 外帶 box is still editing this cell: it saves when the focus leaves it.
  const leave = (e: FocusEvent<HTMLFieldSetElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget)) commit()
  }
  const onKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') commit()
    if (e.key === 'Escape') reset()
  }
  return (
    <td className={own ? 'hq-price-cell hq-price-own' : 'hq-price-cell'} data-store={store}>
      <fieldset className="hq-price-inputs" aria-label={t('hq.storePrices.cell', names)} onBlur={leave}>
        <input
          className="input"
          inputMode="numeric"
          aria-label={t('hq.storePrices.price', names)}
          placeholder={dollars(item.price)}
          value={price}
          onChange={(e) => setPrice(e.target.value)}
          onKeyDown={onKey}
        />
        {item.takeoutPrice !== null ? (
          <input
            className="input hq-price-takeout"
            inputMode="numeric"
            aria-label={t('hq.storePrices.takeoutPrice', names)}
            placeholder={t('hq.storePrices.takeout', { price: dollars(item.takeoutPrice) })}
            value={takeout}
            onChange={(e) => setTakeout(e.target.value)}
            onKeyDown={onKey}
          />
        ) : null}
        {own ? (
          <button
            type="button"
            className="hq-price-clear"
            title={s.clear}
            aria-label={t('hq.storePrices.clearLabel', names)}
            disabled={save.isPending}
            onClick={() => save.mutate({ storeCode: store, itemKey: item.key, price: null })}
          >
            ×
          </button>
        ) : null}
      </fieldset>
    </td>
  )
}

/** HQ's chain items × its stores: each store's own price, published with the next menu version. */
export default function StorePricesScreen() {
  const query = useQuery(pricesQuery)
  const grid = query.data
  const ownOf = (store: string, key: string) => grid?.prices.find((p) => p.storeCode === store && p.itemKey === key)
  return (
    <section className="page hq-store-prices">
      <PageHeader title={s.title} subtitle={s.subtitle} />
      <p className="hq-price-notice" role="note">
        {s.notice}
      </p>
      <QueryStatus query={query} />
      {grid && grid.stores.length === 0 ? <EmptyCard title={s.noStores} /> : null}
      {grid && grid.stores.length > 0 && grid.items.length === 0 ? <EmptyCard title={s.noItems} /> : null}
      {grid && grid.stores.length > 0 && grid.items.length > 0 ? (
        <div className="card hq-table-card">
          <table className="hq-table" data-testid="hq-store-prices">
            <thead>
              <tr>
                <th>{s.item}</th>
                <th className="num">{s.template}</th>
                {grid.stores.map((store) => (
                  <th key={store}>{store}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {grid.items.map((item) => (
                <tr key={item.key} data-item={item.key}>
                  <th scope="row">
                    {item.name}
                    {item.isActive ? null : <span className="muted"> {s.inactive}</span>}
                  </th>
                  <td className="num">
                    {formatNtd(item.price, { whole: true })}
                    {item.takeoutPrice !== null ? (
                      <div className="muted">
                        {t('hq.storePrices.takeout', { price: formatNtd(item.takeoutPrice, { whole: true }) })}
                      </div>
                    ) : null}
                  </td>
                  {grid.stores.map((store) => {
                    const own = ownOf(store, item.key)
                    // Keyed by the saved prices: a save or a refetch starts the boxes from the server's.
                    return (
                      <PriceCell
                        key={`${store}:${own?.price}:${own?.takeoutPrice}`}
                        store={store}
                        item={item}
                        own={own}
                      />
                    )
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  )
}
