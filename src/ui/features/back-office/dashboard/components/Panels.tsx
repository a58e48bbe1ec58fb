import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { Link } from 'wouter'
import { fill, zhTW } from '../../../../../shared/i18n/zh-TW.ts'
import { formatNtd } from '../../../../money.ts'
import { Badge } from '../../../../components/Badge.tsx'
import { Card, CardHeader } from '../../../../components/Card.tsx'
import { formatQty, formatTime, truncate } from '../../../../format.ts'
import { ANNOUNCEMENT_TONES, HANDOVER_TONES, orderStatus } from '../../labels.ts'
import { QueryStatus } from '../../../../components/PageStates.tsx'
import type { InventoryItem } from '../../../../../shared/api/back-office.ts'
import { announcementsQuery } from '../../announcements/queries.ts'
import { ALL_HANDOVER, handoverListQuery } from '../../handover/queries.ts'
import {
  ANNOUNCEMENT_PREVIEW_CHARS,
  DASHBOARD_RECENT_ORDERS,
  handoverPreview,
  importantAnnouncements,
  inventoryAlerts,
} from '../logic.ts'
import { inventoryQuery } from '../../inventory/queries.ts'
import { recentOrdersQuery } from '../queries.ts'

const d = zhTW.backoffice.dashboard
const officeText = zhTW.backoffice.common
const a = zhTW.backoffice.announcements
const h = zhTW.backoffice.handover

/** The panels' figures change all day: the cached answer at once, a fresh one a moment later. */
const FRESH = { staleTime: 0 }

function Panel<T>({
  title,
  href,
  query,
  empty,
  testId,
  children,
}: {
  title: string
  href: string
  query: { data: T[] | undefined; error: unknown; isLoading: boolean; refetch: () => unknown }
  empty: string
  testId: string
  children: (rows: T[]) => ReactNode
}) {
  const rows = query.data
  return (
    <Card data-testid={testId}>
      <CardHeader
        title={title}
        actions={
          <Link href={href} className="bo-panel-link">
            {officeText.viewAll} →
          </Link>
        }
      />
      {rows === undefined ? (
        <QueryStatus query={query} />
      ) : rows.length === 0 ? (
        <p className="muted">{empty}</p>
      ) : (
        children(rows)
      )}
    </Card>
  )
}

function AnnouncementsPanel({ storeId }: { storeId: number }) {
  const query = useQuery({ ...announcementsQuery(storeId), ...FRESH, select: (list) => importantAnnouncements(list) })
  return (
    <Panel
      title={d.announcementsTitle}
      href="/announcements"
      query={query}
      empty={d.announcementsEmpty}
      testId="panel-announcements"
    >
      {(rows) => (
        <ul className="bo-list">
          {rows.map((x) => (
            <li key={x.id}>
              <div className="bo-row">
                <Badge tone={ANNOUNCEMENT_TONES[x.priority]}>{a.priorities[x.priority]}</Badge>
                <span className="bo-strong">{x.title}</span>
              </div>
              <p className="muted bo-small">{truncate(x.content, ANNOUNCEMENT_PREVIEW_CHARS)}</p>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  )
}

function HandoverPanel({ storeId }: { storeId: number }) {
  const query = useQuery({
    ...handoverListQuery(storeId, ALL_HANDOVER),
    ...FRESH,
    select: (list) => handoverPreview(list),
  })
  return (
    <Panel title={d.handoverTitle} href="/handover" query={query} empty={d.handoverEmpty} testId="panel-handover">
      {(rows) => (
        <ul className="bo-list">
          {rows.map((x) => (
            <li key={x.id}>
              <div className="bo-row-between">
                <span className={x.isCompleted ? 'bo-strong bo-dim' : 'bo-strong'}>{x.task}</span>
                <Badge tone={x.isCompleted ? 'success' : HANDOVER_TONES[x.priority]}>
                  {x.isCompleted ? d.completed : h.priorities[x.priority]}
                </Badge>
              </div>
              {x.assignedTo ? (
                <span className="muted bo-small">{fill(d.assignedTo, { name: x.assignedTo })}</span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </Panel>
  )
}

function RecentOrdersPanel({ storeId }: { storeId: number }) {
  const query = useQuery({ ...recentOrdersQuery(storeId), ...FRESH })
  return (
    <Panel title={d.recentOrdersTitle} href="/orders" query={query} empty={d.recentOrdersEmpty} testId="panel-orders">
      {(rows) => (
        <div className="bo-table-wrap">
          <table className="bo-table">
            <thead>
              <tr>
                <th>{d.orderNumber}</th>
                <th className="num">{d.amount}</th>
                <th>{d.status}</th>
                <th>{d.time}</th>
              </tr>
            </thead>
            <tbody>
              {rows.slice(0, DASHBOARD_RECENT_ORDERS).map((o) => {
                const st = orderStatus(o.status)
                return (
                  <tr key={o.id}>
                    <td className="nowrap">{o.orderNumber}</td>
                    <td className="num">{formatNtd(o.total)}</td>
                    <td>
                      <Badge tone={st.tone}>{st.label}</Badge>
                    </td>
                    <td className="nowrap">{formatTime(o.createdAt)}</td>
                  </tr>
                )
              })}
            </tbody>
          </table>
        </div>
      )}
    </Panel>
  )
}

function InventoryPanel({ storeId }: { storeId: number }) {
  const query = useQuery({ ...inventoryQuery(storeId), ...FRESH, select: (list) => inventoryAlerts(list) })
  const tone = (s: InventoryItem['stockStatus']) => (s === 'out' ? 'danger' : s === 'low' ? 'warning' : 'info')
  return (
    <Panel title={d.inventoryTitle} href="/inventory" query={query} empty={d.inventoryEmpty} testId="panel-inventory">
      {(rows) => (
        <ul className="bo-list">
          {rows.map((x) => (
            <li key={x.id}>
              <div className="bo-row-between">
                <span className="bo-strong">{x.name}</span>
                <Badge tone={tone(x.stockStatus)}>{x.stockStatusLabel}</Badge>
              </div>
              <span className="muted bo-small">
                {fill(d.stock, { current: formatQty(x.currentStock), safety: formatQty(x.safetyStock), unit: x.unit })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  )
}

export function DashboardPanels({ storeId }: { storeId: number }) {
  return (
    <div className="bo-panels">
      <AnnouncementsPanel storeId={storeId} />
      <HandoverPanel storeId={storeId} />
      <RecentOrdersPanel storeId={storeId} />
      <InventoryPanel storeId={storeId} />
    </div>
  )
}
