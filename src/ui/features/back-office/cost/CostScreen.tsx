import { useSignals } from '@preact/signals-react/runtime'
import { useQuery } from '@tanstack/react-query'
import { Fragment, useState } from 'react'
import { toCsv } from '../../../../shared/domain/csv.ts'
import { formatNtdExact as formatNtd } from '../../../money.ts'
import { t, zhTW } from '../../../../shared/i18n/zh-TW.ts'
import { errorMessage } from '../../../api/errors.ts'
import { Badge } from '../../../components/Badge.tsx'
import { Button } from '../../../components/Button.tsx'
import { PageHeader } from '../../../components/PageHeader.tsx'
import { Spinner } from '../../../components/Spinner.tsx'
import { dateStamp, downloadCsv } from '../../../download.ts'
import { authUser } from '../../../state/auth.ts'
import { currentStore } from '../../../state/stores.ts'
import { isManager } from '../../../state/user-display.ts'
import { ManagerOnlyPage } from '../../../components/PageStates.tsx'
import { NoStore } from '../../../components/NoStore.tsx'
import { useStockLive } from '../menu-management/useStockLive.ts'
import { MarginBadge } from '../menu-management/components/ItemParts.tsx'
import { menuCostsQuery } from '../menu-management/queries.ts'
import { nextSort, sortCostRows, type CostSortKey, type SortDir } from './sort.ts'
import type { CostRow } from '../../../../shared/api/cost.ts'
import '../menu-management/menu.css'
import '../inventory/inventory.css'
import './cost.css'

const k = zhTW.products.cost
const COLUMNS: { key: CostSortKey; label: string; num?: boolean }[] = [
  { key: 'name', label: k.name },
  { key: 'category', label: k.category },
  { key: 'price', label: k.price, num: true },
  { key: 'cost', label: k.cost, num: true },
  { key: 'profit', label: k.profit, num: true },
  { key: 'margin', label: k.margin, num: true },
  { key: 'sales', label: k.sales, num: true },
]

/** /cost: what each dish costs to make, what it sells for and earns, and the ingredients behind it (managers only). */
export default function CostScreen() {
  useSignals()
  const store = currentStore.value
  if (!isManager(authUser.value)) return <ManagerOnlyPage title={k.title} />
  return (
    <section className="page">
      <PageHeader title={k.title} subtitle={k.subtitle} actions={store ? <ExportButton storeId={store.id} /> : null} />
      {store ? <Costs key={store.id} storeId={store.id} /> : <NoStore />}
    </section>
  )
}

function ExportButton({ storeId }: { storeId: number }) {
  const q = useQuery(menuCostsQuery(storeId))
  const run = () => {
    const rows = (q.data?.items ?? []).map((r) => [
      r.name,
      r.category ?? '',
      r.price,
      r.hasRecipe ? r.cost : '',
      r.hasRecipe ? r.profit : '',
      r.hasRecipe ? r.margin : '',
      r.salesQuantity,
    ])
    downloadCsv(
      toCsv([[k.name, k.category, k.price, k.cost, k.profit, `${k.margin}(%)`, k.sales], ...rows]),
      `costs-${storeId}-${dateStamp()}.csv`,
    )
  }
  return (
    <Button variant="secondary" disabled={!q.data} onClick={run}>
      {zhTW.products.common.exportCsv}
    </Button>
  )
}

