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

/** Per store: what reached HQ last, how late, and how long the store has been silent. */
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
                <th className="num">{s.events}</th>
                <th>{s.lastEvent}</th>
                <th className="num">{s.lag}</th>
                <th className="num">{s.silent}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.storeCode} data-store={row.storeCode}>
                  <th scope="row">{row.storeCode}</th>
                  <td className="num">{row.events}</td>
                  <td>{formatDateTime(new Date(row.lastCommittedAt).toISOString())}</td>
                  <td className="num">{formatDuration(row.lagMs)}</td>
                  <td className="num">{formatDuration(row.silentMs)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  )
}
