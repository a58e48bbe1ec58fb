import { useSignals } from '@preact/signals-react/runtime'
import { useState } from 'react'
import { t, zhTW } from '../../shared/i18n/zh-TW.ts'
import { Button } from '../components/Button.tsx'
import { toast } from '../components/Toaster.tsx'
import { AddStoreDialog } from '../features/back-office/stores/components/AddStoreDialog.tsx'
import { toastError } from '../notify.ts'
import { useQuery } from '../query.ts'
import { authUser } from '../state/auth.ts'
import { currentStore, STORES_KEY, switchStore } from '../state/stores.ts'
import { isOwner } from '../state/user-display.ts'
import type { Store } from '../../shared/api/stores.ts'

const s = zhTW.store

/** Current store name and code, a switcher, and (for the owner) the add-store entry. */
export function StoreBlock({ collapsed }: { collapsed: boolean }) {
  useSignals()
  const stores = useQuery<Store[]>(STORES_KEY)
  const [adding, setAdding] = useState(false)
  const [switching, setSwitching] = useState(false)
  const store = currentStore.value
  const list = stores.data ?? []
  const owner = isOwner(authUser.value)

  const onSwitch = async (id: number) => {
    setSwitching(true)
    try {
      await switchStore(id)
      const next = list.find((x) => x.id === id)
      if (next) toast({ title: t('store.switched', { name: next.name }) })
    } catch (error) {
      toastError(s.switchFailedTitle, error)
    } finally {
      setSwitching(false)
    }
  }

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
        <div className="store-prompt">{stores.loading ? zhTW.common.loading : s.choosePrompt}</div>
      )}
      {list.length > 1 ? (
        <select
          className="input store-select"
          aria-label={s.switchLabel}
          value={store?.id ?? ''}
          disabled={switching}
          onChange={(e) => void onSwitch(Number(e.target.value))}
        >
          {list.map((x) => (
            <option key={x.id} value={x.id}>
              {x.name}（{x.code}）
            </option>
          ))}
        </select>
      ) : null}
      {!stores.loading && list.length === 0 ? (
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
