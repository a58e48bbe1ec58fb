import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useLocation } from 'wouter'
import type { OpenCheck } from '../../../../../shared/api/day-close.ts'
import { formatNtd } from '../../../../money.ts'
import { fill, zhTW } from '../../../../../shared/i18n/zh-TW.ts'
import { Button } from '../../../../components/Button.tsx'
import { Dialog } from '../../../../components/Dialog.tsx'
import { QueryStatus } from '../../../../components/PageStates.tsx'
import { formatDateTime } from '../../../../format.ts'
import { dayClosePreviewQuery } from '../queries.ts'

const p = zhTW.backoffice.payments

const checkName = (c: OpenCheck) =>
  c.tableNumber === null ? c.orderNumber : fill(p.checkTable, { number: c.tableNumber })

/** Open checks as a table: which table or order, since when, what it still owes. */
function OpenCheckList({ checks, testId }: { checks: OpenCheck[]; testId: string }) {
  return (
    <table className="bo-table pm-open-checks" data-testid={testId}>
      <thead>
        <tr>
          <th>{p.check}</th>
          <th>{p.since}</th>
          <th className="num">{p.outstanding}</th>
        </tr>
      </thead>
      <tbody>
        {checks.map((c) => (
          <tr key={c.sessionId === null ? `o${c.orderId}` : `s${c.sessionId}`}>
            <td>{checkName(c)}</td>
            <td>{formatDateTime(c.since)}</td>
            <td className="num">{formatNtd(c.outstanding)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

type Props = {
  storeId: number
  date: string
  open: boolean
  /** The cash line of the confirmation (expected against counted). */
  description: string
  onClose: () => void
  onConfirm: () => Promise<unknown>
}

/**
 * The close's confirmation. It first lists what is still open (unpaid checks, invoices waiting for
 * a number) and asks: carry them into the next business day and close, or go settle them first.
 */
export function CloseDayDialog({ storeId, date, open, description, onClose, onConfirm }: Props) {
  const [, navigate] = useLocation()
  const [pending, setPending] = useState(false)
  const preview = useQuery({ ...dayClosePreviewQuery(storeId, date), enabled: open })
  const left = preview.data
  const warn = left ? left.openChecks.length > 0 || left.pendingInvoices.count > 0 : false
  const confirm = async () => {
    setPending(true)
    try {
      await onConfirm()
    } catch {
      // the close's failure has toasted already (its meta.errorTitle): the dialog just closes
    } finally {
      setPending(false)
      onClose()
    }
  }
  return (
    <Dialog
      open={open}
      onClose={pending ? () => {} : onClose}
      title={warn ? p.openChecksTitle : p.confirmCloseTitle}
      description={description}
      className="bo-dialog-wide"
    >
      <QueryStatus query={preview} />
      {left ? (
        <div className="pm-close-check" data-testid="close-warning">
          {warn ? (
            <>
              <p>{p.openChecksBody}</p>
              {left.openChecks.length > 0 ? (
                <>
                  <OpenCheckList checks={left.openChecks} testId="close-open-checks" />
                  <p className="pm-open-total">{fill(p.openTotal, { amount: formatNtd(left.openTotal) })}</p>
                </>
              ) : null}
              {left.pendingInvoices.count > 0 ? (
                <p data-testid="close-pending-invoices">
                  {fill(p.pendingInvoices, {
                    count: left.pendingInvoices.count,
                    amount: formatNtd(left.pendingInvoices.amount),
                  })}
                </p>
              ) : null}
            </>
          ) : (
            <p className="muted">{p.noOpenChecks}</p>
          )}
        </div>
      ) : null}
      <div className="form-actions">
        {warn ? (
          <Button variant="secondary" onClick={() => navigate('/floor')} disabled={pending}>
            {p.settleFirst}
          </Button>
        ) : (
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            {zhTW.common.cancel}
          </Button>
        )}
        <Button onClick={() => void confirm()} disabled={pending || !left}>
          {pending ? zhTW.common.submitting : warn ? p.carryOver : p.closeDay}
        </Button>
      </div>
    </Dialog>
  )
}
