import { useMutation, useQuery } from '@tanstack/react-query'
import { useRef, useState, type FormEvent } from 'react'
import { formatNtd } from '../../../../money.ts'
import { t, zhTW } from '../../../../../shared/i18n/zh-TW.ts'
import { Button } from '../../../../components/Button.tsx'
import { Dialog } from '../../../../components/Dialog.tsx'
import { Spinner } from '../../../../components/Spinner.tsx'
import { toast } from '../../../../components/Toaster.tsx'
import { focusFirstInvalid, quantity as quantityCheck } from '../../../../forms.ts'
import { formatDateTime } from '../../../../format.ts'
import { qty } from '../filters.ts'
import { addStock, movementsQuery } from '../queries.ts'
import type { InventoryItem } from '../../../../../shared/api/inventory.ts'

const i = zhTW.products.inventory
type Reason = 'restock' | 'waste' | 'adjustment'

/** Restock adds, waste subtracts, adjustment takes a signed count correction; each is a kept movement. */
export function StockDialog({ storeId, item, onClose }: { storeId: number; item: InventoryItem; onClose: () => void }) {
  const [quantity, setQuantity] = useState('')
  const [reason, setReason] = useState<Reason>('restock')
  const [note, setNote] = useState('')
  const [error, setError] = useState<string | null>(null)
  const formRef = useRef<HTMLFormElement>(null)

  const saving = useMutation({
    mutationFn: () => addStock(storeId, item.id, { quantity: quantity.trim(), reason, note: note.trim() || null }),
    meta: { errorTitle: i.updateFailed },
    onSuccess: (res) => {
      toast({
        title: i.stockSaved,
        description: t('products.inventory.stockCurrent', { qty: qty(res.item.currentStock), unit: item.unit }),
      })
      onClose()
    },
  })
  const pending = saving.isPending

  const submit = (e: FormEvent) => {
    e.preventDefault()
    const found = quantityCheck(
      quantity,
      t('products.inventory.stockQuantity', { unit: item.unit }),
      reason === 'adjustment' ? 'nonZero' : 'positive',
    )
    setError(found)
    if (found) return focusFirstInvalid(formRef.current)
    saving.mutate()
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('products.inventory.stockTitle', { name: item.name })}
      description={t('products.inventory.stockCurrent', { qty: qty(item.currentStock), unit: item.unit })}
    >
      <form ref={formRef} className="form" onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor="stock-reason">{i.stockReason}</label>
          <select
            id="stock-reason"
            className="input"
            value={reason}
            onChange={(e) => {
              setReason(e.target.value as Reason)
              setError(null)
            }}
          >
            {(['restock', 'waste', 'adjustment'] as const).map((r) => (
              <option key={r} value={r}>
                {i.reasons[r]}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="stock-quantity">{t('products.inventory.stockQuantity', { unit: item.unit })}</label>
          <input
            id="stock-quantity"
            className="input"
            type="number"
            step="0.01"
            min={reason === 'adjustment' ? undefined : 0}
            inputMode="decimal"
            value={quantity}
            required
            autoFocus
            onChange={(e) => {
              setQuantity(e.target.value)
              setError(null)
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'stock-quantity-error' : undefined}
          />
          {error ? (
            <small className="field-error" id="stock-quantity-error" role="alert">
              {error}
            </small>
          ) : reason === 'adjustment' ? (
            <small className="field-hint">{i.adjustmentHint}</small>
          ) : null}
        </div>
        <div className="field">
          <label htmlFor="stock-note">{i.stockNote}</label>
          <input
            id="stock-note"
            className="input"
            value={note}
            maxLength={200}
            onChange={(e) => setNote(e.target.value)}
          />
        </div>
        <div className="form-actions">
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            {zhTW.common.cancel}
          </Button>
          <Button type="submit" disabled={pending}>
            {pending ? zhTW.common.submitting : zhTW.products.common.confirm}
          </Button>
        </div>
      </form>
    </Dialog>
  )
}

/** Newest first, as the server keeps them: who changed the stock, by how much, and why. */
export function HistoryDialog({
  storeId,
  item,
  onClose,
}: {
  storeId: number
  item: InventoryItem
  onClose: () => void
}) {
  const moves = useQuery(movementsQuery(storeId, item.id))
  const list = moves.data ?? []
  return (
    <Dialog open onClose={onClose} title={t('products.inventory.historyTitle', { name: item.name })}>
      <div className="history">
        {moves.isLoading ? <Spinner /> : null}
        {moves.data && list.length === 0 ? <p className="muted">{i.historyEmpty}</p> : null}
        {list.length > 0 ? (
          <table className="data-table">
            <thead>
              <tr>
                <th>{i.time}</th>
                <th>{i.stockReason}</th>
                <th className="num">{i.delta}</th>
                <th className="num">{i.value}</th>
                <th>{i.by}</th>
                <th>{i.note}</th>
              </tr>
            </thead>
            <tbody>
              {list.map((mv) => (
                <tr key={mv.id} data-testid="movement">
                  <td className="nowrap">{formatDateTime(mv.createdAt)}</td>
                  <td className="nowrap">{i.reasons[mv.reason] ?? mv.reason}</td>
                  <td className={`num ${Number(mv.delta) < 0 ? 'danger-text' : 'success-text'}`}>
                    {Number(mv.delta) > 0 ? '+' : ''}
                    {qty(mv.delta)} {item.unit}
                  </td>
                  <td className="num">{formatNtd(mv.value)}</td>
                  <td>{mv.userName ?? i.system}</td>
                  <td className="muted">{mv.note ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
      </div>
      <div className="form-actions">
        <Button variant="secondary" onClick={onClose}>
          {zhTW.common.close}
        </Button>
      </div>
    </Dialog>
  )
}