function Ingredients({ row }: { row: CostRow }) {
  if (!row.hasRecipe) return <p className="muted small">{k.recipeHint}</p>
  return (
    <table className="data-table ingredient-table">
      <thead>
        <tr>
          <th>{k.ingredient}</th>
          <th>{k.inventoryItem}</th>
          <th className="num">{k.quantity}</th>
          <th className="num">{k.unitCost}</th>
          <th className="num">{k.lineCost}</th>
        </tr>
      </thead>
      <tbody>
        {row.ingredients.map((ing) => (
          <tr key={ing.name}>
            <td>{ing.name}</td>
            <td>{ing.missing ? <Badge tone="danger">{k.missing}</Badge> : ing.inventoryName}</td>
            <td className="num">
              {Number(ing.quantityInUnit)} {ing.unit ?? ''}
            </td>
            <td className="num">{formatNtd(ing.unitCost)}</td>
            <td className="num">{formatNtd(ing.lineCost)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

function Costs({ storeId }: { storeId: number }) {
  const q = useQuery(menuCostsQuery(storeId))
  const [sort, setSort] = useState<{ key: CostSortKey; dir: SortDir }>({ key: 'margin', dir: 'desc' })
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set())
  useStockLive(storeId)
  if (q.error && !q.data) {
    return (
      <div className="card empty-state" role="alert">
        <p>{errorMessage(q.error, zhTW.common.loadFailed)}</p>
        <Button variant="secondary" onClick={() => void q.refetch()}>
          {zhTW.common.retry}
        </Button>
      </div>
    )
  }
  if (!q.data) return <Spinner />
  const { items, summary } = q.data
  const rows = sortCostRows(items, sort.key, sort.dir)
  const toggle = (id: number) =>
    setOpen((prev) => {
      const next = new Set(prev)
      if (next.has(id)) next.delete(id)
      else next.add(id)
      return next
    })

  return (
    <>
      <div className="stat-grid">
        <div className="card stat-card">
          <span className="stat-label">{k.itemCount}</span>
          <strong className="stat-value">{summary.itemCount}</strong>
        </div>
        <div className="card stat-card">
          <span className="stat-label">{k.withRecipe}</span>
          <strong className="stat-value">{summary.withRecipe}</strong>
        </div>
        <div className="card stat-card">
          <span className="stat-label">{k.averageMargin}</span>
          <strong className="stat-value">{summary.averageMargin === null ? '—' : `${summary.averageMargin}%`}</strong>
        </div>
        <div className={`card stat-card ${summary.lowMarginCount > 0 ? 'is-danger' : ''}`}>
          <span className="stat-label">{k.lowMargin}</span>
          <strong className="stat-value">{summary.lowMarginCount}</strong>
        </div>
      </div>
      {items.length === 0 ? (
        <div className="card empty-state">
          <p className="empty-title">{k.empty}</p>
        </div>
      ) : (
        <div className="table-wrap card">
          <table className="data-table cost-table">
            <thead>
              <tr>
                <th className="col-check" />
                {COLUMNS.map((col) => (
                  <th
                    key={col.key}
                    className={col.num ? 'num' : undefined}
                    aria-sort={sort.key === col.key ? (sort.dir === 'asc' ? 'ascending' : 'descending') : 'none'}
                  >
                    <button
                      type="button"
                      className="sort-btn"
                      aria-label={t('products.cost.sortBy', { column: col.label })}
                      onClick={() => setSort(nextSort(sort, col.key))}
                    >
                      {col.label}
                      <span aria-hidden="true">{sort.key === col.key ? (sort.dir === 'asc' ? ' ▲' : ' ▼') : ' ↕'}</span>
                    </button>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => {
                const expanded = open.has(row.id)
                return (
                  <Fragment key={row.id}>
                    <tr data-testid="cost-row" className={expanded ? 'is-expanded' : ''}>
                      <td className="col-check">
                        <button
                          type="button"
                          className="icon-btn"
                          aria-expanded={expanded}
                          aria-label={t(expanded ? 'products.cost.collapse' : 'products.cost.expand', {
                            name: row.name,
                          })}
                          onClick={() => toggle(row.id)}
                        >
                          {expanded ? '▾' : '▸'}
                        </button>
                      </td>
                      <td>
                        <strong>{row.name}</strong>
                        {!row.isActive ? (
                          <>
                            {' '}
                            <Badge tone="danger">{k.inactive}</Badge>
                          </>
                        ) : null}
                      </td>
                      <td>{row.category ?? zhTW.products.menu.uncategorised}</td>
                      <td className="num">{formatNtd(row.price)}</td>
                      <td className="num">{row.hasRecipe ? formatNtd(row.cost) : '—'}</td>
                      <td className="num">{row.hasRecipe ? formatNtd(row.profit) : '—'}</td>
                      <td className="num" data-testid="cost-margin">
                        <MarginBadge margin={row.margin} hasRecipe={row.hasRecipe} />
                      </td>
                      <td className="num">{row.salesQuantity}</td>
                    </tr>
                    {expanded ? (
                      <tr className="ingredient-row">
                        <td />
                        <td colSpan={COLUMNS.length}>
                          <Ingredients row={row} />
                        </td>
                      </tr>
                    ) : null}
                  </Fragment>
                )
              })}
            </tbody>
          </table>
        </div>
      )}
    </>
  )
}
