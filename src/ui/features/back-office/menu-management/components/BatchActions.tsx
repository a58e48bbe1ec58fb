import { useSignals } from '@preact/signals-react/runtime'
import { useMutation } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { adjustPrice, parseAdjustment, type AdjustmentType } from '../../../../../shared/domain/batch-price.ts'
import { parseMoney } from '../../../../../shared/domain/money.ts'
import { formatNtd, formatNtdCents } from '../../../../money.ts'
import { t, zhTW } from '../../../../../shared/i18n/zh-TW.ts'
import { Button } from '../../../../components/Button.tsx'
import { ConfirmDialog } from '../../../../components/ConfirmDialog.tsx'
import { Dialog } from '../../../../components/Dialog.tsx'
import { toast } from '../../../../components/Toaster.tsx'
import { chosen, focusFirstInvalid, requiredText } from '../../../../forms.ts'
import { batchCategory, batchPrice, batchStatus } from '../queries.ts'
import { clearSelection, closeDialog, openDialog, selection } from '../state.ts'
import type { Category, MenuItem } from '../../../../../shared/api/menu.ts'

const b = zhTW.products.batch

/** "批次更新成功：已上架 3 個項目" → "已上架 3 個項目" (the toast title already says the first part). */
const detail = (message: string | undefined) => message?.split('：').slice(1).join('：') || message

export function BatchBar({ manager }: { manager: boolean }) {
  useSignals()
  const n = selection.value.size
  if (n === 0) return null
  const open = (kind: 'batch-activate' | 'batch-deactivate' | 'batch-price' | 'batch-move') =>
    (openDialog.value = { kind })
  return (
    <section className="batch-bar" aria-label={t('products.batch.selected', { n })}>
      <strong data-testid="batch-count">{t('products.batch.selected', { n })}</strong>
      <div className="batch-actions">
        <Button size="sm" variant="secondary" onClick={() => open('batch-activate')}>
          {b.activate}
        </Button>
        <Button size="sm" variant="secondary" onClick={() => open('batch-deactivate')}>
          {b.deactivate}
        </Button>
        {manager ? (
          <Button size="sm" variant="secondary" onClick={() => open('batch-price')}>
            {b.price}
          </Button>
        ) : null}
        {manager ? (
          <Button size="sm" variant="secondary" onClick={() => open('batch-move')}>
            {b.move}
          </Button>
        ) : null}
        <Button size="sm" variant="ghost" onClick={clearSelection}>
          {b.clear}
        </Button>
      </div>
    </section>
  )
}

export function BatchStatusDialog({ storeId, isActive }: { storeId: number; isActive: boolean }) {
  useSignals()
  const ids = [...selection.value]
  const updating = useMutation({
    mutationFn: () => batchStatus(storeId, ids, isActive),
    meta: { errorTitle: b.statusFailed },
    onSuccess: (res) => {
      toast({ title: b.statusDone, description: detail(res.message) })
      clearSelection()
    },
  })
  return (
    <ConfirmDialog
      open
      title={isActive ? b.activateTitle : b.deactivateTitle}
      description={t(isActive ? 'products.batch.activateBody' : 'products.batch.deactivateBody', { n: ids.length })}
      confirmLabel={isActive ? b.activate : b.deactivate}
      destructive={!isActive}
      onClose={closeDialog}
      onConfirm={() => updating.mutateAsync()}
    />
  )
}

