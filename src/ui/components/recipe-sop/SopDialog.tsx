import { useMutation, useQuery } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import { t, zhTW } from '../../../shared/i18n/zh-TW.ts'
import { errorMessage } from '../../api/errors.ts'
import { Button } from '../Button.tsx'
import { Dialog } from '../Dialog.tsx'
import { Spinner } from '../Spinner.tsx'
import { toast } from '../Toaster.tsx'
import { deleteSop, sopQuery, sopState } from './sop.ts'
import { SopForm } from './SopForm.tsx'
import { SopRunner } from './SopRunner.tsx'
import './sop.css'

const s = zhTW.products.sop

type Props = { menuItemId: number; menuItemName: string; storeId: number; canEdit: boolean; onClose: () => void }

/** Recipe SOP dialog (spec part 1 §2): view, create, edit and delete (after confirmation). */
export function SopDialog({ menuItemId, menuItemName, storeId, canEdit, onClose }: Props) {
  const query = useQuery(sopQuery(menuItemId))
  const state = sopState(query)
  const [mode, setMode] = useState<'view' | 'form' | 'confirm'>('view')
  const sop = typeof state === 'object' ? state : null
  const removing = useMutation({
    mutationFn: (deleting: { id: number; title: string }) => deleteSop(deleting.id, menuItemId),
    meta: { errorTitle: s.deleteFailed },
    // the title as it was: by now the refetch has found no SOP
    onSuccess: (_done, deleting) => {
      toast({ title: s.deleted, description: deleting.title })
      setMode('view')
    },
  })
  const pending = removing.isPending
  const remove = () => sop && removing.mutate({ id: sop.id, title: sop.title })

  let body: ReactNode
  if (state === 'loading') body = <Spinner label={s.loading} />
  else if (state === 'error') {
    body = (
      <div className="empty-state" role="alert">
        <p>{errorMessage(query.error, zhTW.common.loadFailed)}</p>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {zhTW.common.retry}
        </Button>
      </div>
    )
  } else if (mode === 'form' && canEdit) {
    body = (
      <SopForm
        menuItemId={menuItemId}
        storeId={storeId}
        sop={sop}
        onDone={() => setMode('view')}
        onCancel={() => setMode('view')}
      />
    )
  } else if (state === 'none') {
    body = (
      <div className="empty-state">
        <p className="empty-title">{s.none}</p>
        {canEdit ? (
          <Button onClick={() => setMode('form')}>＋ {s.create}</Button>
        ) : (
          <p className="muted">{s.noneStaff}</p>
        )}
      </div>
    )
  } else if (mode === 'confirm') {
    body = (
      <div className="confirm-box" role="alertdialog" aria-label={s.delete}>
        <p>{s.deleteConfirm}</p>
        <div className="form-actions">
          <Button variant="secondary" disabled={pending} onClick={() => setMode('view')}>
            {zhTW.common.cancel}
          </Button>
          <Button variant="destructive" disabled={pending} onClick={() => void remove()}>
            {s.delete}
          </Button>
        </div>
      </div>
    )
  } else {
    body = (
      <>
        <h3 className="sop-title">{state.title}</h3>
        <SopRunner key={`${state.id}-${state.updatedAt}`} sop={state} onDone={onClose} />
        {canEdit ? (
          <div className="sop-admin">
            <Button variant="secondary" size="sm" onClick={() => setMode('form')}>
              {s.edit}
            </Button>
            <Button variant="ghost" size="sm" className="danger-text" onClick={() => setMode('confirm')}>
              {s.delete}
            </Button>
          </div>
        ) : null}
      </>
    )
  }

  return (
    <Dialog open onClose={onClose} title={t('products.sop.title', { name: menuItemName })}>
      <div className="sop-dialog">{body}</div>
    </Dialog>
  )
}
