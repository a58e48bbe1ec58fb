import { useSignals } from '@preact/signals-react/runtime'
import { useMutation } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { amountFieldText, formatNtd } from '../../../../money.ts'
import { t, zhTW } from '../../../../../shared/i18n/zh-TW.ts'
import { Badge } from '../../../../components/Badge.tsx'
import { Button } from '../../../../components/Button.tsx'
import { toast } from '../../../../components/Toaster.tsx'
import { marginBadgeTone, parseInlinePrice } from '../price.ts'
import { duplicateItem, updateItem } from '../queries.ts'
import { openDialog } from '../state.ts'
import type { MenuInventoryStatus, MenuItem } from '../../../../../shared/api/menu.ts'
import { InlineEdit } from './InlineEdit.tsx'

const m = zhTW.products.menu
const menuText = zhTW.products.common

/** Loads the image when it comes within 50 px of the viewport (spec part 2 §9); 無圖片 otherwise. */
export function LazyImage({ url, alt, className }: { url: string | null; alt: string; className?: string }) {
  const box = useRef<HTMLDivElement>(null)
  const [visible, setVisible] = useState(false)
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    setFailed(false)
    const el = box.current
    if (!el || !url) return
    if (typeof IntersectionObserver === 'undefined') return setVisible(true)
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setVisible(true)
          io.disconnect()
        }
      },
      { rootMargin: '50px' },
    )
    io.observe(el)
    return () => io.disconnect()
  }, [url])
  return (
    <div ref={box} className={`item-image ${className ?? ''}`}>
      {url && !failed ? (
        visible ? (
          <img src={url} alt={alt} loading="lazy" decoding="async" onError={() => setFailed(true)} />
        ) : null
      ) : (
        <span className="item-image-empty">{m.noImage}</span>
      )}
    </div>
  )
}

const INVENTORY_TONE = { sufficient: 'success', low: 'warning', out: 'danger' } as const

export function InventoryBadge({ status }: { status: MenuInventoryStatus }) {
  const known = status === 'sufficient' || status === 'low' ? status : 'out' // part 2 §3: others read as out
  return <Badge tone={INVENTORY_TONE[known]}>{m.inventoryStatus[known]}</Badge>
}

/** Without a recipe the server's 100 % margin would flatter the dish, so say so instead. */
export function MarginBadge({ margin, hasRecipe = true }: { margin: number | null; hasRecipe?: boolean }) {
  if (!hasRecipe) return <Badge>{zhTW.products.cost.noRecipe}</Badge>
  return (
    <Badge tone={marginBadgeTone(margin)}>
      {margin === null ? m.noMargin : t('products.menu.marginValue', { n: margin })}
    </Badge>
  )
}

/** The status badge toggles active on click (part 2 §4); staff may switch it too (kitchen sold-out). */
export function StatusBadge({ item, storeId }: { item: MenuItem; storeId: number }) {
  const toggling = useMutation({
    mutationFn: () => updateItem(storeId, item.id, { isActive: !item.isActive }),
    meta: { errorTitle: m.updateFailed, errorFallback: m.inlineFailedBody },
  })
  return (
    <button
      type="button"
      className={`status-toggle ${item.isActive ? 'is-on' : 'is-off'}`}
      aria-label={t('products.menu.toggleStatus', { name: item.name })}
      aria-pressed={item.isActive}
      disabled={toggling.isPending}
      onClick={() => toggling.mutate()}
    >
      {item.isActive ? m.active : m.inactive}
    </button>
  )
}

export function ItemName({ item, storeId, editable }: { item: MenuItem; storeId: number; editable: boolean }) {
  return (
    <InlineEdit
      className="item-name"
      initial={item.name}
      display={item.name}
      label={t('products.menu.editName', { name: item.name })}
      editable={editable}
      check={(text) => (text.trim() ? { value: text.trim() } : { title: m.nameRequired })}
      save={(name) => updateItem(storeId, item.id, { name })}
    />
  )
}

export function ItemPrice({ item, storeId, editable }: { item: MenuItem; storeId: number; editable: boolean }) {
  return (
    <InlineEdit
      className="item-price"
      initial={amountFieldText(item.basePrice)}
      display={formatNtd(item.basePrice)}
      label={t('products.menu.editPrice', { name: item.name })}
      editable={editable}
      inputMode="decimal"
      check={(text) => {
        const value = parseInlinePrice(text)
        return value === null ? { title: m.priceInvalid, description: m.priceInvalidBody } : { value }
      }}
      save={async (basePrice) => {
        if (basePrice !== item.basePrice) await updateItem(storeId, item.id, { basePrice })
      }}
    />
  )
}

/** Edit, SOP, duplicate, delete. Staff only read the SOP (the server refuses the rest with 403). */
export function ItemActions({ item, storeId, manager }: { item: MenuItem; storeId: number; manager: boolean }) {
  useSignals()
  const copying = useMutation({
    mutationFn: () => duplicateItem(storeId, item.id),
    meta: { errorTitle: m.duplicateFailed },
    onSuccess: (copy) =>
      toast({ title: m.duplicated, description: t('products.menu.duplicatedBody', { name: copy.name }) }),
  })
  return (
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
        <>
          <Button
            size="sm"
            variant="secondary"
            aria-label={`${m.duplicate} ${item.name}`}
            disabled={copying.isPending}
            onClick={() => copying.mutate()}
          >
            {m.duplicate}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            className="danger-text"
            aria-label={`${menuText.delete} ${item.name}`}
            onClick={() => (openDialog.value = { kind: 'delete', itemId: item.id, name: item.name })}
          >
            {menuText.delete}
          </Button>
        </>
      ) : null}
    </div>
  )
}
