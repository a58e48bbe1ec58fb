import type { StockStatus } from '../../../../../shared/domain/stock-status.ts'
import { STOCK_STATUS_LABELS } from '../../../../../shared/domain/stock-status.ts'
import { formatNtd, formatNtdExact } from '../../../../money.ts'
import { zhTW } from '../../../../../shared/i18n/zh-TW.ts'
import { Badge, type BadgeTone } from '../../../../components/Badge.tsx'
import { Button } from '../../../../components/Button.tsx'
import { qty } from '../filters.ts'
import type { InventoryItem } from '../../../../../shared/api/inventory.ts'

const i = zhTW.products.inventory
const TONE: Record<StockStatus, BadgeTone> = { out: 'danger', low: 'warning', warning: 'info', good: 'success' }

export type RowAction = 'stock' | 'edit' | 'history' | 'delete'

type Props = { items: InventoryItem[]; manager: boolean; onAction: (action: RowAction, item: InventoryItem) => void }

/** Stock status labels 缺貨 / 偏低 / 注意 / 充足 (spec part 1 §4). */
export function InventoryTable({ items, manager, onAction }: Props) {
  return (
    <div className="table-wrap card">
      <table className="data-table inventory-table">
        <thead>
          <tr>
            <th>{i.name}</th>
            <th>{i.category}</th>
            <th className="num">{i.currentStock}</th>
            <th className="num">{i.safetyStock}</th>
            <th className="num">{i.unitCostShort}</th>
            <th className="num">{i.stockValue}</th>
            <th>{i.status}</th>
            <th>{zhTW.products.common.actions}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id} data-testid="inventory-row">
              <td>
                <strong>{item.name}</strong>
                {item.supplier || item.unitSize ? (
                  <div className="muted small">{[item.unitSize, item.supplier].filter(Boolean).join(' · ')}</div>
                ) : null}
              </td>
              <td className="nowrap">{item.category ?? zhTW.products.menu.uncategorised}</td>
              <td className="num">
                {Number(item.currentStock) < 0 ? (
                  <span className="stock-below-zero" data-testid="stock-below-zero">
                    <strong>{qty(item.currentStock)}</strong> {item.unit}
                    <div className="small">{i.belowZero}</div>
                  </span>
                ) : (
                  <>
                    <strong>{qty(item.currentStock)}</strong> {item.unit}
                  </>
                )}
              </td>
              <td className="num">
                {qty(item.safetyStock)} {item.unit}
              </td>
              <td className="num">{formatNtdExact(item.unitCost)}</td>
              <td className="num">{formatNtd(item.stockValue)}</td>
              <td>
                <Badge tone={TONE[item.stockStatus]}>{STOCK_STATUS_LABELS[item.stockStatus]}</Badge>
              </td>
              <td>
                <div className="item-actions nowrap-actions">
                  <Button size="sm" aria-label={`${i.addStock} ${item.name}`} onClick={() => onAction('stock', item)}>
                    ＋ {i.addStock}
                  </Button>
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={`${zhTW.products.common.edit} ${item.name}`}
                    onClick={() => onAction('edit', item)}
                  >
                    {zhTW.products.common.edit}
                  </Button>
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={`${i.history} ${item.name}`}
                    onClick={() => onAction('history', item)}
                  >
                    {i.history}
                  </Button>
                  {manager ? (
                    <Button
                      size="sm"
                      variant="ghost"
                      className="danger-text"
                      aria-label={`${zhTW.products.common.delete} ${item.name}`}
                      onClick={() => onAction('delete', item)}
                    >
                      {zhTW.products.common.delete}
                    </Button>
                  ) : null}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
