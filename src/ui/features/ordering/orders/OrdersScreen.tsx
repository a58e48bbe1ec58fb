import { useSignals } from '@preact/signals-react/runtime'
import { useQuery } from '@tanstack/react-query'
import { useId, useMemo, useState } from 'react'
import { useLocation } from 'wouter'
import { formatNtd } from '../../../money.ts'
import { zhTW } from '../../../../shared/i18n/zh-TW.ts'
import { Button } from '../../../components/Button.tsx'
import { Card } from '../../../components/Card.tsx'
import { Field } from '../../../components/Input.tsx'
import { PageHeader } from '../../../components/PageHeader.tsx'
import { Spinner } from '../../../components/Spinner.tsx'
import { toast } from '../../../components/Toaster.tsx'
import { downloadCsv } from '../../../download.ts'
import { useLiveRefresh } from '../../../live.ts'
import { authUser } from '../../../state/auth.ts'
import { isManager } from '../../../state/user-display.ts'
import { VoidDialog, type VoidTarget } from '../../../components/adjust/VoidDialog.tsx'
import { RefundDialog } from '../../../components/adjust/RefundDialog.tsx'
import { usePagedQuery } from '../../../hooks/usePagedQuery.ts'
import { orderStatusLabel } from '../../../labels.ts'
import { NoStore, useStore } from '../../../components/NoStore.tsx'
import { dayStatsQuery, ordersPages, tablesQuery } from '../../../front-of-house-api.ts'
import type { Order } from '../../../../shared/api/front-of-house.ts'
import type { PricingSettings } from '../../../../shared/domain/order-totals.ts'
import { CancelOrderDialog } from './components/OrderActions.tsx'
import { PayOrderAction } from '../../../components/pay/PayOrderAction.tsx'
import { OrderDetailDialog } from './components/OrderDetailDialog.tsx'
import { OrderDiscountDialog, type OrderDiscountTarget } from './components/OrderDiscountDialog.tsx'
import { OrdersTable } from './components/OrdersTable.tsx'
import { ALL, filterOrders, ordersCsv, STATUS_FILTERS, TAKEOUT } from './filters.ts'
import '../../../components/front-of-house.css'
import './orders.css'

const o = zhTW.frontOfHouse.orders
const counterText = zhTW.frontOfHouse.common

function Select({
  label,
  value,
  onChange,
  options,
}: {
  label: string
  value: string
  onChange: (v: string) => void
  options: { value: string; label: string }[]
}) {
  const id = useId()
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} className="input foh-select" value={value} onChange={(e) => onChange(e.target.value)}>
        {options.map((opt) => (
          <option key={opt.value} value={opt.value}>
            {opt.label}
          </option>
        ))}
      </select>
    </div>
  )
}

function Stat({ label, value }: { label: string; value: string | number }) {
  return (
    <Card className="foh-stat">
      <span className="foh-stat-label">{label}</span>
      <span className="foh-stat-value">{value}</span>
    </Card>
  )
}

