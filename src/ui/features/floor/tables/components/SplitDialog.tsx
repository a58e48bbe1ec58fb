import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { parseMoney } from '../../../../../shared/domain/money.ts'
import { formatNtd } from '../../../../money.ts'
import { fill, zhTW } from '../../../../../shared/i18n/zh-TW.ts'
import { Badge } from '../../../../components/Badge.tsx'
import { Button } from '../../../../components/Button.tsx'
import { Dialog } from '../../../../components/Dialog.tsx'
import { toast } from '../../../../components/Toaster.tsx'
import { toastError } from '../../../../notify.ts'
import { paymentMethodLabel } from '../../../../labels.ts'
import type { Table } from '../../../../../shared/api/front-of-house.ts'
import { cancelSplit, type SplitPart, splitQuery } from '../split-queries.ts'
import { invoiceLine } from '../../../../components/pay/invoice-line.ts'
import { PartPayForm } from './PartPayForm.tsx'
import { SplitComposer } from './SplitComposer.tsx'

import '../../../../components/front-of-house.css'
import './split.css'

const sm = zhTW.frontOfHouse.split

function PartRow({ part, selected, onPay }: { part: SplitPart; selected: boolean; onPay: () => void }) {
  return (
    <li className={`split-part${selected ? ' is-selected' : ''}`} data-testid="split-part">
      <div className="split-part-head">
        <strong>{fill(sm.part, { n: part.position })}</strong>
        <strong className="split-part-amount">{formatNtd(part.amount)}</strong>
      </div>
      {part.items.length ? (
        <p className="muted split-part-items">{part.items.map((i) => `${i.name} ×${i.quantity}`).join('、')}</p>
      ) : null}
      {part.paid ? (
        <Badge tone="success">
          {sm.paid} · {paymentMethodLabel(part.payment?.paymentMethod)}
          {part.payment?.change ? ` · 找零 ${formatNtd(part.payment.change)}` : ''}
        </Badge>
      ) : null}
      {part.payment?.invoice ? (
        <small className="split-part-invoice" data-testid="part-invoice">
          {invoiceLine(part.payment.invoice)}
        </small>
      ) : null}
      {part.paid ? null : (
        <Button variant={selected ? 'primary' : 'secondary'} onClick={onPay}>
          {sm.payPart}
        </Button>
      )}
    </li>
  )
}

/**
 * 分開結帳: split the table's bill, then take each part with its own method. When the last part
 * clears the table the parts stay on screen, each with its change and invoice, until 完成.
 */
export function SplitDialog({
  storeId,
  table,
  onClose,
  onCleared = onClose,
}: {
  storeId: number
  table: Table | null
  onClose: () => void
  onCleared?: () => void
}) {
  const sessionId = table?.sessionId ?? null
  const bill = useQuery({ ...splitQuery(storeId, sessionId ?? 0), enabled: !!sessionId })
  const [composing, setComposing] = useState(false)
  const [paying, setPaying] = useState<number | null>(null)
  const [cleared, setCleared] = useState(false)
  // biome-ignore lint/correctness/useExhaustiveDependencies: another session starts closed
  useEffect(() => {
    setComposing(false)
    setPaying(null)
    setCleared(false)
  }, [sessionId])
  const close = cleared ? onCleared : onClose

  const data = bill.data
  const split = data?.split ?? null
  const anyPaid = !!split?.parts.some((p) => p.paid)
  const part = split?.parts.find((p) => p.id === paying && !p.paid) ?? null

  const cancel = async () => {
    if (!sessionId) return
    try {
      await cancelSplit(storeId, sessionId)
      toast({ title: sm.cancelled })
    } catch (error) {
      toastError(sm.createFailed, error, zhTW.frontOfHouse.common.networkError)
    }
  }

  return (
    <Dialog
      open={!!table}
      onClose={close}
      className="split-dialog"
      title={fill(sm.title, { number: table?.number ?? '' })}
      description={fill(sm.description, { amount: formatNtd(data?.outstanding ?? table?.sessionOutstanding) })}
    >
      {!data || !sessionId ? (
        <p className="muted">{zhTW.common.loading}</p>
      ) : !split || composing ? (
        <SplitComposer
          storeId={storeId}
          sessionId={sessionId}
          owed={parseMoney(data.outstanding) ?? 0}
          paid={parseMoney(data.paid) ?? 0}
          // Not a reset of the part being paid: the new parts show as soon as the split is read back,
          // and a tap on one of them may come before this runs.
          onCreated={() => setComposing(false)}
        />
      ) : (
        <div className="split-layout">
          <div className="split-parts-col">
            <ol className="split-parts">
              {split.parts.map((p) => (
                <PartRow key={p.id} part={p} selected={p.id === paying} onPay={() => setPaying(p.id)} />
              ))}
            </ol>
            {parseMoney(split.unsplit)! > 0 ? (
              <p className="cash-problem" role="status">
                {fill(sm.unsplit, { amount: formatNtd(split.unsplit) })}
              </p>
            ) : null}
            {!anyPaid ? (
              <div className="split-actions">
                <Button
                  variant="secondary"
                  onClick={() => {
                    setPaying(null)
                    setComposing(true)
                  }}
                >
                  {sm.resplit}
                </Button>
                <Button variant="ghost" onClick={() => void cancel()}>
                  {sm.cancel}
                </Button>
              </div>
            ) : null}
          </div>
          {part && table ? (
            <PartPayForm
              key={part.id}
              storeId={storeId}
              sessionId={sessionId}
              tableNumber={table.number}
              part={part}
              onDone={(done) => {
                setPaying(null)
                setCleared(done)
              }}
            />
          ) : null}
        </div>
      )}
      {cleared ? (
        <p className="split-cleared" role="status">
          {fill(sm.tableCleared, { number: table?.number ?? '' })}
        </p>
      ) : null}
      <div className="form-actions">
        <Button variant={cleared ? 'primary' : 'secondary'} onClick={close}>
          {cleared ? sm.done : zhTW.common.close}
        </Button>
      </div>
    </Dialog>
  )
}
