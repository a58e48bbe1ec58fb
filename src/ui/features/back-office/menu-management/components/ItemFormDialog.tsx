import { useMutation, useQuery } from '@tanstack/react-query'
import { useRef, useState, type FormEvent } from 'react'
import { MENU_TAGS } from '../../../../../shared/domain/menu-tags.ts'
import { zhTW } from '../../../../../shared/i18n/zh-TW.ts'
import { Button } from '../../../../components/Button.tsx'
import { Dialog } from '../../../../components/Dialog.tsx'
import { Field } from '../../../../components/Input.tsx'
import {
  collectErrors,
  focusFirstInvalid,
  hasErrors,
  moneyAmount,
  requiredText,
  type FieldErrors,
} from '../../../../forms.ts'
import { toast } from '../../../../components/Toaster.tsx'
import { emptyForm, formFromItem, formToInput, type ItemForm } from '../form-state.ts'
import { inventoryQuery } from '../../inventory/queries.ts'
import { createItem, setItemSlots, updateItem } from '../queries.ts'
import type { AddOn, Category, MenuItem, PricedOption } from '../../../../../shared/api/menu.ts'
import { ImageManager } from './ImageManager.tsx'
import { PricedOptionList, SpiceLevelList } from './OptionLists.tsx'
import { RecipeBuilder } from './RecipeBuilder.tsx'
import { HoursField } from './HoursField.tsx'
import { ItemGroupsField } from './ItemGroupsField.tsx'
import { setItemGroups } from '../option-group-queries.ts'
import { SetSlotsField } from './SetSlotsField.tsx'
import { CHANNELS, type Channel } from '../../../../../shared/domain/channel-price.ts'
import { slotForms, slotProblem, slotsBody, slotsChanged } from '../set-slot-form.ts'

const f = zhTW.products.form
const m = zhTW.products.menu
const h = zhTW.menuHours

type Props = {
  storeId: number
  /** null creates a new item. */
  item: MenuItem | null
  categories: Category[]
  /** Category preselected for a new item (the basic screen's sidebar choice). */
  defaultCategoryId?: string | null
  onClose: () => void
}

