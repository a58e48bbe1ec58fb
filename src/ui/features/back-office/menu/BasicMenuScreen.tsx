import { useSignals } from '@preact/signals-react/runtime'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { formatNtd } from '../../../money.ts'
import { t, zhTW } from '../../../../shared/i18n/zh-TW.ts'
import { errorMessage } from '../../../api/errors.ts'
import { Badge } from '../../../components/Badge.tsx'
import { Button } from '../../../components/Button.tsx'
import { PageHeader } from '../../../components/PageHeader.tsx'
import { Spinner } from '../../../components/Spinner.tsx'
import { authUser } from '../../../state/auth.ts'
import { currentStore } from '../../../state/stores.ts'
import { isManager } from '../../../state/user-display.ts'
import { MenuDialogs } from '../menu-management/components/MenuDialogs.tsx'
import { StatusBadge } from '../menu-management/components/ItemParts.tsx'
import { matchesSearch } from '../menu-management/filters.ts'
import { useDebounced } from '../../../hooks/useDebounced.ts'
import { NoStore } from '../../../components/NoStore.tsx'
import { useStockLive } from '../menu-management/useStockLive.ts'
import { menuCategoriesQuery, menuQuery } from '../menu-management/queries.ts'
import { closeDialog, openDialog } from '../menu-management/state.ts'
import type { MenuItem } from '../../../../shared/api/menu.ts'
import { spicePreview } from './spice.ts'
import '../menu-management/menu.css'
import './basic-menu.css'

const m = zhTW.products.menu
const menuText = zhTW.products.common

/** 'all', a category key ('food', 'c12': never 'all' or 'none'), or 'none' for items without a category. */
type CategoryChoice = 'all' | 'none' | (string & {})

/** /menu: the basic menu form of spec part 1 §2 — category sidebar, search, table, add/edit/delete. */
export default function BasicMenuScreen() {
  useSignals()
  const store = currentStore.value
  const manager = isManager(authUser.value)
  const [choice, setChoice] = useState<CategoryChoice>('all')
  return (
    <section className="page">
      <PageHeader
        title={m.basicTitle}
        subtitle={m.basicSubtitle}
        actions={
          store && manager ? (
            <Button onClick={() => (openDialog.value = { kind: 'form', itemId: null })}>＋ {m.create}</Button>
          ) : null
        }
      />
      {store ? (
        <BasicMenu key={store.id} storeId={store.id} manager={manager} choice={choice} onChoose={setChoice} />
      ) : (
        <NoStore />
      )}
    </section>
  )
}

function BasicMenu({
  storeId,
  manager,
  choice,
  onChoose,
}: {
  storeId: number
  manager: boolean
  choice: CategoryChoice
  onChoose: (c: CategoryChoice) => void
}) {
  useSignals()
  const items = useQuery(menuQuery(storeId))
  const categories = useQuery(menuCategoriesQuery(storeId))
  const [text, setText] = useState('')
  const search = useDebounced(text, 300)
  useStockLive(storeId)
  useEffect(() => closeDialog, [])

  const all = items.data ?? []
  const cats = categories.data ?? []
  const inChoice = (i: MenuItem) =>
    choice === 'all' || (choice === 'none' ? i.categoryId === null : i.categoryId === choice)
  const visible = all.filter((i) => inChoice(i) && matchesSearch(i, search))
  const count = (ch: CategoryChoice) =>
    all.filter((i) => ch === 'all' || (ch === 'none' ? i.categoryId === null : i.categoryId === ch)).length

  return (
    <div className="basic-menu">
      <nav className="category-sidebar card" aria-label={m.category}>
        {(['all', ...cats.map((x) => x.id), ...(count('none') > 0 ? ['none' as const] : [])] as CategoryChoice[]).map(
          (ch) => {
            const label =
              ch === 'all'
                ? menuText.all
                : ch === 'none'
                  ? m.uncategorised
                  : (cats.find((x) => x.id === ch)?.name ?? '')
            return (
              <button
                key={String(ch)}
                type="button"
                className="category-tab"
                aria-pressed={choice === ch}
                onClick={() => onChoose(ch)}
              >
                <span>{label}</span>
                <span className="muted small">{count(ch)}</span>
              </button>
            )
          },
        )}
      </nav>
      <div className="basic-main">
        <input
          type="search"
          className="input"
          aria-label={menuText.search}
          placeholder={m.searchPlaceholder}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        {items.error && !items.data ? (
          <div className="card empty-state" role="alert">
            <p>{errorMessage(items.error, zhTW.common.loadFailed)}</p>
            <Button variant="secondary" onClick={() => void items.refetch()}>
              {zhTW.common.retry}
            </Button>
          </div>
        ) : !items.data ? (
          <Spinner />
        ) : visible.length === 0 ? (
          <div className="card empty-state">
            <p className="empty-title">{all.length === 0 ? m.empty : m.noMatch}</p>
          </div>
        ) : (
          <div className="table-wrap card">
            <table className="data-table">
              <thead>
                <tr>
                  <th>{m.name}</th>
                  <th>{m.category}</th>
                  <th className="num">{m.price}</th>
                  <th>{m.spice}</th>
                  <th>{m.status}</th>
                  <th>{menuText.actions}</th>
                </tr>
              </thead>
              <tbody>
                {visible.map((item) => {
                  const spice = spicePreview(item.spiceLevels)
                  return (
                    <tr key={item.id} data-testid="menu-row">
                      <td>
                        <strong>{item.name}</strong>
                        {item.description ? <div className="muted small">{item.description}</div> : null}
                      </td>
                      <td>{item.category ?? m.uncategorised}</td>
                      <td className="num">{formatNtd(item.basePrice)}</td>
                      <td>
                        <span className="spice-cell">
                          {spice.shown.map((level) => (
                            <Badge key={level} tone="danger">
                              {level}
                            </Badge>
                          ))}
                          {spice.more > 0 ? <Badge>{t('products.menu.moreSpice', { n: spice.more })}</Badge> : null}
                        </span>
                      </td>
                      <td>
                        <StatusBadge item={item} storeId={storeId} />
                      </td>
                      <td>
                        <div className="item-actions">
                          {manager ? (
                            <Button
                              size="sm"
                              variant="secondary"
                              aria-label={`${menuText.edit} ${item.name}`}
                              onClick={() => (openDialog.value = { kind: 'form', itemId: item.id })}
                            >
                              {menuText.edit}
                            </Button>
                          ) : null}
                          <Button
                            size="sm"
                            variant="secondary"
                            aria-label={`${m.sop} ${item.name}`}
                            onClick={() => (openDialog.value = { kind: 'sop', itemId: item.id, name: item.name })}
                          >
                            {m.sop}
                          </Button>
                          {manager ? (
                            <Button
                              size="sm"
                              variant="ghost"
                              className="danger-text"
                              aria-label={`${menuText.delete} ${item.name}`}
                              onClick={() => (openDialog.value = { kind: 'delete', itemId: item.id, name: item.name })}
                            >
                              {menuText.delete}
                            </Button>
                          ) : null}
                        </div>
                      </td>
                    </tr>
                  )
                })}
              </tbody>
            </table>
          </div>
        )}
      </div>
      <MenuDialogs
        storeId={storeId}
        items={all}
        categories={cats}
        manager={manager}
        defaultCategoryId={choice === 'all' || choice === 'none' ? null : choice}
      />
    </div>
  )
}
