import { useState, type ReactNode } from 'react'
import { fill, zhTW } from '../../../../../shared/i18n/zh-TW.ts'
import { ConfirmDialog } from '../../../../components/ConfirmDialog.tsx'
import { toast } from '../../../../components/Toaster.tsx'
import { toastError } from '../../../../notify.ts'
import { OpenTableDialog } from '../../../../components/tables/OpenTableDialog.tsx'
import { PayTableDialog } from '../../../../components/pay/PayTableDialog.tsx'
import { clearTable } from '../../../../front-of-house-api.ts'
import type { Table } from '../../../../../shared/api/front-of-house.ts'
import { canClearNow } from '../session.ts'
import { MoveMergeDialog, type Relocation } from './MoveMergeDialog.tsx'
import { SplitDialog } from './SplitDialog.tsx'

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

export type TableDialogActions = {
  onOpen: (t: Table) => void
  onPay: (t: Table) => void
  onClear: (t: Table) => void
  onSplit: (t: Table) => void
  onMove: (t: Table) => void
  onMerge: (t: Table) => void
}

/**
 * The dialogs a table's session runs through (seat, pay, split, move, merge, clear), for every
 * screen that shows tables: the actions open them, `dialogs` renders them. `onOpened`: what follows
 * seating guests (the floor goes on to the order).
 */
export function useTableDialogs(
  storeId: number,
  tables: Table[],
  onOpened?: (t: Table) => void,
): { actions: TableDialogActions; dialogs: ReactNode } {
  const [opening, setOpening] = useState<Table | null>(null)
  const [paying, setPaying] = useState<Table | null>(null)
  const [clearing, setClearing] = useState<Table | null>(null)
  const [splitting, setSplitting] = useState<Table | null>(null)
  const [relocation, setRelocation] = useState<Relocation | null>(null)

  const actions: TableDialogActions = {
    onOpen: setOpening,
    onPay: setPaying,
    // With money owed the server answers 409 with the amount; that message is what staff should read.
    onClear: (t) => (canClearNow(t) ? setClearing(t) : void clearNow(storeId, t)),
    onSplit: setSplitting,
    onMove: (t) => setRelocation({ kind: 'move', table: t }),
    onMerge: (t) => setRelocation({ kind: 'merge', table: t }),
  }
  const dialogs = (
    <>
      <OpenTableDialog storeId={storeId} table={opening} onClose={() => setOpening(null)} onOpened={onOpened} />
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
        open={!!clearing}
        title={fill(tm.clearTitle, { number: clearing?.number ?? '' })}
        description={tm.clearDescription}
        confirmLabel={tm.clearSubmit}
        onClose={() => setClearing(null)}
        onConfirm={() => clearing && clearNow(storeId, clearing)}
      />
    </>
  )
  return { actions, dialogs }
}