function Orders({ storeId, pricing }: { storeId: number; pricing: PricingSettings | undefined }) {
  useSignals()
  useLiveRefresh(storeId)
  const [, navigate] = useLocation()
  const [date, setDate] = useState('')
  const [search, setSearch] = useState('')
  const [status, setStatus] = useState(ALL)
  const [table, setTable] = useState(ALL)
  const [openId, setOpenId] = useState<number | null>(null)
  const [cancelling, setCancelling] = useState<Order | null>(null)
  const [paying, setPaying] = useState<Order | null>(null)
  const [refunding, setRefunding] = useState<Order | null>(null)
  const [voiding, setVoiding] = useState<VoidTarget | null>(null)
  const [discounting, setDiscounting] = useState<OrderDiscountTarget | null>(null)
  const staff = !isManager(authUser.value)

  const stats = useQuery(dayStatsQuery(storeId)).data
  const todayDate = stats?.date ?? ''
  const pages = usePagedQuery({ ...ordersPages(storeId, date || todayDate), enabled: (date || todayDate) !== '' })
  const tables = useQuery(tablesQuery(storeId)).data ?? []
  const list = useMemo(() => filterOrders(pages.rows, { search, status, table }), [pages.rows, search, status, table])
  const open = pages.rows.find((x) => x.id === openId) ?? null

  const exportCsv = () => {
    if (list.length === 0) return toast({ variant: 'destructive', title: o.export, description: o.exportEmpty })
    downloadCsv(ordersCsv(list), `訂單-${(date || todayDate).replace(/-/g, '')}.csv`)
    toast({ title: o.exported })
  }

  return (
    <section className="page">
      <PageHeader
        title={o.title}
        subtitle={o.subtitle}
        actions={
          <>
            <Button variant="secondary" onClick={exportCsv}>
              {o.export}
            </Button>
            <Button onClick={() => navigate('/pos')}>＋ {o.newOrder}</Button>
          </>
        }
      />
      <div className="foh-stats">
        <Stat label={o.statToday} value={stats?.count ?? '—'} />
        <Stat label={o.statActive} value={stats?.active ?? '—'} />
        <Stat label={o.statCompleted} value={stats?.completed ?? '—'} />
        <Stat label={o.statRevenue} value={stats ? formatNtd(stats.revenue) : '—'} />
      </div>
      <div className="foh-toolbar">
        <Field
          className="foh-search"
          label={o.search}
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          placeholder={o.search}
        />
        <Select
          label={o.statusFilter}
          value={status}
          onChange={setStatus}
          options={[
            { value: ALL, label: counterText.all },
            ...STATUS_FILTERS.map((s) => ({ value: s, label: orderStatusLabel(s) })),
          ]}
        />
        <Select
          label={o.tableFilter}
          value={table}
          onChange={setTable}
          options={[
            { value: ALL, label: counterText.all },
            { value: TAKEOUT, label: counterText.away },
            ...tables.map((t) => ({ value: String(t.id), label: t.number })),
          ]}
        />
        <Field
          label={o.date}
          type="date"
          value={date || todayDate}
          max={todayDate}
          onChange={(e) => setDate(e.target.value)}
        />
      </div>
      {pages.loading ? (
        <Spinner />
      ) : (
        <OrdersTable storeId={storeId} orders={list} onOpen={(order) => setOpenId(order.id)} onPay={setPaying} />
      )}
      {pages.canLoadMore ? (
        <Button variant="secondary" onClick={() => void pages.loadMore()} disabled={pages.loadingMore}>
          {pages.loadingMore ? zhTW.common.loading : zhTW.backoffice.common.loadMore}
        </Button>
      ) : null}
      <OrderDetailDialog
        storeId={storeId}
        order={open}
        canCancel={isManager(authUser.value)}
        onClose={() => setOpenId(null)}
        onCancel={(order) => setCancelling(order)}
        onVoid={(order, line) => setVoiding({ order, line })}
        onDiscount={(order, line) => setDiscounting({ order, line })}
        onRefund={(order) => {
          setOpenId(null)
          setRefunding(order)
        }}
        onPay={(order) => {
          setOpenId(null)
          setPaying(order)
        }}
      />
      <CancelOrderDialog storeId={storeId} order={cancelling} onClose={() => setCancelling(null)} />
      <PayOrderAction storeId={storeId} order={paying} onClose={() => setPaying(null)} />
      <RefundDialog storeId={storeId} order={refunding} needsPin={staff} onClose={() => setRefunding(null)} />
      <VoidDialog storeId={storeId} target={voiding} needsPin={staff} onClose={() => setVoiding(null)} />
      <OrderDiscountDialog
        storeId={storeId}
        target={discounting}
        pricing={pricing}
        staff={staff}
        onClose={() => setDiscounting(null)}
      />
    </section>
  )
}

export default function OrdersScreen() {
  useSignals()
  const { store, loading } = useStore()
  if (!store) return <NoStore title={o.title} loading={loading} />
  return <Orders key={store.id} storeId={store.id} pricing={store.settings} />
}
