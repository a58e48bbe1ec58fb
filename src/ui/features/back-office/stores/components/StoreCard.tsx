import { useQuery } from '@tanstack/react-query'
import { formatNtd } from '../../../../money.ts'
import { fill, zhTW } from '../../../../../shared/i18n/zh-TW.ts'
import { Badge, type BadgeTone } from '../../../../components/Badge.tsx'
import { Button } from '../../../../components/Button.tsx'
import { Card } from '../../../../components/Card.tsx'
import { displayName } from '../../../../state/user-display.ts'
import type { Store, StoreStatus } from '../../../../../shared/api/stores.ts'
import { storeDetailsQuery } from '../queries.ts'

const s = zhTW.store
const x = zhTW.backoffice.stores
const TONES: Record<StoreStatus, BadgeTone> = { preparing: 'warning', active: 'success', inactive: 'neutral' }
const STATUS_ACTION: Record<StoreStatus, string> = { preparing: x.toActive, active: x.toInactive, inactive: x.reopen }

type Props = {
  store: Store
  current: boolean
  manager: boolean
  onDetails: () => void
  onManage: () => void
  onEdit: () => void
  onCopyMenu: () => void
  onStatus: () => void
}

/** Spec part 1 §2 stores: today's revenue, orders and staff (stats only for active stores). */
export function StoreCard({ store, current, manager, onDetails, onManage, onEdit, onCopyMenu, onStatus }: Props) {
  const details = useQuery(storeDetailsQuery(store.id)).data
  const active = store.status === 'active'
  const managers = (details?.staff ?? [])
    .filter((u) => u.role === 'manager' && u.isActive)
    .map((u) => displayName({ ...u, email: null }))
  const stat = (value: string | number | undefined) => (active && value !== undefined ? value : '—')
  return (
    <Card className={current ? 'store-card is-current' : 'store-card'} data-testid="store-card">
      <div className="store-card-head">
        <h3 className="card-title">{store.name}</h3>
        <Badge tone={TONES[store.status] ?? 'neutral'}>{s.status[store.status] ?? store.status}</Badge>
      </div>
      <dl className="store-card-details">
        <dt>{s.codeLabel}</dt>
        <dd>{store.code}</dd>
        <dt>{s.address}</dt>
        <dd className={store.address ? undefined : 'muted'}>{store.address || s.noAddress}</dd>
        <dt>{s.phone}</dt>
        <dd className={store.phone ? undefined : 'muted'}>{store.phone || s.noPhone}</dd>
        <dt>{x.manager}</dt>
        <dd className={managers.length ? undefined : 'muted'}>
          {managers.length ? managers.join('、') : x.unassigned}
        </dd>
      </dl>
      <div className="store-stats" data-testid="store-stats">
        <div>
          <span className="muted">{x.todayRevenue}</span>
          <strong>{active && details ? formatNtd(details.stats.todayRevenue) : '—'}</strong>
        </div>
        <div>
          <span className="muted">{x.todayOrders}</span>
          <strong>{stat(details?.stats.todayOrders)}</strong>
        </div>
        <div>
          <span className="muted">{x.staffCount}</span>
          <strong>
            {store.status === 'preparing'
              ? x.recruiting
              : details
                ? fill(x.staffPeople, { n: details.stats.staffCount })
                : '—'}
          </strong>
        </div>
      </div>
      {active ? null : <p className="muted store-note">{x.statsOnlyActive}</p>}
      {current ? <Badge tone="info">{s.current}</Badge> : null}
      <div className="store-actions">
        <Button variant="secondary" size="sm" onClick={onDetails}>
          {x.details}
        </Button>
        {manager ? (
          <Button variant="secondary" size="sm" onClick={onEdit}>
            {zhTW.backoffice.common.edit}
          </Button>
        ) : null}
        {manager ? (
          <Button variant="secondary" size="sm" onClick={onCopyMenu}>
            {zhTW.menuCopy.action}
          </Button>
        ) : null}
        {manager ? (
          <Button variant="secondary" size="sm" onClick={onStatus}>
            {STATUS_ACTION[store.status]}
          </Button>
        ) : null}
        <Button size="sm" onClick={onManage} disabled={!active}>
          {x.manage}
        </Button>
      </div>
    </Card>
  )
}
