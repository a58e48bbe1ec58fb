import { queryOptions, useQuery } from '@tanstack/react-query'
import { zhTW } from '../../../../shared/i18n/zh-TW.ts'
import { api, unwrap } from '../../../api/client.ts'
import { PageHeader } from '../../../components/PageHeader.tsx'
import { EmptyCard, QueryStatus } from '../../../components/PageStates.tsx'
import { formatDateTime } from '../../../labels.ts'
import { formatDuration } from '../duration.ts'

const s = zhTW.hq.status

export const storeHealthQuery = queryOptions({
  queryKey: ['hq', 'health'],
  queryFn: () => unwrap(api.api.hq.health.get()),
  refetchInterval: 30_000,
})

const when = (ms: number | null) => (ms === null ? s.never : formatDateTime(new Date(ms).toISOString()))
const count = (n: number | null) => (n === null ? s.never : String(n))

/**
 * Per store: its last sale event (when it happened there, how late it arrived), how long nothing at
 * all has arrived, and its latest health report (printers, e-invoices, backup, version).
 */
export default function StoreStatusScreen() {
  const query = useQuery(storeHealthQuery)
  const rows = query.data
  return (
    <section className="page">
      <PageHeader title={s.title} subtitle={s.subtitle} actions={<span className="muted">{s.refreshed}</span>} />
      <QueryStatus query={query} />
      {rows && rows.length === 0 ? <EmptyCard title={s.empty} /> : null}
      {rows && rows.length > 0 ? (
        <div className="card hq-table-card">
          <table className="hq-table" data-testid="hq-status">
            <thead>
              <tr>
                <th>{s.store}</th>
                <th>{s.lastEvent}</th>
                <th className="num">{s.lag}</th>
                <th className="num">{s.silent}</th>
                <th>{s.printers}</th>
                <th className="num">{s.invoicesWaiting}</th>
                <th className="num">{s.numbersLeft}</th>
                <th>{s.lastBackup}</th>
                <th>{s.version}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.storeCode} data-store={row.storeCode}>
                  <th scope="row">{row.storeCode}</th>
                  <td>{when(row.lastCommittedAt)}</td>
                  <td className="num">{row.lagMs === null ? s.never : formatDuration(row.lagMs)}</td>
                  <td className="num">{formatDuration(row.silentMs)}</td>
                  <td className={row.printerAlerts?.length ? 'hq-alert' : undefined}>
                    {row.printerAlerts === null
                      ? s.never
                      : row.printerAlerts.length
                        ? row.printerAlerts.map((a) => <div key={a}>{a}</div>)
                        : s.printersOk}
                  </td>
                  <td className="num">{count(row.invoicesWaiting)}</td>
                  <td className="num">{count(row.numbersLeft)}</td>
                  <td>{when(row.lastBackupAt)}</td>
                  <td>{row.version ?? s.never}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  )
}
