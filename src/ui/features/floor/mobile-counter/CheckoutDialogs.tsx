import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { fill, zhTW } from '../../../../shared/i18n/zh-TW.ts'
import { formatNtd } from '../../../money.ts'
import { Button } from '../../../components/Button.tsx'
import { Dialog } from '../../../components/Dialog.tsx'
import { Spinner } from '../../../components/Spinner.tsx'
import { toastError } from '../../../notify.ts'
import { clearTable, sessionOrdersQuery, sessionSummaryQuery } from '../../../front-of-house-api.ts'
import type { Order, Table } from '../../../../shared/api/front-of-house.ts'
import { RefundDialog } from '../../../components/adjust/RefundDialog.tsx'
import { PayTableDialog } from '../../../components/pay/PayTableDialog.tsx'
import { VoidDialog, type VoidTarget } from '../../../components/adjust/VoidDialog.tsx'
import { authUser } from '../../../state/auth.ts'
import { isManager } from '../../../state/user-display.ts'
import { CounterOrder } from './CounterOrder.tsx'
import { isOwed } from './counter.ts'
import { SplitDialog } from '../tables/components/SplitDialog.tsx'

const m = zhTW.mobile.counter
const f = zhTW.frontOfHouse

export type SessionSummary = { sessionId: number; total: string; paid: string; outstanding: string }
type Step = 'detail' | 'pay' | 'split' | 'clear' | 'cleared'
type Props = { storeId: number; table: Table; sessionId: number; onClose: () => void }

function Summary({ summary }: { summary: SessionSummary | undefined }) {
  return (
    <section className="m-card counter-summary" aria-label={m.summary}>
      <div className="m-row">
        <span>{m.summaryTotal}</span>
        <strong>{formatNtd(summary?.total)}</strong>
      </div>
      <div className="m-row">
        <span>{m.summaryPaid}</span>
        <strong>{formatNtd(summary?.paid)}</strong>
      </div>
      <div className={isOwed(summary?.outstanding) ? 'm-row owed' : 'm-row settled'}>
        <span>{m.summaryOutstanding}</span>
        <strong data-testid="outstanding">{formatNtd(summary?.outstanding)}</strong>
      </div>
    </section>
  )
}

/** 訂單詳情 → 收款 or 清桌 → 清桌成功！ (spec part 2 §2.11), one dialog at a time. */
export function CheckoutDialogs({ storeId, table, sessionId, onClose }: Props) {
  const orders = useQuery(sessionOrdersQuery(storeId, sessionId))
  const summary = useQuery(sessionSummaryQuery(storeId, sessionId))
  const [step, setStep] = useState<Step>('detail')
  const [clearing, setClearing] = useState(false)
  // 作廢 / 退款 through the desktop's dialogs, one dialog at a time like the steps.
  const [voiding, setVoiding] = useState<VoidTarget | null>(null)
  const [refunding, setRefunding] = useState<Order | null>(null)
  const staff = !isManager(authUser.value)
  const owed = isOwed(summary.data?.outstanding)
  const title = fill(m.detailTitle, { number: table.number })

  const clear = async () => {
    setClearing(true)
    try {
      await clearTable(storeId, table.id)
      setStep('cleared')
    } catch (error) {
      toastError(m.clearFailed, error)
    } finally {
      setClearing(false)
    }
  }

  if (voiding)
    return <VoidDialog storeId={storeId} target={voiding} needsPin={staff} onClose={() => setVoiding(null)} />
  if (refunding)
    return <RefundDialog storeId={storeId} order={refunding} needsPin={staff} onClose={() => setRefunding(null)} />
  if (step === 'pay') {
    return (
      <PayTableDialog
        storeId={storeId}
        table={table}
        sessionId={sessionId}
        outstanding={summary.data?.outstanding}
        onClose={() => setStep('detail')}
      />
    )
  }
  if (step === 'split') {
    return (
      <SplitDialog
        storeId={storeId}
        table={table}
        onClose={() => setStep('detail')}
        onCleared={() => setStep('cleared')}
      />
    )
  }
  if (step === 'clear') {
    return (
      <Dialog open title={m.clearTitle} onClose={() => !clearing && setStep('detail')}>
        <p className="clear-question">{fill(m.clearConfirm, { number: table.number })}</p>
        <p className="muted">{m.clearNote}</p>
        <div className="m-dialog-actions" style={{ marginTop: 16 }}>
          <Button variant="secondary" size="lg" disabled={clearing} onClick={() => setStep('detail')}>
            {zhTW.common.cancel}
          </Button>
          <Button variant="destructive" size="lg" disabled={clearing} onClick={() => void clear()}>
            {clearing ? m.clearing : m.confirmClear}
          </Button>
        </div>
      </Dialog>
    )
  }
  if (step === 'cleared') {
    return (
      <Dialog open title={m.clearedTitle} onClose={onClose}>
        <p className="cleared-body">{fill(m.clearedBody, { number: table.number })}</p>
        <Button size="lg" className="btn-block" style={{ marginTop: 16 }} onClick={onClose}>
          {zhTW.mobile.common.done}
        </Button>
      </Dialog>
    )
  }
  return (
    <Dialog open title={title} onClose={onClose}>
      <div className="m-dialog-list">
        {orders.isPending ? <Spinner /> : null}
        {orders.data?.length === 0 ? <p className="muted">{m.noOrders}</p> : null}
        {orders.data?.map((o) => (
          <CounterOrder
            key={o.id}
            storeId={storeId}
            order={o}
            onVoid={(order, line) => setVoiding({ order, line })}
            onRefund={setRefunding}
          />
        ))}
        <Summary summary={summary.data} />
      </div>
      {owed ? (
        <div className="counter-pay-actions">
          <Button size="lg" className="btn-block" onClick={() => setStep('pay')}>
            {m.pay}
          </Button>
          <Button variant="secondary" size="lg" className="btn-block" onClick={() => setStep('split')}>
            {f.split.open}
          </Button>
        </div>
      ) : (
        <Button
          variant="destructive"
          size="lg"
          className="btn-block"
          disabled={!summary.data}
          onClick={() => setStep('clear')}
        >
          {m.clear}
        </Button>
      )}
    </Dialog>
  )
}
