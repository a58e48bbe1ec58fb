import { useMutation } from '@tanstack/react-query'
import { useRef, useState, type FormEvent } from 'react'
import { INVENTORY_UNITS } from '../../../../../shared/domain/quantity.ts'
import { blankToNull } from '../../../../../shared/domain/text-rules.ts'
import { zhTW } from '../../../../../shared/i18n/zh-TW.ts'
import { Button } from '../../../../components/Button.tsx'
import { Dialog } from '../../../../components/Dialog.tsx'
import { Field } from '../../../../components/Input.tsx'
import { toast } from '../../../../components/Toaster.tsx'
import { focusFirstInvalid, hasErrors } from '../../../../forms.ts'
import type { Category } from '../../../../../shared/api/menu.ts'
import { checkMaterial, qty, type MaterialErrors } from '../filters.ts'
import { createMaterial, updateMaterial } from '../queries.ts'
import type { InventoryItem } from '../../../../../shared/api/inventory.ts'

const i = zhTW.products.inventory

type Props = {
  storeId: number
  item: InventoryItem | null
  categories: Category[]
  onClose: () => void
  onManageCategories: () => void
}

const formOf = (item: InventoryItem | null, categories: Category[]) => ({
  name: item?.name ?? '',
  categoryId: item?.categoryId ? String(item.categoryId) : categories.length === 1 ? String(categories[0]!.id) : '',
  // The select offers only these units (the server accepts no other): it shows what is saved.
  unit: INVENTORY_UNITS.find((u) => u === item?.unit) ?? INVENTORY_UNITS[0],
  unitSize: item?.unitSize ?? '',
  currentStock: item ? qty(item.currentStock) : '',
  safetyStock: item ? qty(item.safetyStock) : '',
  unitCost: item ? String(Number(item.unitCost)) : '',
  supplier: item?.supplier ?? '',
})

/**
 * Add and edit a material (spec part 1 §5): name, category, unit, current and safety stock and
 * unit cost required, numbers in steps of 0.01; categories come from the server and, when there
 * are none, a hint says to create one first.
 */
export function MaterialDialog({ storeId, item, categories, onClose, onManageCategories }: Props) {
  const [form, setForm] = useState(() => formOf(item, categories))
  const [errors, setErrors] = useState<MaterialErrors>({})
  const formRef = useRef<HTMLFormElement>(null)
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) => {
    setForm((prev) => ({ ...prev, [key]: e.target.value }))
    setErrors((x) => ({ ...x, [key]: undefined }))
  }

  const saving = useMutation({
    mutationFn: (input: Parameters<typeof createMaterial>[1]) =>
      item ? updateMaterial(storeId, item.id, input) : createMaterial(storeId, input),
    meta: { errorTitle: item ? i.updateFailed : i.addFailed },
    onSuccess: (_saved, input) => {
      toast({ title: item ? i.updatedToast : i.added, description: input.name })
      onClose()
    },
  })
  const pending = saving.isPending

  const submit = (e: FormEvent) => {
    e.preventDefault()
    const found = checkMaterial(form)
    setErrors(found)
    if (hasErrors(found)) return focusFirstInvalid(formRef.current)
    saving.mutate({
      name: form.name.trim(),
      categoryId: Number(form.categoryId),
      unit: form.unit,
      unitSize: blankToNull(form.unitSize),
      currentStock: form.currentStock.trim(),
      safetyStock: form.safetyStock.trim(),
      unitCost: form.unitCost.trim(),
      supplier: blankToNull(form.supplier),
    })
  }

  return (
    <Dialog open onClose={onClose} title={item ? i.editTitle : i.addTitle}>
      <form ref={formRef} className="form material-form" onSubmit={submit} noValidate>
        <Field
          label={i.name}
          value={form.name}
          error={errors.name}
          onChange={set('name')}
          required
          maxLength={100}
          autoFocus
        />
        <div className="field-row">
          <div className="field">
            <label htmlFor="material-category">{i.category}</label>
            <select
              id="material-category"
              className="input"
              value={form.categoryId}
              onChange={set('categoryId')}
              required
              aria-invalid={errors.categoryId ? true : undefined}
              aria-describedby={errors.categoryId ? 'material-category-error' : undefined}
            >
              <option value="" disabled>
                {zhTW.products.menu.category}
              </option>
              {categories.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
            {errors.categoryId ? (
              <small className="field-error" id="material-category-error" role="alert">
                {errors.categoryId}
              </small>
            ) : null}
            {categories.length === 0 ? (
              <small className="field-hint" role="note">
                {i.noCategoryHint}{' '}
                <button type="button" className="link-btn" onClick={onManageCategories}>
                  {i.createCategoryFirst}
                </button>
              </small>
            ) : null}
          </div>
          <div className="field">
            <label htmlFor="material-unit">{i.unit}</label>
            <select id="material-unit" className="input" value={form.unit} onChange={set('unit')} required>
              {INVENTORY_UNITS.map((u) => (
                <option key={u} value={u}>
                  {u}
                </option>
              ))}
            </select>
          </div>
        </div>
        <Field
          label={`${i.unitSize}（${zhTW.common.optional}）`}
          value={form.unitSize}
          onChange={set('unitSize')}
          placeholder={i.unitSizePlaceholder}
          maxLength={50}
        />
        <div className="field-row">
          <Field
            label={i.currentStock}
            type="number"
            step="0.01"
            min="0"
            inputMode="decimal"
            value={form.currentStock}
            error={errors.currentStock}
            onChange={set('currentStock')}
            required
          />
          <Field
            label={i.safetyStock}
            type="number"
            step="0.01"
            min="0"
            inputMode="decimal"
            value={form.safetyStock}
            error={errors.safetyStock}
            onChange={set('safetyStock')}
            required
          />
        </div>
        {item ? <small className="field-hint">{i.stockEditNote}</small> : null}
        <div className="field-row">
          <Field
            label={i.unitCost}
            type="number"
            step="0.01"
            min="0"
            inputMode="decimal"
            value={form.unitCost}
            error={errors.unitCost}
            onChange={set('unitCost')}
            required
          />
          <Field
            label={`${i.supplier}（${zhTW.common.optional}）`}
            value={form.supplier}
            onChange={set('supplier')}
            maxLength={100}
          />
        </div>
        <div className="form-actions">
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            {zhTW.common.cancel}
          </Button>
          <Button type="submit" disabled={pending || categories.length === 0}>
            {pending ? zhTW.common.submitting : item ? zhTW.common.save : zhTW.common.create}
          </Button>
        </div>
      </form>
    </Dialog>
  )
}
