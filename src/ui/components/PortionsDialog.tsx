import { useState } from 'react'
import { Dialog } from './Dialog.tsx'
import { Button } from './Button.tsx'
import { Field } from './Input.tsx'
import { toast } from './Toaster.tsx'
import { toastError } from '../notify.ts'
import { setPortions } from '../front-of-house-api.ts'
import { fill, zhTW } from '../../shared/i18n/zh-TW.ts'
import { MAX_PORTIONS } from '../../shared/domain/portions.ts'
import './portions-dialog.css'

/** What marking needs of a dish: its name, and whether a mark stands to be cleared. */
type Dish = { id: number; name: string; soldOut: boolean; remaining: number | null }

const t = zhTW.frontOfHouse.pos.portions
/** The counts a kitchen most often calls out: one tap each after the tile's corner. */
const QUICK_COUNTS = [1, 3, 5, 10]

/**
 * 估清 for one dish, from the POS tile, the kitchen ticket or the staff phone: 售完 now, 剩 N 份
 * for today, or cleared — each one tap once open.
 */
export function PortionsDialog({ storeId, item, onClose }: { storeId: number; item: Dish; onClose: () => void }) {
  const [custom, setCustom] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const save = async (remaining: number | null) => {
    setBusy(true)
    try {
      await setPortions(storeId, item.id, remaining)
      const said = remaining === null ? t.nowCleared : remaining === 0 ? t.nowSoldOut : t.nowLeft
      toast({ title: fill(said, { name: item.name, n: remaining ?? 0 }) })
      onClose()
    } catch (e) {
      toastError(t.failed, e)
    } finally {
      setBusy(false)
    }
  }
  const saveCustom = () => {
    const n = Number(custom)
    if (!custom.trim() || !Number.isInteger(n) || n < 0 || n > MAX_PORTIONS) return setError(t.invalid)
    void save(n)
  }

  return (
    <Dialog open onClose={onClose} title={fill(t.title, { name: item.name })} description={t.description}>
      <div className="portions-actions">
        <Button variant="destructive" size="lg" disabled={busy} onClick={() => void save(0)}>
          {t.soldOutNow}
        </Button>
        <div className="portions-quick">
          {QUICK_COUNTS.map((n) => (
            <Button key={n} variant="secondary" size="lg" disabled={busy} onClick={() => void save(n)}>
              {fill(t.left, { n })}
            </Button>
          ))}
        </div>
        <form
          className="portions-custom"
          noValidate
          onSubmit={(e) => {
            e.preventDefault()
            saveCustom()
          }}
        >
          <Field
            label={t.custom}
            inputMode="numeric"
            value={custom}
            error={error}
            onChange={(e) => {
              setCustom(e.target.value)
              setError(null)
            }}
          />
          <Button type="submit" variant="secondary" disabled={busy}>
            {t.setCustom}
          </Button>
        </form>
        {item.soldOut || item.remaining !== null ? (
          <Button variant="ghost" size="lg" disabled={busy} onClick={() => void save(null)}>
            {t.clear}
          </Button>
        ) : null}
      </div>
    </Dialog>
  )
}
