import { useMutation } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { fill, zhTW } from '../../../../../shared/i18n/zh-TW.ts'
import { Button } from '../../../../components/Button.tsx'
import { ConfirmDialog } from '../../../../components/ConfirmDialog.tsx'
import { Field } from '../../../../components/Input.tsx'
import { toast } from '../../../../components/Toaster.tsx'
import type { MenuItem, OptionGroupListed } from '../../../../../shared/api/menu.ts'
import { emptyGroup, groupBody, groupForm, membershipChanges, type GroupForm } from '../option-group-form.ts'
import { createGroup, deleteGroup, setItemGroups, updateGroup } from '../option-group-queries.ts'

const g = zhTW.optionGroupEditor

type Props = {
  storeId: number
  /** null makes a new group. */
  group: OptionGroupListed | null
  items: MenuItem[]
  onDone: (groupId: number | null) => void
}

/** One group: its name, options with price deltas and a default, how many a line picks, and its items. */
export function GroupEditor({ storeId, group, items, onDone }: Props) {
  const [form, setForm] = useState<GroupForm>(() => (group ? groupForm(group) : emptyGroup()))
  const [confirming, setConfirming] = useState(false)
  const set = (patch: Partial<GroupForm>) => setForm((f) => ({ ...f, ...patch }))
  const setOption = (i: number, patch: Partial<GroupForm['options'][number]>) =>
    set({ options: form.options.map((o, j) => (j === i ? { ...o, ...patch } : o)) })
  const required = form.minChoices >= 1
  const title = group ? fill(g.editTitle, { name: group.name }) : g.newTitle

  const saving = useMutation({
    mutationFn: async () => {
      const body = groupBody(form)
      const saved = group ? await updateGroup(storeId, group.id, body) : await createGroup(storeId, body)
      for (const change of membershipChanges(items, saved.id, form.itemIds))
        await setItemGroups(storeId, change.itemId, change.groupIds)
      return saved
    },
    meta: { errorTitle: g.saveFailed },
    onSuccess: (saved) => {
      toast({ title: g.saved, description: saved.name })
      onDone(saved.id)
    },
  })
  const removing = useMutation({
    mutationFn: () => deleteGroup(storeId, group!.id),
    meta: { errorTitle: g.removeFailed },
    onSuccess: () => {
      toast({ title: g.removed, description: group!.name })
      onDone(null)
    },
  })

  const submit = (e: FormEvent) => {
    e.preventDefault()
    const body = groupBody(form)
    if (!body.name) return toast({ variant: 'destructive', title: g.nameRequired })
    if (body.options.length === 0) return toast({ variant: 'destructive', title: g.optionsRequired })
    saving.mutate()
  }
  const toggleItem = (id: number) =>
    set({ itemIds: form.itemIds.includes(id) ? form.itemIds.filter((x) => x !== id) : [...form.itemIds, id] })

  return (
    <form className="form group-editor" onSubmit={submit} aria-label={title}>
      <h3>{title}</h3>
      <Field
        label={g.name}
        placeholder={g.namePlaceholder}
        value={form.name}
        maxLength={30}
        required
        onChange={(e) => set({ name: e.target.value })}
      />
      <fieldset className="form-section">
        <legend>{g.options}</legend>
        <div className="group-option-head" aria-hidden="true">
          <span>{g.optionName}</span>
          <span>{g.optionPrice}</span>
          <span>{g.optionDefault}</span>
        </div>
        {form.options.map((o, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a row being typed has no other identity
          <div key={i} className="group-option-row">
            <input
              className="input"
              aria-label={`${g.optionName} ${i + 1}`}
              value={o.name}
              maxLength={30}
              onChange={(e) => setOption(i, { name: e.target.value })}
            />
            <input
              className="input"
              aria-label={`${g.optionPrice} ${o.name || i + 1}`}
              inputMode="decimal"
              placeholder="0"
              value={o.price}
              onChange={(e) => setOption(i, { price: e.target.value })}
            />
            <input
              type="radio"
              name="group-default"
              aria-label={`${g.optionDefault} ${o.name || i + 1}`}
              checked={!!o.name.trim() && form.defaultOption === o.name.trim()}
              onChange={() => set({ defaultOption: o.name.trim() || null })}
            />
            <button
              type="button"
              className="icon-btn"
              aria-label={fill(g.removeOption, { name: o.name || String(i + 1) })}
              onClick={() => set({ options: form.options.filter((_, j) => j !== i) })}
            >
              ×
            </button>
          </div>
        ))}
        <div className="chip-row">
          <Button
            variant="secondary"
            size="sm"
            onClick={() => set({ options: [...form.options, { name: '', price: '' }] })}
          >
            {g.addOption}
          </Button>
          <Button variant="ghost" size="sm" onClick={() => set({ defaultOption: null })}>
            {g.noDefault}
          </Button>
        </div>
      </fieldset>
      <div className="group-bounds">
        <label className="switch-row">
          <input
            type="checkbox"
            role="switch"
            aria-checked={required}
            checked={required}
            onChange={(e) =>
              set({
                minChoices: e.target.checked ? 1 : 0,
                maxChoices: Math.max(form.maxChoices, e.target.checked ? 1 : 0),
              })
            }
          />
          <span>
            <strong>{g.required}</strong>
            <small className="field-hint">{g.requiredHint}</small>
          </span>
        </label>
        <Field
          label={g.minChoices}
          type="number"
          min={0}
          max={20}
          value={form.minChoices}
          onChange={(e) => set({ minChoices: Math.max(0, Math.trunc(Number(e.target.value) || 0)) })}
        />
        <Field
          label={g.maxChoices}
          type="number"
          min={1}
          max={20}
          value={form.maxChoices}
          onChange={(e) => set({ maxChoices: Math.max(1, Math.trunc(Number(e.target.value) || 1)) })}
        />
      </div>
      <fieldset className="form-section">
        <legend>{fill(g.items, { n: form.itemIds.length })}</legend>
        <div className="group-items">
          {items.map((item) => (
            <label key={item.id} className="group-item">
              <input type="checkbox" checked={form.itemIds.includes(item.id)} onChange={() => toggleItem(item.id)} />
              <span>{item.name}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="form-actions sticky-actions">
        {group ? (
          <Button variant="ghost" className="danger-text" onClick={() => setConfirming(true)}>
            {g.remove}
          </Button>
        ) : null}
        <Button type="submit" disabled={saving.isPending}>
          {saving.isPending ? zhTW.common.submitting : g.save}
        </Button>
      </div>
      {group ? (
        <ConfirmDialog
          open={confirming}
          title={zhTW.products.common.confirmDeleteTitle}
          description={fill(g.removeConfirm, { name: group.name })}
          confirmLabel={g.remove}
          destructive
          onClose={() => setConfirming(false)}
          onConfirm={() => removing.mutateAsync()}
        />
      ) : null}
    </form>
  )
}
