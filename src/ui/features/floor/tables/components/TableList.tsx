import { useState } from 'react'
import { fill, zhTW } from '../../../../../shared/i18n/zh-TW.ts'
import { Button } from '../../../../components/Button.tsx'
import { ConfirmDialog } from '../../../../components/ConfirmDialog.tsx'
import { toast } from '../../../../components/Toaster.tsx'
import { useNow } from '../../../../hooks/useNow.ts'
import { toastError } from '../../../../notify.ts'
import { QrDialog } from '../../../../components/tables/QrDialog.tsx'
import { deleteTable } from '../../../../front-of-house-api.ts'
import { TableFormDialog } from './TableFormDialog.tsx'
import type { Table } from '../../../../../shared/api/front-of-house.ts'
import { TableCard, type TableActions } from './TableCard.tsx'
import { useTableDialogs } from './TableDialogs.tsx'

const tm = zhTW.frontOfHouse.tables
const counterText = zhTW.frontOfHouse.common

export function TableList({
  storeId,
  tables,
  manager,
  onAdd,
}: {
  storeId: number
  tables: Table[]
  manager: boolean
  onAdd: () => void
}) {
  const now = useNow()
  const { actions: sessionActions, dialogs } = useTableDialogs(storeId, tables)
  const [editing, setEditing] = useState<Table | null>(null)
  const [qr, setQr] = useState<Table | null>(null)
  const [deleting, setDeleting] = useState<Table | null>(null)

  const actions: TableActions = { ...sessionActions, onEdit: setEditing, onQr: setQr, onDelete: setDeleting }

  if (tables.length === 0) {
    return (
      <div className="card empty-state">
        <p className="empty-title">{tm.empty}</p>
        <p className="muted">{tm.emptyHint}</p>
        <Button size="lg" onClick={onAdd}>
          ＋ {tm.addFirst}
        </Button>
      </div>
    )
  }

  return (
    <>
      <div className="tables-grid">
        {tables.map((t) => (
          <TableCard key={t.id} storeId={storeId} table={t} now={now} manager={manager} actions={actions} />
        ))}
      </div>
      <TableFormDialog storeId={storeId} open={!!editing} table={editing} onClose={() => setEditing(null)} />
      <QrDialog storeId={storeId} table={qr} onClose={() => setQr(null)} />
      {dialogs}
      <ConfirmDialog
        open={!!deleting}
        title={counterText.confirmDeleteTitle}
        description={fill(tm.deleteConfirm, { number: deleting?.number ?? '' })}
        confirmLabel={counterText.delete}
        destructive
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return
          try {
            await deleteTable(storeId, deleting.id)
            toast({ title: counterText.deleted })
          } catch (error) {
            toastError(counterText.deleteFailed, error, counterText.networkError)
          }
        }}
      />
    </>
  )
}