/** Percentage or fixed NT$; positive raises, negative lowers; confirm only with a number (part 2 §5). */
export function BatchPriceDialog({ storeId, items }: { storeId: number; items: MenuItem[] }) {
  useSignals()
  const [type, setType] = useState<AdjustmentType>('percentage')
  const [value, setValue] = useState('')
  const [tried, setTried] = useState(false)
  const formRef = useRef<HTMLFormElement>(null)
  const ids = [...selection.value]
  const adj = parseAdjustment(type, value)
  const sample = items.find((i) => selection.value.has(i.id))
  const sampleCents = sample ? parseMoney(sample.basePrice) : null
  // A wrong number is named as it is typed; a blank one only once confirm is pressed.
  const error = adj ? null : value.trim() ? b.priceNumeric : tried ? requiredText(value, b.priceValue) : null

  const adjusting = useMutation({
    mutationFn: () => batchPrice(storeId, ids, type, value.trim()),
    meta: { errorTitle: b.priceFailed },
    onSuccess: (res) => {
      toast({ title: b.priceDone, description: detail(res.message) })
      clearSelection()
      closeDialog()
    },
  })
  const pending = adjusting.isPending
  const submit = () => {
    setTried(true)
    if (!adj) return focusFirstInvalid(formRef.current)
    adjusting.mutate()
  }
  return (
    <Dialog
      open
      onClose={closeDialog}
      title={b.priceTitle}
      description={t('products.batch.priceDescription', { n: ids.length })}
    >
      <form
        ref={formRef}
        className="form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          submit()
        }}
      >
        <fieldset className="range-field">
          <legend>{b.priceType}</legend>
          <div className="segmented">
            <button type="button" aria-pressed={type === 'percentage'} onClick={() => setType('percentage')}>
              {b.percentage}
            </button>
            <button type="button" aria-pressed={type === 'fixed'} onClick={() => setType('fixed')}>
              {b.fixed}
            </button>
          </div>
        </fieldset>
        <div className="field">
          <label htmlFor="batch-price-value">{b.priceValue}</label>
          <input
            id="batch-price-value"
            className="input"
            inputMode="decimal"
            placeholder={b.pricePlaceholder}
            value={value}
            autoFocus
            required
            onChange={(e) => setValue(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'batch-price-error' : undefined}
          />
          {error ? (
            <small className="field-error" id="batch-price-error" role="alert">
              {error}
            </small>
          ) : null}
          {adj && sample && sampleCents !== null ? (
            <small className="field-hint" data-testid="batch-price-preview">
              {t('products.batch.pricePreview', {
                name: sample.name,
                from: formatNtd(sample.basePrice),
                to: formatNtdCents(adjustPrice(sampleCents, adj)),
              })}
            </small>
          ) : null}
        </div>
        <div className="form-actions">
          <Button variant="secondary" onClick={closeDialog} disabled={pending}>
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

/** A target is required; 無分類 sends null (part 2 §5). */
export function BatchMoveDialog({ storeId, categories }: { storeId: number; categories: Category[] }) {
  useSignals()
  const [target, setTarget] = useState('')
  const [error, setError] = useState<string | null>(null)
  const formRef = useRef<HTMLFormElement>(null)
  const ids = [...selection.value]
  const moving = useMutation({
    mutationFn: () => batchCategory(storeId, ids, target === 'none' ? null : target),
    meta: { errorTitle: b.moveFailed },
    onSuccess: (res) => {
      toast({ title: b.moveDone, description: detail(res.message) })
      clearSelection()
      closeDialog()
    },
  })
  const pending = moving.isPending
  const submit = () => {
    const found = chosen(target, b.moveTarget)
    setError(found)
    if (found) return focusFirstInvalid(formRef.current)
    moving.mutate()
  }
  return (
    <Dialog
      open
      onClose={closeDialog}
      title={b.moveTitle}
      description={t('products.batch.moveDescription', { n: ids.length })}
    >
      <form
        ref={formRef}
        className="form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          submit()
        }}
      >
        <div className="field">
          <label htmlFor="batch-move-target">{b.moveTarget}</label>
          <select
            id="batch-move-target"
            className="input"
            value={target}
            required
            onChange={(e) => {
              setTarget(e.target.value)
              setError(null)
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'batch-move-error' : undefined}
          >
            <option value="" disabled>
              {b.moveChoose}
            </option>
            <option value="none">{zhTW.products.common.none}</option>
            {categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
          {error ? (
            <small className="field-error" id="batch-move-error" role="alert">
              {error}
            </small>
          ) : null}
        </div>
        <div className="form-actions">
          <Button variant="secondary" onClick={closeDialog} disabled={pending}>
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
