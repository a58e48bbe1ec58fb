import { useMutation, useQuery } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { t, zhTW } from '../../../../../shared/i18n/zh-TW.ts'
import { ApiError } from '../../../../api/errors.ts'
import { Button } from '../../../../components/Button.tsx'
import { Dialog } from '../../../../components/Dialog.tsx'
import { toast } from '../../../../components/Toaster.tsx'
import { toastError } from '../../../../notify.ts'
import { menuCategoriesQuery } from '../../../../front-of-house-api.ts'
import {
  addCategory,
  deleteCategory,
  inventoryCategoriesQuery,
  renameCategory,
  type CategoryKind,
} from '../category-queries.ts'
import type { Category } from '../../../../../shared/api/menu.ts'
import { InlineEdit } from './InlineEdit.tsx'
import { CategoryHours } from './CategoryHours.tsx'

const categoryText = zhTW.products.categories

const IN_USE: Record<CategoryKind, { code: string; message: string }> = {
  'menu-categories': { code: 'CATEGORY_IN_USE', message: categoryText.menuInUse },
  'inventory-categories': { code: 'INVENTORY_CATEGORY_IN_USE', message: categoryText.inventoryInUse },
}

type Props = {
  storeId: number
  kind: CategoryKind
  open: boolean
  onClose: () => void
  canWrite: boolean
  canDelete: boolean
}

/**
 * Categories of the menu or of inventory (spec part 1 §2, §5, §8; part 2 §2.2, §5, §8): add,
 * rename inline (Enter saves, Escape cancels), delete — refused while items still use it.
 */
export function CategoryManagerDialog({ storeId, kind, open, onClose, canWrite, canDelete }: Props) {
  // Menu categories are the POS's own read (text ids): both screens share its cache entry.
  const menuQuery = useQuery({ ...menuCategoriesQuery(storeId), enabled: open && kind === 'menu-categories' })
  const inventoryQuery = useQuery({ ...inventoryCategoriesQuery(storeId), enabled: open && kind !== 'menu-categories' })
  const query = kind === 'menu-categories' ? menuQuery : inventoryQuery
  const list: Category[] = query.data ?? []
  const [name, setName] = useState('')
  const [confirming, setConfirming] = useState<Category['id'] | null>(null)

  const adding = useMutation({
    mutationFn: (text: string) => addCategory(storeId, kind, text, list),
    meta: { errorTitle: categoryText.addFailed },
    onSuccess: (_created, text) => {
      toast({ title: categoryText.added, description: text.trim() })
      setName('')
    },
  })
  const pending = adding.isPending
  const removing = useMutation({
    mutationFn: (category: Category) => deleteCategory(storeId, kind, category.id),
    onSuccess: (_done, category) => toast({ title: categoryText.deleted, description: category.name }),
    onError: (error) => {
      const inUse = IN_USE[kind]
      if (error instanceof ApiError && (error.code === inUse.code || /Cannot delete category/i.test(error.text))) {
        toast({ variant: 'destructive', title: categoryText.inUseTitle, description: inUse.message })
      } else {
        toastError(categoryText.deleteFailed, error)
      }
    },
  })

  const add = (e: FormEvent) => {
    e.preventDefault()
    if (!name.trim()) {
      toast({ variant: 'destructive', title: categoryText.addFailed, description: categoryText.nameRequired })
      return
    }
    adding.mutate(name)
  }

  const remove = (category: Category) => {
    setConfirming(null)
    removing.mutate(category)
  }

  const title = kind === 'menu-categories' ? categoryText.menuTitle : categoryText.inventoryTitle
  return (
    <Dialog open={open} onClose={onClose} title={title} description={canWrite ? categoryText.description : undefined}>
      {canWrite ? (
        <form className="category-add" onSubmit={add}>
          <input
            className="input"
            aria-label={categoryText.newName}
            placeholder={categoryText.newName}
            value={name}
            maxLength={50}
            onChange={(e) => setName(e.target.value)}
          />
          <Button type="submit" disabled={pending}>
            {categoryText.add}
          </Button>
        </form>
      ) : null}
      <ul className="category-list" aria-label={title}>
        {list.length === 0 && !query.isLoading ? <li className="muted">{categoryText.empty}</li> : null}
        {list.map((cat) => (
          <li key={cat.id} className="category-row" data-testid="category-row">
            <InlineEdit
              className="category-name"
              initial={cat.name}
              display={cat.name}
              label={t('products.categories.rename', { name: cat.name })}
              editable={canWrite}
              check={(text) =>
                text.trim()
                  ? { value: text.trim() }
                  : { title: categoryText.updateFailed, description: categoryText.nameRequired }
              }
              save={async (value) => {
                await renameCategory(storeId, kind, cat.id, value)
                toast({ title: categoryText.updated, description: value })
              }}
            />
            <span className="muted small">{t('products.categories.itemCount', { n: cat.itemCount })}</span>
            {canDelete && confirming !== cat.id ? (
              <Button
                size="sm"
                variant="ghost"
                className="danger-text"
                aria-label={`${zhTW.products.common.delete} ${cat.name}`}
                onClick={() => setConfirming(cat.id)}
              >
                {zhTW.products.common.delete}
              </Button>
            ) : null}
            {confirming === cat.id ? (
              <fieldset
                className="bare-group confirm-inline"
                aria-label={t('products.categories.deleteConfirm', { name: cat.name })}
              >
                <span className="small">{t('products.categories.deleteConfirm', { name: cat.name })}</span>
                <Button size="sm" variant="destructive" onClick={() => remove(cat)}>
                  {zhTW.products.common.confirm}
                </Button>
                <Button size="sm" variant="secondary" onClick={() => setConfirming(null)}>
                  {zhTW.common.cancel}
                </Button>
              </fieldset>
            ) : null}
            {kind === 'menu-categories' ? <CategoryHours storeId={storeId} category={cat} canWrite={canWrite} /> : null}
          </li>
        ))}
      </ul>
      <div className="form-actions">
        <Button variant="secondary" onClick={onClose}>
          {zhTW.common.close}
        </Button>
      </div>
    </Dialog>
  )
}
