import { useState } from 'react'
import { formatNtd } from '../../../../money.ts'
import { fill, zhTW } from '../../../../../shared/i18n/zh-TW.ts'
import { Button } from '../../../../components/Button.tsx'
import { Dialog } from '../../../../components/Dialog.tsx'
import { toast } from '../../../../components/Toaster.tsx'
import { toastError } from '../../../../notify.ts'
import type { Table } from '../../../../../shared/api/front-of-house.ts'
import { mergeTable, moveTable } from '../split-queries.ts'

import './split.css'

const sm = zhTW.frontOfHouse.split

export type Relocation = { kind: 'move' | 'merge'; table: Table }

/**
 * 換桌 picks a free table; 併桌 picks another seated table whose party joins this bill. The server
 * decides in one transaction; a table taken meanwhile is refused with its zh-TW reason.
 */
export function MoveMergeDialog({
  storeId,
  tables,
  relocation,
  onClose,
}: {
  storeId: number
  tables: Table[]
  relocation: Relocation | null
  onClose: () => void
}) {
  const [pending, setPending] = useState(false)
  const move = relocation?.kind === 'move'
  const source = relocation?.table
  const targets = tables.filter(
    (t) => t.id !== source?.id && (move ? t.status === 'available' && t.sessionId === null : t.sessionId !== null),
  )

  const choose = async (target: Table) => {
    if (!source) return
    setPending(true)
    try {
      if (move) {
        await moveTable(storeId, source.id, target.id)
        toast({ title: fill(sm.moved, { from: source.number, to: target.number }) })
      } else {
        await mergeTable(storeId, source.id, target.id)
        toast({ title: fill(sm.merged, { from: target.number, to: source.number }) })
      }
      onClose()
    } catch (error) {
      toastError(move ? sm.moveFailed : sm.mergeFailed, error, zhTW.frontOfHouse.common.networkError)
    } finally {
      setPending(false)
    }
  }

  return (
    <Dialog
      open={!!relocation}
      onClose={pending ? () => {} : onClose}
      title={fill(move ? sm.moveTitle : sm.mergeTitle, { number: source?.number ?? '' })}
      description={move ? sm.moveHint : sm.mergeHint}
    >
      {targets.length === 0 ? (
        <p className="muted">{sm.noTargets}</p>
      ) : (
        <ul className="relocate-grid">
          {targets.map((t) => (
            <li key={t.id}>
              <button
                type="button"
                className="foh-choice relocate-choice"
                disabled={pending}
                onClick={() => void choose(t)}
              >
                <strong>{t.number}</strong>
                <span className="muted">
                  {move ? fill(zhTW.frontOfHouse.common.seatsCount, { n: t.seats }) : formatNtd(t.sessionOutstanding)}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="form-actions">
        <Button variant="secondary" onClick={onClose} disabled={pending}>
          {zhTW.common.cancel}
        </Button>
      </div>
    </Dialog>
  )
}
