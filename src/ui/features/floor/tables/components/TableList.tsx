import { useState } from 'react'
import { fill, zhTW } from '../../../../../shared/i18n/zh-TW.ts'
import { Button } from '../../../../components/Button.tsx'
import { ConfirmDialog } from '../../../../components/ConfirmDialog.tsx'
import { toast } from '../../../../components/Toaster.tsx'
import { useNow } from '../../../../hooks/useNow.ts'
import { toastError } from '../../../../notify.ts'
import { OpenTableDialog } from '../../../../components/tables/OpenTableDialog.tsx'
import { QrDialog } from '../../../../components/tables/QrDialog.tsx'
import { PayTableDialog } from '../../../../components/pay/PayTableDialog.tsx'
import { clearTable, deleteTable } from '../../../../front-of-house-api.ts'
import { TableFormDialog } from './TableFormDialog.tsx'
import type { Table } from '../../../../../shared/api/front-of-house.ts'
import { canClearNow } from '../session.ts'
import { MoveMergeDialog, type Relocation } from './MoveMergeDialog.tsx'
import { SplitDialog } from './SplitDialog.tsx'
import { TableCard, type TableActions } from './TableCard.tsx'

const tm = zhTW.frontOfHouse.tables
const counterText = zhTW.frontOfHouse.common

async function clearNow(storeId: number, table: Table) {
  try {
    await clearTable(storeId, table.id)
    toast({ title: fill(tm.cleared, { number: table.number }) })
  } catch (error) {
    toastError(tm.clearFailed, error, counterText.networkError)
  }
}

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
  const [opening, setOpening] = useState<Table | null>(null)
  const [editing, setEditing] = useState<Table | null>(null)
  const [qr, setQr] = useState<Table | null>(null)
  const [deleting, setDeleting] = useState<Table | null>(null)
  const [paying, setPaying] = useState<Table | null>(null)
  const [clearing, setClearing] = useState<Table | null>(null)
  const [splitting, setSplitting] = useState<Table | null>(null)
  const [relocation, setRelocation] = useState<Relocation | null>(null)

  const actions: TableActions = {
    onOpen: setOpening,
    onEdit: setEditing,
    onQr: setQr,
    onDelete: setDeleting,
    onPay: setPaying,
    // With money owed the server answers 409 with the amount; that message is what staff should read.
    onClear: (t) => (canClearNow(t) ? setClearing(t) : void clearNow(storeId, t)),
    onSplit: setSplitting,
    onMove: (t) => setRelocation({ kind: 'move', table: t }),
    onMerge: (t) => setRelocation({ kind: 'merge', table: t }),
  }

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
      <OpenTableDialog storeId={storeId} table={opening} onClose={() => setOpening(null)} />
      <TableFormDialog storeId={storeId} open={!!editing} table={editing} onClose={() => setEditing(null)} />
      <QrDialog storeId={storeId} table={qr} onClose={() => setQr(null)} />
      <PayTableDialog
        storeId={storeId}
        table={paying}
        sessionId={paying?.sessionId ?? null}
        outstanding={paying?.sessionOutstanding}
        onClose={() => setPaying(null)}
      />
      <SplitDialog storeId={storeId} table={splitting} onClose={() => setSplitting(null)} />
      <MoveMergeDialog storeId={storeId} tables={tables} relocation={relocation} onClose={() => setRelocation(null)} />
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
      <ConfirmDialog
        open={!!clearing}
        title={fill(tm.clearTitle, { number: clearing?.number ?? '' })}
        description={tm.clearDescription}
        confirmLabel={tm.clearSubmit}
        onClose={() => setClearing(null)}
        onConfirm={() => clearing && clearNow(storeId, clearing)}
      />
    </>
  )
}
