import { zhTW } from '../../../../shared/i18n/zh-TW.ts'
import { Badge, type BadgeTone } from '../../../components/Badge.tsx'
import { Card } from '../../../components/Card.tsx'
import type { Store, StoreStatus } from '../../../types.ts'

const s = zhTW.store
const TONES: Record<StoreStatus, BadgeTone> = { preparing: 'warning', active: 'success', inactive: 'neutral' }

export function StoreCard({ store, current }: { store: Store; current: boolean }) {
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
      </dl>
      {current ? <Badge tone="info">{s.current}</Badge> : null}
    </Card>
  )
}
