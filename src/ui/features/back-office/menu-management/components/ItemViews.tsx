import { useSignals } from '@preact/signals-react/runtime'
import { t, zhTW } from '../../../../../shared/i18n/zh-TW.ts'
import { selection, toggleSelected } from '../state.ts'
import type { MenuItem } from '../../../../../shared/api/menu.ts'
import { InventoryBadge, ItemActions, ItemName, ItemPrice, LazyImage, MarginBadge, StatusBadge } from './ItemParts.tsx'

const m = zhTW.products.menu

type ViewProps = { items: MenuItem[]; storeId: number; manager: boolean }

function SelectBox({ item }: { item: MenuItem }) {
  useSignals()
  return (
    <input
      type="checkbox"
      className="select-box"
      aria-label={t('products.menu.select', { name: item.name })}
      checked={selection.value.has(item.id)}
      onChange={() => toggleSelected(item.id)}
    />
  )
}

/** Managers' reads carry the recipe and margin; staff's do not, and see no margin badge. */
function Margin({ item }: { item: MenuItem }) {
  if (!item.costData) return null
  return <MarginBadge margin={item.profitMargin ?? null} hasRecipe={Object.keys(item.costData).length > 0} />
}

function Tags({ tags }: { tags: string[] }) {
  if (tags.length === 0) return null
  return (
    <div className="item-tags">
      {tags.map((tag) => (
        <span key={tag} className="tag-chip">
          {tag}
        </span>
      ))}
    </div>
  )
}

export function ItemGrid({ items, storeId, manager }: ViewProps) {
  useSignals()
  return (
    <ul className="item-grid" aria-label={m.viewGrid}>
      {items.map((item) => (
        <li
          key={item.id}
          className={
            `item-card card ${item.isActive ? '' : 'is-inactive'} ` +
            `${selection.value.has(item.id) ? 'is-selected' : ''}`
          }
          data-testid="menu-item"
          data-item-id={item.id}
        >
          <div className="item-card-media">
            <LazyImage url={item.imageUrl} alt={item.name} />
            {/* biome-ignore lint/a11y/noLabelWithoutControl: SelectBox renders the checkbox inside it */}
            <label className="item-card-select">
              <SelectBox item={item} />
            </label>
            {!item.isActive ? <span className="sold-out-ribbon">{m.inactive}</span> : null}
          </div>
          <div className="item-card-body">
            <div className="item-card-title">
              <ItemName item={item} storeId={storeId} editable={manager} />
              <ItemPrice item={item} storeId={storeId} editable={manager} />
            </div>
            <p className="item-desc muted">{item.description || m.noDescription}</p>
            <Tags tags={item.tags} />
            <div className="item-meta">
              <StatusBadge item={item} storeId={storeId} />
              <InventoryBadge status={item.inventoryStatus} />
              <Margin item={item} />
              <span className="muted small">{t('products.menu.salesCount', { n: item.salesQuantity })}</span>
            </div>
            <ItemActions item={item} storeId={storeId} manager={manager} />
          </div>
        </li>
      ))}
    </ul>
  )
}

export function ItemList({ items, storeId, manager }: ViewProps) {
  useSignals()
  return (
    <div className="table-wrap card">
      <table className="data-table item-table">
        <thead>
          <tr>
            <th className="col-check">
              <span className="sr-only">{m.selectAll}</span>
            </th>
            <th>{m.image}</th>
            <th>{m.name}</th>
            <th>{m.description}</th>
            <th className="num">{m.price}</th>
            <th className="num">{m.sales}</th>
            <th>{m.inventory}</th>
            <th>{m.status}</th>
            <th>{zhTW.products.common.actions}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr
              key={item.id}
              data-testid="menu-item"
              data-item-id={item.id}
              className={selection.value.has(item.id) ? 'is-selected' : ''}
            >
              <td className="col-check">
                <SelectBox item={item} />
              </td>
              <td>
                <LazyImage url={item.imageUrl} alt={item.name} className="is-thumb" />
              </td>
              <td>
                <ItemName item={item} storeId={storeId} editable={manager} />
                <div className="muted small">{item.category ?? m.uncategorised}</div>
              </td>
              <td className="item-desc-cell muted">{item.description || m.noDescription}</td>
              <td className="num">
                <ItemPrice item={item} storeId={storeId} editable={manager} />
                <div>
                  <Margin item={item} />
                </div>
              </td>
              <td className="num">{item.salesQuantity}</td>
              <td>
                <InventoryBadge status={item.inventoryStatus} />
              </td>
              <td>
                <StatusBadge item={item} storeId={storeId} />
              </td>
              <td>
                <ItemActions item={item} storeId={storeId} manager={manager} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

export function GridSkeleton() {
  return (
    <ul className="item-grid" aria-busy="true" aria-label={zhTW.common.loading}>
      {Array.from({ length: 8 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders, identical and never reordered
        <li key={i} className="item-card card skeleton-card" data-testid="skeleton">
          <div className="skeleton skeleton-media" />
          <div className="skeleton skeleton-line" />
          <div className="skeleton skeleton-line short" />
        </li>
      ))}
    </ul>
  )
}

export function ListSkeleton() {
  return (
    <section className="card" aria-busy="true" aria-label={zhTW.common.loading}>
      {Array.from({ length: 5 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders, identical and never reordered
        <div key={i} className="skeleton-row" data-testid="skeleton">
          <div className="skeleton skeleton-thumb" />
          <div className="skeleton skeleton-line" />
          <div className="skeleton skeleton-line short" />
        </div>
      ))}
    </section>
  )
}
