import { useQuery } from '@tanstack/react-query'
import { formatNtd } from '../../../../money.ts'
import { fill, zhTW } from '../../../../../shared/i18n/zh-TW.ts'
import { Badge } from '../../../../components/Badge.tsx'
import { Button } from '../../../../components/Button.tsx'
import { Dialog } from '../../../../components/Dialog.tsx'
import { QueryStatus } from '../../../../components/PageStates.tsx'
import { formatDate } from '../../../../format.ts'
import { displayName } from '../../../../state/user-display.ts'
import type { Store } from '../../../../../shared/api/stores.ts'
import { storeDetailsQuery } from '../queries.ts'

const s = zhTW.store
const x = zhTW.backoffice.stores
const u = zhTW.backoffice.users
const officeText = zhTW.backoffice.common
const pct = (rate: number | string) => `${Number((Number(rate) * 100).toFixed(2))}%`

export function StoreDetailsDialog({ store, onClose }: { store: Store | null; onClose: () => void }) {
  // Today's figures change all day: the card's cached answer shows at once, a fresh one a moment later.
  const query = useQuery({ ...storeDetailsQuery(store?.id ?? 0), enabled: store !== null, staleTime: 0 })
  const d = query.data
  const active = d?.status === 'active'
  return (
    <Dialog open={store !== null} onClose={onClose} title={x.detailsTitle} className="bo-dialog-wide">
      <QueryStatus query={query} />
      {d ? (
        <div className="form">
          <dl className="bo-dl">
            <dt>{s.name}</dt>
            <dd className="bo-strong">{d.name}</dd>
            <dt>{s.codeLabel}</dt>
            <dd>{d.code}</dd>
            <dt>{zhTW.backoffice.users.status}</dt>
            <dd>
              <Badge tone={active ? 'success' : 'neutral'}>{s.status[d.status]}</Badge>
            </dd>
            <dt>{s.address}</dt>
            <dd>{d.address || s.noAddress}</dd>
            <dt>{s.phone}</dt>
            <dd>{d.phone || s.noPhone}</dd>
            <dt>{x.serviceFee}</dt>
            <dd>{pct(d.settings.serviceFee)}</dd>
            <dt>{x.taxRate}</dt>
            <dd>{pct(d.settings.taxRate)}</dd>
            <dt>{x.createdAt}</dt>
            <dd>{formatDate(d.createdAt)}</dd>
          </dl>
          <div className="store-stats">
            <div>
              <span className="muted">{x.todayRevenue}</span>
              <strong>{active ? formatNtd(d.stats.todayRevenue) : '—'}</strong>
            </div>
            <div>
              <span className="muted">{x.todayOrders}</span>
              <strong>{active ? d.stats.todayOrders : '—'}</strong>
            </div>
            <div>
              <span className="muted">{x.staffCount}</span>
              <strong>
                {d.status === 'preparing' ? x.recruiting : fill(x.staffPeople, { n: d.stats.staffCount })}
              </strong>
            </div>
          </div>
          <h3 className="card-title">{x.staffList}</h3>
          {d.staff.length === 0 ? (
            <p className="muted">{d.status === 'preparing' ? x.recruiting : x.noStaff}</p>
          ) : (
            <div className="bo-table-wrap">
              <table className="bo-table">
                <thead>
                  <tr>
                    <th>{u.name}</th>
                    <th>{u.username}</th>
                    <th>{u.role}</th>
                    <th>{u.status}</th>
                  </tr>
                </thead>
                <tbody>
                  {d.staff.map((p) => (
                    <tr key={p.id}>
                      <td>{displayName({ ...p, email: null })}</td>
                      <td>{p.username ?? officeText.empty}</td>
                      <td>{p.role === 'manager' ? u.roles.manager : u.roles.staff}</td>
                      <td>
                        <Badge tone={p.isActive ? 'success' : 'neutral'}>
                          {p.isActive ? u.active : x.inactiveUser}
                        </Badge>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <div className="form-actions">
            <Button variant="secondary" onClick={onClose}>
              {zhTW.common.close}
            </Button>
          </div>
        </div>
      ) : null}
    </Dialog>
  )
}
