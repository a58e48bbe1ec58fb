import { queryOptions, useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { fill, zhTW } from '../../../../../shared/i18n/zh-TW.ts'
import { Badge, type BadgeTone } from '../../../../components/Badge.tsx'
import { Card, CardHeader } from '../../../../components/Card.tsx'
import { useLiveState, type LiveState } from '../../../../live.ts'
import { api, unwrap } from '../../../../api/client.ts'
import { formatDateTime } from '../../../../labels.ts'

const q = zhTW.frontOfHouse.qr
// Declared on the app itself after its error handler, the route's answer type lists the handler's too.
type Health = { status: 'ok'; version: string }
const healthQuery = queryOptions({
  queryKey: ['health'],
  queryFn: () => unwrap(api.api.health.get()) as Promise<Health>,
})
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
  const health = useQuery(healthQuery)
  const live = useLiveState(storeId)
  const { refetch } = health
  // A dropped stream means the server may be gone too: look again whenever the stream state changes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `live` is the trigger, not an input
  useEffect(() => {
    void refetch()
  }, [live, refetch])
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
