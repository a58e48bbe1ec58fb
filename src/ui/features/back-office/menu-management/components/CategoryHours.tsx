import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { fill, zhTW } from '../../../../../shared/i18n/zh-TW.ts'
import { hoursLabel } from '../../../../../shared/domain/menu-hours.ts'
import { Button } from '../../../../components/Button.tsx'
import { toast } from '../../../../components/Toaster.tsx'
import { setCategoryHours } from '../category-queries.ts'
import type { Category } from '../../../../../shared/api/menu.ts'
import { HoursField } from './HoursField.tsx'

const h = zhTW.menuHours
const categoryText = zhTW.products.categories

/** A menu category's 供應時段 under its row: what they are, and an editor a tap away. */
export function CategoryHours({
  storeId,
  category,
  canWrite,
}: {
  storeId: number
  category: Category
  canWrite: boolean
}) {
  const saved = category.hours ?? []
  const [editing, setEditing] = useState(false)
  const [hours, setHours] = useState(saved)
  const saving = useMutation({
    mutationFn: () => setCategoryHours(storeId, category.id, hours),
    meta: { errorTitle: categoryText.updateFailed },
    onSuccess: () => {
      toast({ title: categoryText.updated, description: category.name })
      setEditing(false)
    },
  })
  const summary = saved.length ? fill(h.servedAt, { hours: hoursLabel(saved) }) : h.allDay
  if (!editing)
    return (
      <div className="category-hours">
        <span className="muted small">{summary}</span>
        {canWrite ? (
          <Button
            size="sm"
            variant="ghost"
            aria-label={fill(h.editCategory, { name: category.name })}
            onClick={() => {
              setHours(saved)
              setEditing(true)
            }}
          >
            {h.legend}
          </Button>
        ) : null}
      </div>
    )
  return (
    <div className="category-hours-editor">
      <HoursField idPrefix={`cat-${category.id}`} hint={h.categoryHint} hours={hours} onChange={setHours} />
      <div className="form-actions">
        <Button variant="secondary" size="sm" onClick={() => setEditing(false)} disabled={saving.isPending}>
          {zhTW.common.cancel}
        </Button>
        <Button size="sm" onClick={() => saving.mutate()} disabled={saving.isPending}>
          {zhTW.common.save}
        </Button>
      </div>
    </div>
  )
}
