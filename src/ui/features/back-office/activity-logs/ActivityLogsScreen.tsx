import { useState } from 'react'
import { zhTW } from '../../../../shared/i18n/zh-TW.ts'
import { Button } from '../../../components/Button.tsx'
import { Field } from '../../../components/Input.tsx'
import { PageHeader } from '../../../components/PageHeader.tsx'
import { useFreshQuery } from '../../../hooks/useBackOffice.ts'
import { formatDateTime } from '../../../format.ts'
import { useDebounced } from '../../../hooks/useDebounced.ts'
import { useBackOffice } from '../../../hooks/useBackOffice.ts'
import { SelectField } from '../../../components/SelectField.tsx'
import { StatCard, StatGrid } from '../../../components/StatCard.tsx'
import { EmptyCard, ManagerOnlyPage, QueryStatus } from '../../../components/PageStates.tsx'
import { NoStore } from '../../../components/NoStore.tsx'
import type { ActivityStats } from '../../../../shared/api/back-office.ts'
import '../backoffice.css'
import { actionLabel, detailsPreview, detailsText, entityLabel, logUser } from './details.ts'
import { logsBase, useLogPages } from './useLogPages.ts'
import { statusOf } from '../../../query.ts'

const a = zhTW.backoffice.activity
const officeText = zhTW.backoffice.common

/** Spec part 2 §2.8: counters, filters (action, search, date), the log table; read-only. */
export default function ActivityLogsScreen() {
  const { storeId, manager } = useBackOffice()
  const [action, setAction] = useState('all')
  const [search, setSearch] = useState('')
  const [date, setDate] = useState('')
  const stats = useFreshQuery<ActivityStats>(storeId && manager ? `${logsBase(storeId)}/stats` : null)
  const logs = useLogPages(storeId && manager ? storeId : null, { action, search: useDebounced(search), date })

  if (!storeId) return <NoStore title={a.title} />
  if (!manager) return <ManagerOnlyPage title={a.title} />
  const s = stats.data
  const actionOptions = [
    { value: 'all', label: officeText.all },
    ...(s?.actions ?? []).map((x) => ({ value: x, label: actionLabel(x) })),
  ]

  return (
    <section className="page">
      <PageHeader title={a.title} subtitle={a.subtitle} />
      <StatGrid>
        <StatCard testId="log-total" label={a.total} value={s?.total ?? '—'} />
        <StatCard testId="log-today" label={a.today} value={s?.today ?? '—'} />
        <StatCard testId="log-users" label={a.users} value={s?.distinctUsers ?? '—'} />
      </StatGrid>
      <div className="bo-toolbar">
        <Field
          className="bo-search"
          label={officeText.search}
          type="search"
          placeholder={officeText.searchPlaceholder}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
        <SelectField label={a.actionFilter} value={action} options={actionOptions} onChange={setAction} />
        <Field label={a.dateFilter} type="date" value={date} onChange={(e) => setDate(e.target.value)} />
        {date ? (
          <Button variant="ghost" onClick={() => setDate('')}>
            {a.clearDate}
          </Button>
        ) : null}
      </div>
      <QueryStatus query={statusOf(logs.first, logs.key)} />
      {logs.first.data && logs.rows.length === 0 && !logs.canLoadMore ? <EmptyCard title={a.empty} /> : null}
      {logs.rows.length > 0 ? (
        <div className="card bo-card-flush bo-table-wrap">
          <table className="bo-table" data-testid="activity-table">
            <thead>
              <tr>
                <th>{a.colTime}</th>
                <th>{a.colUser}</th>
                <th>{a.colAction}</th>
                <th>{a.colType}</th>
                <th>{a.colDetails}</th>
                <th>{a.colIp}</th>
              </tr>
            </thead>
            <tbody>
              {logs.rows.map((log) => (
                <tr key={log.id} data-testid="activity-row">
                  <td className="nowrap">{formatDateTime(log.createdAt)}</td>
                  <td className="nowrap">{logUser(log)}</td>
                  <td className="nowrap">{actionLabel(log.action)}</td>
                  <td className="nowrap">{entityLabel(log.entityType)}</td>
                  <td title={detailsText(log.details)}>{detailsPreview(log.details)}</td>
                  <td className="nowrap">{log.ipAddress ?? officeText.empty}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {logs.canLoadMore ? (
        <Button variant="secondary" onClick={() => void logs.loadMore()} disabled={logs.loadingMore}>
          {logs.loadingMore ? zhTW.common.loading : officeText.loadMore}
        </Button>
      ) : null}
    </section>
  )
}
