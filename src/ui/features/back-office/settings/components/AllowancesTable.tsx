import { useMutation, useQuery } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { fill, zhTW } from '../../../../../shared/i18n/zh-TW.ts'
import { Button } from '../../../../components/Button.tsx'
import { Dialog } from '../../../../components/Dialog.tsx'
import { Field } from '../../../../components/Input.tsx'
import { toast } from '../../../../components/Toaster.tsx'
import { formatDateTime } from '../../../../format.ts'
import { formatNtd } from '../../../../money.ts'
import { toastError } from '../../../../notify.ts'
import { einvoiceAllowancesQuery, voidEinvoiceAllowance, type EinvoiceAllowance } from '../queries.ts'

const t = zhTW.einvoice.allowances

/** Why the allowance is voided: the G0501 carries at most 20 characters. */
const REASON_MAX = 20

function VoidAllowanceDialog({
  storeId,
  allowance,
  onClose,
}: {
  storeId: number
  allowance: EinvoiceAllowance
  onClose: () => void
}) {
  const [reason, setReason] = useState('')
  const voiding = useMutation({
    mutationFn: () => voidEinvoiceAllowance(storeId, allowance.id, reason.trim()),
    onSuccess: () => {
      toast({ title: fill(t.done, { number: allowance.number }) })
      onClose()
    },
    onError: (error) => toastError(t.void, error, zhTW.frontOfHouse.common.networkError),
  })
  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (reason.trim()) voiding.mutate()
  }
  return (
    <Dialog open onClose={onClose} title={fill(t.dialogTitle, { number: allowance.number })}>
      <form className="form" onSubmit={submit} noValidate>
        <Field
          label={t.reason}
          maxLength={REASON_MAX}
          value={reason}
          autoFocus
          onChange={(e) => setReason(e.target.value)}
        />
        <div className="form-actions">
          <Button variant="secondary" onClick={onClose}>
            {zhTW.common.cancel}
          </Button>
          <Button type="submit" variant="destructive" disabled={!reason.trim() || voiding.isPending}>
            {t.confirm}
          </Button>
        </div>
      </form>
    </Dialog>
  )
}

const stateOf = (a: EinvoiceAllowance) =>
  a.voidedAt ? fill(t.voided, { reason: a.voidReason ?? '' }) : a.voidable ? t.active : t.closed

/** The newest 折讓單 with their state; one still inside its filing period can be voided (G0501). */
export function AllowancesTable({ storeId }: { storeId: number }) {
  const list = useQuery(einvoiceAllowancesQuery(storeId))
  const [voiding, setVoiding] = useState<EinvoiceAllowance | null>(null)
  const rows = list.data ?? []
  return (
    <>
      <h4>{t.title}</h4>
      <p className="muted">{t.hint}</p>
      {rows.length === 0 ? (
        <p className="muted">{t.none}</p>
      ) : (
        <div className="bo-table-wrap st-stacked-wrap">
          <table className="bo-table st-stacked" data-testid="einvoice-allowances">
            <thead>
              <tr>
                <th>{t.number}</th>
                <th>{t.invoice}</th>
                <th className="num">{t.amount}</th>
                <th>{t.date}</th>
                <th>{t.state}</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {rows.map((a) => (
                <tr key={a.id}>
                  <td className="nowrap st-stacked-wide" data-label={t.number}>
                    {a.number}
                  </td>
                  <td className="nowrap" data-label={t.invoice}>
                    {a.invoiceNumber}
                  </td>
                  <td className="num" data-label={t.amount}>
                    {formatNtd(a.amount)}
                  </td>
                  <td className="nowrap st-stacked-wide" data-label={t.date}>
                    {formatDateTime(a.createdAt)}
                  </td>
                  <td className="st-stacked-wide" data-label={t.state}>
                    {stateOf(a)}
                  </td>
                  <td>
                    {a.voidable ? (
                      <Button size="sm" variant="secondary" onClick={() => setVoiding(a)}>
                        {t.void}
                      </Button>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {voiding ? <VoidAllowanceDialog storeId={storeId} allowance={voiding} onClose={() => setVoiding(null)} /> : null}
    </>
  )
}
