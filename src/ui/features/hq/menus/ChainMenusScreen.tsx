import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { t, zhTW } from '../../../../shared/i18n/zh-TW.ts'
import { api, unwrap } from '../../../api/client.ts'
import { Button } from '../../../components/Button.tsx'
import { PageHeader } from '../../../components/PageHeader.tsx'
import { EmptyCard, QueryStatus } from '../../../components/PageStates.tsx'
import { toast } from '../../../components/Toaster.tsx'
import { formatDateTime } from '../../../labels.ts'
import './menus.css'

const s = zhTW.hq.menus

const versionsQuery = queryOptions({
  queryKey: ['hq', 'menu', 'versions'],
  queryFn: () => unwrap(api.api.hq.menu.versions.get()),
  // A version waits for the hub; the list shows it sent once it is.
  refetchInterval: 10_000,
})

/** HQ publishes its template store's menu as the next version and sees each one's way to the hub. */
export default function ChainMenusScreen() {
  const client = useQueryClient()
  const query = useQuery(versionsQuery)
  const publish = useMutation({
    mutationFn: () => unwrap(api.api.hq.menu.publish.post()),
    meta: { errorTitle: s.failed },
    onSuccess: (v) => toast({ title: t('hq.menus.published', { version: v.version }) }),
    onSettled: () => client.invalidateQueries({ queryKey: versionsQuery.queryKey }),
  })
  const rows = query.data
  return (
    <section className="page hq-menus">
      <PageHeader
        title={s.title}
        subtitle={s.subtitle}
        actions={
          <Button disabled={publish.isPending} onClick={() => publish.mutate()}>
            {publish.isPending ? zhTW.common.submitting : s.publish}
          </Button>
        }
      />
      <QueryStatus query={query} />
      {rows && rows.length === 0 ? <EmptyCard title={s.empty} /> : null}
      {rows && rows.length > 0 ? (
        <div className="card hq-table-card">
          <table className="hq-table" data-testid="hq-menu-versions">
            <thead>
              <tr>
                <th>{s.version}</th>
                <th className="num">{s.items}</th>
                <th>{s.publishedAt}</th>
                <th>{s.sent}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.version}>
                  <th scope="row">v{row.version}</th>
                  <td className="num">{row.items}</td>
                  <td>{formatDateTime(new Date(row.publishedAt).toISOString())}</td>
                  <td>{row.sentAt === null ? s.sentNo : s.sentYes}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  )
}
