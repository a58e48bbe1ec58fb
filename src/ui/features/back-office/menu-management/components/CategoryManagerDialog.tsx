import { useState, type FormEvent } from 'react'
import { t, zhTW } from '../../../../../shared/i18n/zh-TW.ts'
import { ApiError } from '../../../../api.ts'
import { Button } from '../../../../components/Button.tsx'
import { Dialog } from '../../../../components/Dialog.tsx'
import { toast } from '../../../../components/Toaster.tsx'
import { toastError } from '../../../../notify.ts'
import { useQuery } from '../../../../query.ts'
import { addCategory, categoriesKey, deleteCategory, renameCategory, type CategoryKind } from '../category-queries.ts'
import type { Category } from '../../../../../shared/api/menu.ts'
import { InlineEdit } from './InlineEdit.tsx'

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
  const query = useQuery<Category[]>(open ? categoriesKey(storeId, kind) : null)
  const list = query.data ?? []
  const [name, setName] = useState('')
  const [pending, setPending] = useState(false)
  const [confirming, setConfirming] = useState<Category['id'] | null>(null)

  const add = async (e: FormEvent) => {
    e.preventDefault()
    if (!name.trim()) {
      toast({ variant: 'destructive', title: categoryText.addFailed, description: categoryText.nameRequired })
      return
    }
    setPending(true)
    try {
      await addCategory(storeId, kind, name, list)
      toast({ title: categoryText.added, description: name.trim() })
      setName('')
    } catch (error) {
      toastError(categoryText.addFailed, error)
    } finally {
      setPending(false)
    }
  }

  const remove = async (category: Category) => {
    setConfirming(null)
    try {
      await deleteCategory(storeId, kind, category.id)
      toast({ title: categoryText.deleted, description: category.name })
    } catch (error) {
      const inUse = IN_USE[kind]
      if (error instanceof ApiError && (error.code === inUse.code || /Cannot delete category/i.test(error.text))) {
        toast({ variant: 'destructive', title: categoryText.inUseTitle, description: inUse.message })
      } else {
        toastError(categoryText.deleteFailed, error)
      }
    }
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
        {list.length === 0 && !query.loading ? <li className="muted">{categoryText.empty}</li> : null}
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
                <Button size="sm" variant="destructive" onClick={() => void remove(cat)}>
                  {zhTW.products.common.confirm}
                </Button>
                <Button size="sm" variant="secondary" onClick={() => setConfirming(null)}>
                  {zhTW.common.cancel}
                </Button>
              </fieldset>
            ) : null}
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
