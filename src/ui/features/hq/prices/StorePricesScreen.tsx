import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { fill, zhTW } from '../../../../shared/i18n/zh-TW.ts'
import { parseMoney } from '../../../../shared/domain/money.ts'
import { api, unwrap } from '../../../api/client.ts'
import { PageHeader } from '../../../components/PageHeader.tsx'
import { EmptyCard, QueryStatus } from '../../../components/PageStates.tsx'
import { toast } from '../../../components/Toaster.tsx'
import { amountFieldText, formatNtd } from '../../../money.ts'
import './prices.css'

const p = zhTW.hq.prices

const gridQuery = queryOptions({
  queryKey: ['hq', 'menu', 'store-prices'],
  queryFn: () => unwrap(api.api.hq.menu['store-prices'].get()),
})

type Cell = { store: string; item: { key: string; name: string; basePrice: string }; stored: string | null }

/** One store's price of one dish: typed, then kept when the field is left or Enter is pressed. */
function PriceCell({ store, item, stored }: Cell) {
  const client = useQueryClient()
  const [draft, setDraft] = useState(stored === null ? '' : amountFieldText(stored))
  const save = useMutation({
    mutationFn: (price: string | null) =>
      unwrap(api.api.hq.menu['store-prices'].put({ storeCode: store, itemKey: item.key, price })),
    meta: { errorTitle: p.failed },
    onSuccess: (saved) =>
      toast({
        title: saved.price
          ? fill(p.saved, { store, item: item.name, price: formatNtd(saved.price) })
          : fill(p.cleared, { store, item: item.name }),
      }),
    onSettled: () => client.invalidateQueries({ queryKey: gridQuery.queryKey }),
  })
  const commit = () => {
    const price = draft.trim() === '' ? null : draft.trim()
    const same = price === null ? stored === null : stored !== null && parseMoney(price) === parseMoney(stored)
    if (!same && !save.isPending) save.mutate(price)
  }
  return (
    <td className="num">
      <input
        className="input hq-price-input"
        type="number"
        inputMode="numeric"
        min="0"
        step="1"
        aria-label={fill(p.priceOf, { store, item: item.name })}
        placeholder={amountFieldText(item.basePrice)}
        value={draft}
        disabled={save.isPending}
        onChange={(e) => setDraft(e.target.value)}
        onBlur={commit}
        // Enter leaves the field, which keeps the price once (a disabled field would blur again).
        onKeyDown={(e) => e.key === 'Enter' && e.currentTarget.blur()}
      />
    </td>
  )
}

/** The template's dishes down, HQ's stores across: a store's own price where it differs. */
export default function StorePricesScreen() {
  const query = useQuery(gridQuery)
  const grid = query.data
  return (
    <section className="page hq-prices">
      <PageHeader title={p.title} subtitle={p.subtitle} />
      <p className="muted hq-prices-hint">{p.publishHint}</p>
      <QueryStatus query={query} />
      {grid && grid.items.length === 0 ? <EmptyCard title={p.empty} /> : null}
      {grid && grid.items.length > 0 && grid.stores.length === 0 ? <EmptyCard title={p.noStores} /> : null}
      {grid && grid.items.length > 0 && grid.stores.length > 0 ? (
        <div className="card hq-table-card">
          <table className="hq-table" data-testid="hq-store-prices">
            <thead>
              <tr>
                <th>{p.item}</th>
                <th className="num">{p.template}</th>
                {grid.stores.map((code) => (
                  <th key={code} className="num">
                    {code}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {grid.items.map((item) => (
                <tr key={item.key}>
                  <th scope="row">{item.name}</th>
                  <td className="num">{formatNtd(item.basePrice)}</td>
                  {grid.stores.map((code) => (
                    <PriceCell
                      key={`${code}:${grid.prices[code]?.[item.key] ?? ''}`}
                      store={code}
                      item={item}
                      stored={grid.prices[code]?.[item.key] ?? null}
                    />
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  )
}
