import { t, zhTW } from '../../../../shared/i18n/zh-TW.ts'
import { Button } from '../../../components/Button.tsx'
import { PageHeader } from '../../../components/PageHeader.tsx'
import { EmptyCard, QueryStatus } from '../../../components/PageStates.tsx'
import { formatQty } from '../../../format.ts'
import { usePagedQuery } from '../../../hooks/usePagedQuery.ts'
import { HqRangeFields, useHqRange } from '../HqRange.tsx'
import { stockPages } from '../reports/queries.ts'

const s = zhTW.hq.stock
const reasons: Record<string, string> = zhTW.products.inventory.reasons

/**
 * The stock the stores took by hand (restock, waste, a count's adjustment) over a range of business
 * days, as HQ received it, newest first, a page at a time (載入更多 for older ones).
 */
export default function StockScreen() {
  const [range, setRange] = useHqRange()
  const pages = usePagedQuery(stockPages(range))
  const rows = pages.query.data ? pages.rows : undefined
  return (
    <section className="page hq-stock">
      <PageHeader title={s.title} subtitle={s.subtitle} actions={<HqRangeFields range={range} onChange={setRange} />} />
      <QueryStatus query={pages.query} />
      {rows && rows.length === 0 ? <EmptyCard title={s.empty} /> : null}
      {rows && rows.length > 0 ? (
        <div className="card hq-table-card">
          <table className="hq-table" data-testid="hq-stock">
            <thead>
              <tr>
                <th>{s.store}</th>
                <th>{s.businessDate}</th>
                <th>{s.item}</th>
                <th>{s.reason}</th>
                <th className="num">{s.change}</th>
                <th className="num">{s.stockAfter}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row, i) => {
                const delta = formatQty(row.delta)
                return (
                  // Rows have no id of their own; the API's order is stable for a range.
                  // biome-ignore lint/suspicious/noArrayIndexKey: the list is replaced whole, never reordered
                  <tr key={i} data-store={row.storeCode}>
                    <th scope="row">{row.storeCode}</th>
                    <td>{row.businessDate}</td>
                    <td>{row.item}</td>
                    <td>{reasons[row.reason] ?? row.reason}</td>
                    <td className="num">
                      {t('hq.stock.quantity', { qty: Number(row.delta) > 0 ? `+${delta}` : delta, unit: row.unit })}
                    </td>
                    <td className="num">{t('hq.stock.quantity', { qty: formatQty(row.stock), unit: row.unit })}</td>
                  </tr>
                )
              })}
            </tbody>
          </table>
        </div>
      ) : null}
      {pages.canLoadMore ? (
        <Button variant="secondary" onClick={() => void pages.loadMore()} disabled={pages.loadingMore}>
          {pages.loadingMore ? zhTW.common.loading : s.loadMore}
        </Button>
      ) : null}
    </section>
  )
}
