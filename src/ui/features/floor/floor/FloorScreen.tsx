import { useSignals } from '@preact/signals-react/runtime'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { Link, useLocation, useSearch } from 'wouter'
import { formatNtdCents } from '../../../money.ts'
import { parseMoney } from '../../../../shared/domain/money.ts'
import { fill, zhTW } from '../../../../shared/i18n/zh-TW.ts'
import { EmptyCard } from '../../../components/PageStates.tsx'
import { PageHeader } from '../../../components/PageHeader.tsx'
import { Spinner } from '../../../components/Spinner.tsx'
import { NoStore, useStore } from '../../../components/NoStore.tsx'
import { sessionOrdersQuery, sessionPaymentsQuery, tablesQuery } from '../../../front-of-house-api.ts'
import { useNow } from '../../../hooks/useNow.ts'
import { whenIdle } from '../../../idle.ts'
import { warmStoreClock } from '../../../format.ts'
import { useLiveRefresh } from '../../../live.ts'
import { authUser } from '../../../state/auth.ts'
import { isManager } from '../../../state/user-display.ts'
import type { Table } from '../../../../shared/api/front-of-house.ts'
import { TableCheck } from '../../../components/check/TableCheck.tsx'
import { useTableDialogs } from '../tables/components/TableDialogs.tsx'
import { FloorTile } from './FloorTile.tsx'
import { TakeoutList } from './TakeoutList.tsx'
import '../../../components/front-of-house.css'
import './floor.css'

const f = zhTW.floor

/** The POS with this table chosen; sending there brings the cashier back to this table's check. */
export const orderAtTable = (t: Pick<Table, 'id'>) => `/pos?tableId=${t.id}&back=floor`

function Floor({ storeId }: { storeId: number }) {
  useSignals()
  useLiveRefresh(storeId)
  const now = useNow()
  const tablesQ = useQuery(tablesQuery(storeId))
  useEffect(() => whenIdle(warmStoreClock), [])
  const queryClient = useQueryClient()
  const [, navigate] = useLocation()
  const search = useSearch()
  const tables = tablesQ.data ?? []
  const selectedId = Number(new URLSearchParams(search).get('table')) || null
  const pick = (t: Table | null) => navigate(t ? `/floor?table=${t.id}` : '/floor', { replace: true })
  const { actions, dialogs } = useTableDialogs(storeId, tables, (t) => navigate(orderAtTable(t)))
  const selected = tables.find((t) => t.id === selectedId && t.sessionId !== null) ?? null
  const busy = tables.filter((t) => t.sessionId !== null)
  const owed = busy.reduce((sum, t) => sum + Math.max(0, parseMoney(t.sessionOutstanding ?? '0') ?? 0), 0)

  // A finger on a seated table means its check is about to open: its reads start now, beside the
  // render of the tap, instead of after it.
  const onPress = (t: Table) => {
    if (t.sessionId === null) return
    void queryClient.prefetchQuery(sessionOrdersQuery(storeId, t.sessionId))
    void queryClient.prefetchQuery(sessionPaymentsQuery(storeId, t.sessionId))
  }
  const onTile = (t: Table) => {
    if (t.sessionId !== null) pick(t)
    else if (t.status === 'available') actions.onOpen(t)
  }

  return (
    <section className={selected ? 'page floor-page has-check' : 'page floor-page'}>
      <PageHeader
        title={f.title}
        subtitle={fill(f.summary, {
          busy: busy.length,
          free: tables.filter((t) => t.sessionId === null && t.status === 'available').length,
          owed: formatNtdCents(owed),
        })}
        actions={
          <Link href="/shift" className="btn btn-secondary btn-lg">
            {zhTW.shift.title}
          </Link>
        }
      />
      <div className="floor-layout">
        <div className="floor-grid-wrap">
          <TakeoutList storeId={storeId} />
          {tablesQ.isPending ? (
            <Spinner />
          ) : tables.length === 0 ? (
            <EmptyCard title={f.empty} body={f.emptyHint} />
          ) : (
            <div className="floor-grid">
              {tables.map((t) => (
                <FloorTile
                  key={t.id}
                  table={t}
                  now={now}
                  selected={t.id === selected?.id}
                  onPress={onPress}
                  onPick={onTile}
                />
              ))}
            </div>
          )}
          {selected ? null : <p className="muted floor-hint">{f.pickTable}</p>}
        </div>
        {selected?.sessionId != null ? (
          <TableCheck
            storeId={storeId}
            table={{ ...selected, sessionId: selected.sessionId }}
            staff={!isManager(authUser.value)}
            now={now}
            actions={{ ...actions, onAddMore: (t) => navigate(orderAtTable(t)) }}
            onClose={() => pick(null)}
          />
        ) : null}
      </div>
      {dialogs}
    </section>
  )
}

export default function FloorScreen() {
  useSignals()
  const { store, loading } = useStore()
  if (!store) return <NoStore title={f.title} loading={loading} />
  return <Floor storeId={store.id} />
}
