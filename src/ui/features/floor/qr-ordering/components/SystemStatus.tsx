import { useEffect } from 'react'
import { fill, zhTW } from '../../../../../shared/i18n/zh-TW.ts'
import { Badge, type BadgeTone } from '../../../../components/Badge.tsx'
import { Card, CardHeader } from '../../../../components/Card.tsx'
import { useLiveState, type LiveState } from '../../../../live.ts'
import { fetchQuery, useQuery } from '../../../../query.ts'
import { formatDateTime } from '../../../../labels.ts'

const q = zhTW.frontOfHouse.qr
const HEALTH_KEY = '/api/health'
const LIVE_TONES: Record<LiveState, BadgeTone> = { open: 'success', connecting: 'warning', closed: 'danger' }

/** Real figures: the server's health and version, this screen's live stream, open sessions, the last QR order. */
export function SystemStatus({
  storeId,
  openSessions,
  lastQrOrderAt,
}: {
  storeId: number
  openSessions: number
  lastQrOrderAt: string | null
}) {
  const health = useQuery<{ status: string; version: string }>(HEALTH_KEY)
  const live = useLiveState(storeId)
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs as the stream state changes
  useEffect(() => {
    void fetchQuery(HEALTH_KEY, true)
    // A dropped stream means the server may be gone too: look again whenever the stream state changes.
  }, [live])
  const ok = health.data?.status === 'ok' && !health.error
  return (
    <Card data-testid="system-status">
      <CardHeader title={q.system} />
      <dl className="foh-kv qr-status">
        <dt>{q.server}</dt>
        <dd>
          <Badge tone={ok ? 'success' : 'danger'}>
            {ok ? fill(q.serverOk, { version: health.data?.version ?? '' }) : q.serverDown}
          </Badge>
        </dd>
        <dt>{q.live}</dt>
        <dd>
          <Badge tone={LIVE_TONES[live]}>{zhTW.frontOfHouse.live[live]}</Badge>
        </dd>
        <dt>{q.openSessions}</dt>
        <dd data-testid="open-sessions">{openSessions}</dd>
        <dt>{q.lastQrOrder}</dt>
        <dd>{lastQrOrderAt ? formatDateTime(lastQrOrderAt) : q.never}</dd>
      </dl>
    </Card>
  )
}
