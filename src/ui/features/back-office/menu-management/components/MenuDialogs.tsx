import { useSignals } from '@preact/signals-react/runtime'
import { useMutation } from '@tanstack/react-query'
import { t, zhTW } from '../../../../../shared/i18n/zh-TW.ts'
import { ConfirmDialog } from '../../../../components/ConfirmDialog.tsx'
import { toast } from '../../../../components/Toaster.tsx'
import { SopDialog } from '../../../../components/recipe-sop/SopDialog.tsx'
import { deleteItem } from '../queries.ts'
import { closeDialog, openDialog, selection } from '../state.ts'
import type { Category, MenuItem } from '../../../../../shared/api/menu.ts'
import { BatchMoveDialog, BatchPriceDialog, BatchStatusDialog } from './BatchActions.tsx'
import { CategoryManagerDialog } from './CategoryManagerDialog.tsx'
import { ItemFormDialog } from './ItemFormDialog.tsx'
import { OptionGroupsDialog } from './OptionGroupsDialog.tsx'

const m = zhTW.products.menu

type Props = {
  storeId: number
  items: MenuItem[]
  categories: Category[]
  manager: boolean
  defaultCategoryId?: string | null
}

function DeleteItemDialog({ storeId, itemId, name }: { storeId: number; itemId: number; name: string }) {
  const removing = useMutation({
    mutationFn: () => deleteItem(storeId, itemId),
    meta: { errorTitle: m.deleteFailed },
    onSuccess: () => {
      if (selection.value.has(itemId)) selection.value = new Set([...selection.value].filter((id) => id !== itemId))
      toast({ title: m.deleted, description: name })
    },
  })
  return (
    <ConfirmDialog
      open
      title={zhTW.products.common.confirmDeleteTitle}
      description={t('products.menu.deleteConfirm', { name })}
      confirmLabel={zhTW.products.common.delete}
      destructive
      onClose={closeDialog}
      onConfirm={() => removing.mutateAsync()}
    />
  )
}

/** The one open dialog of a menu screen (see `openDialog`); shared by /menu-management and /menu. */
export function MenuDialogs({ storeId, items, categories, manager, defaultCategoryId }: Props) {
  useSignals()
  const dialog = openDialog.value
  if (!dialog) return null

  switch (dialog.kind) {
    case 'form': {
      const item = dialog.itemId === null ? null : (items.find((i) => i.id === dialog.itemId) ?? null)
      if (!manager || (dialog.itemId !== null && !item)) return null
      return (
        <ItemFormDialog
          storeId={storeId}
          item={item}
          categories={categories}
          defaultCategoryId={defaultCategoryId}
          onClose={closeDialog}
        />
      )
    }
    case 'sop':
      return (
        <SopDialog
          menuItemId={dialog.itemId}
          menuItemName={dialog.name}
          storeId={storeId}
          canEdit={manager}
          onClose={closeDialog}
        />
      )
    case 'delete':
      return <DeleteItemDialog storeId={storeId} itemId={dialog.itemId} name={dialog.name} />
    case 'categories':
      return (
        <CategoryManagerDialog
          open
          storeId={storeId}
          kind="menu-categories"
          canWrite={manager}
          canDelete={manager}
          onClose={closeDialog}
        />
      )
    case 'option-groups':
      return manager ? <OptionGroupsDialog storeId={storeId} items={items} onClose={closeDialog} /> : null
    case 'batch-activate':
    case 'batch-deactivate':
      return <BatchStatusDialog storeId={storeId} isActive={dialog.kind === 'batch-activate'} />
    case 'batch-price':
      return manager ? <BatchPriceDialog storeId={storeId} items={items} /> : null
    case 'batch-move':
      return manager ? <BatchMoveDialog storeId={storeId} categories={categories} /> : null
  }
}
