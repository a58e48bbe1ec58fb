import { useQuery } from '@tanstack/react-query'
import { fill, zhTW } from '../../../../shared/i18n/zh-TW.ts'
import { api, unwrap } from '../../../api/client.ts'
import { PageHeader } from '../../../components/PageHeader.tsx'
import { EmptyCard, QueryStatus } from '../../../components/PageStates.tsx'
import { formatNtd } from '../../../money.ts'
import { PriceCell } from './PriceCell.tsx'
import { gridQuery, type PriceGrid } from './queries.ts'
import { AddTierButton, StoreHeading, TierHeading } from './TierControls.tsx'
import './prices.css'

const p = zhTW.hq.prices
const t = zhTW.hq.tiers

/**
 * The template's dishes down; HQ's price tiers, then its stores, across. A tier's price holds for
 * every store in it; a store's own price comes before its tier's; an empty cell falls back (greyed).
 */
function PriceTable({ grid }: { grid: PriceGrid }) {
  const tierOf = (code: string) => grid.tiers.find((tier) => tier.id === grid.storeTiers[code])
  return (
    <div className="card hq-table-card">
      <table className="hq-table" data-testid="hq-store-prices">
        <thead>
          <tr>
            <th>{p.item}</th>
            <th className="num">{p.template}</th>
            {grid.tiers.map((tier) => (
              <TierHeading key={tier.id} tier={tier} />
            ))}
            {grid.stores.map((code) => (
              <StoreHeading key={code} code={code} tiers={grid.tiers} tierId={tierOf(code)?.id ?? null} />
            ))}
          </tr>
        </thead>
        <tbody>
          {grid.items.map((item) => (
            <tr key={item.key}>
              <th scope="row">{item.name}</th>
              <td className="num">{formatNtd(item.basePrice)}</td>
              {grid.tiers.map((tier) => {
                const stored = tier.prices[item.key] ?? null
                return (
                  <PriceCell
                    key={`t${tier.id}:${stored ?? ''}`}
                    label={fill(t.priceOf, { tier: tier.name, item: item.name })}
                    stored={stored}
                    fallback={item.basePrice}
                    save={(price) =>
                      unwrap(api.api.hq.menu.tiers({ tierId: tier.id }).prices.put({ itemKey: item.key, price }))
                    }
                    savedText={(price) =>
                      price
                        ? fill(p.saved, { store: tier.name, item: item.name, price: formatNtd(price) })
                        : fill(p.cleared, { store: tier.name, item: item.name })
                    }
                  />
                )
              })}
              {grid.stores.map((code) => {
                const stored = grid.prices[code]?.[item.key] ?? null
                const tier = tierOf(code)
                const tierPrice = tier?.prices[item.key]
                return (
                  <PriceCell
                    key={`${code}:${stored ?? ''}`}
                    label={fill(p.priceOf, { store: code, item: item.name })}
                    stored={stored}
                    fallback={tierPrice ?? item.basePrice}
                    save={(price) =>
                      unwrap(api.api.hq.menu['store-prices'].put({ storeCode: code, itemKey: item.key, price }))
                    }
                    savedText={(price) =>
                      price
                        ? fill(p.saved, { store: code, item: item.name, price: formatNtd(price) })
                        : tier && tierPrice
                          ? fill(p.clearedToTier, { store: code, item: item.name, tier: tier.name })
                          : fill(p.cleared, { store: code, item: item.name })
                    }
                  />
                )
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/** Prices per store and per price tier of the chain menu's dishes, sent with the next version. */
export default function StorePricesScreen() {
  const query = useQuery(gridQuery)
  const grid = query.data
  return (
    <section className="page hq-prices">
      <PageHeader title={p.title} subtitle={p.subtitle} actions={<AddTierButton />} />
      <p className="muted hq-prices-hint">{p.publishHint}</p>
      <QueryStatus query={query} />
      {grid && grid.items.length === 0 ? <EmptyCard title={p.empty} /> : null}
      {grid && grid.items.length > 0 && grid.stores.length === 0 ? <EmptyCard title={p.noStores} /> : null}
      {grid && grid.items.length > 0 && grid.stores.length > 0 ? <PriceTable grid={grid} /> : null}
    </section>
  )
}
