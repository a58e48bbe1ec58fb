import { useSignals } from '@preact/signals-react/runtime'
import { useState } from 'react'
import { t, zhTW } from '../../shared/i18n/zh-TW.ts'
import { Button } from '../components/Button.tsx'
import { toast } from '../components/Toaster.tsx'
import { AddStoreDialog } from '../features/back-office/stores/components/AddStoreDialog.tsx'
import { authUser } from '../state/auth.ts'
import { currentStore, useStores, useSwitchStore } from '../state/stores.ts'
import { isOwner } from '../state/user-display.ts'

const s = zhTW.store

/** Current store name and code, a switcher, and (for the owner) the add-store entry. */
export function StoreBlock({ collapsed }: { collapsed: boolean }) {
  useSignals()
  const stores = useStores()
  const [adding, setAdding] = useState(false)
  const store = currentStore.value
  const list = stores.data ?? []
  const owner = isOwner(authUser.value)
  const switching = useSwitchStore(s.switchFailedTitle, (id) => {
    const next = list.find((x) => x.id === id)
    if (next) toast({ title: t('store.switched', { name: next.name }) })
  })

  if (collapsed) {
    return (
      <div
        className="store-block store-block-collapsed"
        title={store ? `${store.name}（${store.code}）` : s.choosePrompt}
      >
        <span className="nav-glyph">{store ? store.name.slice(0, 1) : '?'}</span>
      </div>
    )
  }

  return (
    <div className="store-block" data-testid="store-block">
      <div className="store-block-label">{s.current}</div>
      {store ? (
        <div className="store-current">
          <span className="store-name">{store.name}</span>
          <span className="store-code">{store.code}</span>
        </div>
      ) : (
        <div className="store-prompt">{stores.isPending ? zhTW.common.loading : s.choosePrompt}</div>
      )}
      {list.length > 1 ? (
        <select
          className="input store-select"
          aria-label={s.switchLabel}
          value={store?.id ?? ''}
          disabled={switching.isPending}
          onChange={(e) => switching.mutate(Number(e.target.value))}
        >
          {list.map((x) => (
            <option key={x.id} value={x.id}>
              {x.name}（{x.code}）
            </option>
          ))}
        </select>
      ) : null}
      {!stores.isPending && list.length === 0 ? (
        <p className="store-hint">{owner ? s.noneHintManager : s.noneHintStaff}</p>
      ) : null}
      {owner ? (
        <Button variant="ghost" size="sm" className="store-add" onClick={() => setAdding(true)}>
          ＋ {s.add}
        </Button>
      ) : null}
      <AddStoreDialog open={adding} onClose={() => setAdding(false)} />
    </div>
  )
}