/** Create/edit form of spec part 2 §2.2: images, name, price, description, tags, category, recipe, options, active. */
export function ItemFormDialog({ storeId, item, categories, defaultCategoryId, onClose }: Props) {
  const [form, setForm] = useState<ItemForm>(() => (item ? formFromItem(item) : emptyForm(defaultCategoryId ?? '')))
  const [errors, setErrors] = useState<FieldErrors<'name' | 'basePrice' | Channel>>({})
  const formRef = useRef<HTMLFormElement>(null)
  const initialGroups = item?.optionGroups.map((x) => x.id) ?? []
  const [groupIds, setGroupIds] = useState(initialGroups)
  const [initialSlots] = useState(() => slotForms(item?.setSlots ?? []))
  const [slots, setSlots] = useState(initialSlots)
  const [slotError, setSlotError] = useState<string | null>(null)
  // A recipe's ingredients are the store's inventory.
  const inventory = useQuery(inventoryQuery(storeId))
  const set = <K extends keyof ItemForm>(key: K, value: ItemForm[K]) => setForm((prev) => ({ ...prev, [key]: value }))
  const toggleTag = (tag: string) =>
    set('tags', form.tags.includes(tag) ? form.tags.filter((x) => x !== tag) : [...form.tags, tag])

  const saving = useMutation({
    mutationFn: async () => {
      const input = formToInput(form)
      const saved = await (item ? updateItem(storeId, item.id, input) : createItem(storeId, input))
      // The groups and their order are the item's list, written apart (the group editor writes it too).
      if (groupIds.join() !== initialGroups.join()) await setItemGroups(storeId, saved.id, groupIds)
      if (slotsChanged(initialSlots, slots)) await setItemSlots(storeId, saved.id, slotsBody(slots))
      return saved
    },
    meta: { errorTitle: item ? m.updateFailed : m.createFailed },
    onSuccess: (saved) => {
      toast({ title: item ? m.updated : m.created, description: saved.name })
      onClose()
    },
  })
  const pending = saving.isPending

  const submit = (e: FormEvent) => {
    e.preventDefault()
    const found = collectErrors({
      name: requiredText(form.name, f.name),
      basePrice: moneyAmount(form.basePrice, f.basePrice),
      ...Object.fromEntries(
        CHANNELS.map((c) => [
          c,
          form.channelPrices[c].trim() ? moneyAmount(form.channelPrices[c], h.channelPrice[c]) : null,
        ]),
      ),
    })
    setErrors(found)
    if (hasErrors(found)) return focusFirstInvalid(formRef.current)
    const slotsWrong = slotProblem(slots)
    setSlotError(slotsWrong)
    if (slotsWrong) return
    saving.mutate()
  }

  return (
    <Dialog open onClose={onClose} title={item ? f.editTitle : f.createTitle}>
      <form
        ref={formRef}
        className="form item-form"
        onSubmit={submit}
        aria-label={item ? f.editTitle : f.createTitle}
        noValidate
      >
        <div className="item-form-columns">
          <div className="item-form-col">
            <ImageManager storeId={storeId} itemId={item?.id ?? null} />
            <Field
              label={f.name}
              value={form.name}
              error={errors.name}
              required
              maxLength={100}
              autoFocus
              onChange={(e) => {
                set('name', e.target.value)
                setErrors((x) => ({ ...x, name: undefined }))
              }}
            />
            <div className="field-row">
              <Field
                label={f.basePrice}
                type="number"
                inputMode="decimal"
                step="0.01"
                min="0"
                required
                value={form.basePrice}
                error={errors.basePrice}
                onChange={(e) => {
                  set('basePrice', e.target.value)
                  setErrors((x) => ({ ...x, basePrice: undefined }))
                }}
              />
              <div className="field">
                <label htmlFor="item-form-category">{f.category}</label>
                <select
                  id="item-form-category"
                  className="input"
                  value={form.categoryId}
                  onChange={(e) => set('categoryId', e.target.value)}
                >
                  <option value="">{zhTW.products.common.none}</option>
                  {categories.map((c) => (
                    <option key={c.id} value={c.id}>
                      {c.name}
                    </option>
                  ))}
                </select>
              </div>
            </div>
            <div className="field">
              <label htmlFor="item-form-description">{f.description}</label>
              <textarea
                id="item-form-description"
                className="input textarea"
                rows={3}
                maxLength={1000}
                value={form.description}
                onChange={(e) => set('description', e.target.value)}
              />
            </div>
            <fieldset className="form-section">
              <legend>{f.tags}</legend>
              <div className="chip-row">
                {MENU_TAGS.map((tag) => (
                  <button
                    key={tag}
                    type="button"
                    className="chip"
                    aria-pressed={form.tags.includes(tag)}
                    onClick={() => toggleTag(tag)}
                  >
                    {tag}
                  </button>
                ))}
              </div>
            </fieldset>
            <label className="switch-row">
              <input
                type="checkbox"
                role="switch"
                aria-checked={form.isActive}
                checked={form.isActive}
                onChange={(e) => set('isActive', e.target.checked)}
              />
              <span>
                <strong>{f.active}</strong>
                <small className="field-hint">{f.activeHint}</small>
              </span>
            </label>
          </div>
          <div className="item-form-col">
            <HoursField idPrefix="item-hours" hint={h.hint} hours={form.hours} onChange={(v) => set('hours', v)} />
            <div className="field-row">
              {CHANNELS.map((c) => (
                <Field
                  key={c}
                  label={h.channelPrice[c]}
                  type="number"
                  inputMode="decimal"
                  step="0.01"
                  min="0"
                  value={form.channelPrices[c]}
                  error={errors[c]}
                  onChange={(e) => {
                    set('channelPrices', { ...form.channelPrices, [c]: e.target.value })
                    setErrors((x) => ({ ...x, [c]: undefined }))
                  }}
                />
              ))}
            </div>
            <p className="field-hint">{h.channelHint}</p>
            <RecipeBuilder
              costData={form.costData}
              ingredients={inventory.data ?? []}
              price={form.basePrice}
              onChange={(v) => set('costData', v)}
            />
            <ItemGroupsField storeId={storeId} groupIds={groupIds} onChange={setGroupIds} />
            <SetSlotsField
              storeId={storeId}
              itemId={item?.id ?? null}
              slots={slots}
              error={slotError}
              onChange={(v) => {
                setSlots(v)
                setSlotError(null)
              }}
            />
            <PricedOptionList<PricedOption>
              legend={f.sizes}
              nameLabel={f.sizeName}
              priceLabel={f.sizePrice}
              requiredMessage={f.sizeRequired}
              items={form.sizeOptions}
              onChange={(v) => set('sizeOptions', v)}
              make={(name, price) => ({ name, price })}
            />
            <SpiceLevelList items={form.spiceLevels} onChange={(v) => set('spiceLevels', v)} />
            <PricedOptionList<AddOn>
              legend={f.addOns}
              nameLabel={f.addOnName}
              priceLabel={f.addOnPrice}
              requiredMessage={f.addOnRequired}
              items={form.addOns}
              onChange={(v) => set('addOns', v)}
              make={(name, price) => ({ name, price, category: null })}
            />
          </div>
        </div>
        <div className="form-actions sticky-actions">
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            {zhTW.common.cancel}
          </Button>
          <Button type="submit" disabled={pending}>
            {pending ? zhTW.common.submitting : item ? f.submitEdit : f.submitCreate}
          </Button>
        </div>
      </form>
    </Dialog>
  )
}
