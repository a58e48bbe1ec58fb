import { Link } from 'wouter'
import { formatNtd } from '../../../../money.ts'
import { zhTW } from '../../../../../shared/i18n/zh-TW.ts'
import { placeLabel } from '../../../../../shared/format/place.ts'
import { Badge } from '../../../../components/Badge.tsx'
import { Dialog } from '../../../../components/Dialog.tsx'
import { Spinner } from '../../../../components/Spinner.tsx'
import { Button } from '../../../../components/Button.tsx'
import { usePagedQuery } from '../../../../hooks/usePagedQuery.ts'
import { formatTime, ORDER_STATUS_TONES, orderStatusLabel } from '../../../../labels.ts'
import { useQuery } from '@tanstack/react-query'
import { dayStatsQuery, ordersPages } from '../../../../front-of-house-api.ts'

const p = zhTW.frontOfHouse.pos

/** Today's orders of the store, newest first, a page at a time (載入更多); the full screen is /orders. */
export function OrderHistoryDialog({
  storeId,
  open,
  onClose,
}: {
  storeId: number
  open: boolean
  onClose: () => void
}) {
  const day = useQuery({ ...dayStatsQuery(storeId), enabled: open }).data?.date
  const pages = usePagedQuery({ ...ordersPages(storeId, day), enabled: open && day !== undefined })
  const list = pages.rows
  return (
    <Dialog open={open} onClose={onClose} title={p.historyTitle}>
      {pages.loading ? <Spinner /> : null}
      {open && !pages.loading && list.length === 0 ? <p className="muted">{p.historyEmpty}</p> : null}
      <ul className="pos-history">
        {list.map((o) => (
          <li key={o.id} data-testid="history-order">
            <div>
              <strong>{o.orderNumber}</strong>
              <small className="muted">
                {' '}
                {formatTime(o.createdAt)} · {placeLabel(o)}
              </small>
            </div>
            <Badge tone={ORDER_STATUS_TONES[o.status] ?? 'neutral'}>{orderStatusLabel(o.status)}</Badge>
            <span className="pos-history-total">{formatNtd(o.total)}</span>
          </li>
        ))}
      </ul>
      {pages.canLoadMore ? (
        <Button variant="secondary" onClick={() => void pages.loadMore()} disabled={pages.loadingMore}>
          {pages.loadingMore ? zhTW.common.loading : zhTW.backoffice.common.loadMore}
        </Button>
      ) : null}
      <div className="form-actions">
        <Link href="/orders" className="btn btn-secondary btn-md" onClick={onClose}>
          {zhTW.nav.orders}
        </Link>
      </div>
    </Dialog>
  )
}
