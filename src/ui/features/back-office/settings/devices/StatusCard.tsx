import { useMutation, useQuery } from '@tanstack/react-query'
import { fill, zhTW } from '../../../../../shared/i18n/zh-TW.ts'
import { readable } from '../../../../api/errors.ts'
import { Badge, type BadgeTone } from '../../../../components/Badge.tsx'
import { Button } from '../../../../components/Button.tsx'
import { Card, CardHeader } from '../../../../components/Card.tsx'
import { toast } from '../../../../components/Toaster.tsx'
import { formatDateTime } from '../../../../format.ts'
import { QueryStatus } from '../../../../components/PageStates.tsx'
import { openDrawer, retryAllJobs, statusQuery, type DevicesStatus } from './model.ts'

const v = zhTW.backoffice.devices
const STATE_TONES: Record<string, BadgeTone> = { ok: 'success', error: 'danger', unknown: 'neutral' }

/** Broker and printer health, and a button that opens the cash drawer (logged as open_cash_drawer). */
export function StatusCard({ storeId }: { storeId: number }) {
  const query = useQuery(statusQuery(storeId))
  const s = query.data

  const drawer = useMutation({
    mutationFn: () => openDrawer(storeId),
    meta: { errorTitle: v.drawerFailedTitle },
    // One line per drawer, so a failure beside an opened one is not hidden.
    onSuccess: ({ allOpened, results }) =>
      toast({
        title: allOpened ? v.drawerOpened : v.drawerPartialTitle,
        description: results.map((r) => r.message).join('\n'),
      }),
  })
  const retryAll = useMutation({
    mutationFn: (p: DevicesStatus['printers'][number]) => retryAllJobs(storeId, p.id),
    meta: { errorTitle: v.retryAllFailedTitle },
    onSuccess: ({ retried }, p) => toast({ title: fill(v.retryAllDone, { name: p.name, n: retried }) }),
  })
  const pending = drawer.isPending || retryAll.isPending

  return (
    <Card data-testid="settings-device-status">
      <CardHeader
        title={v.statusTitle}
        actions={
          <span className="row-actions">
            <Button size="sm" variant="secondary" onClick={() => void query.refetch()}>
              {v.refresh}
            </Button>
            <Button size="sm" onClick={() => drawer.mutate()} disabled={pending}>
              {v.openDrawer}
            </Button>
          </span>
        }
      />
      <QueryStatus query={query} />
      {s ? (
        <ul className="bo-list">
          <li>
            <div className="bo-row-between">
              <span className="bo-strong">
                {v.mqtt}（{v.mqttModes[s.mqtt.mode]}）
              </span>
              {s.mqtt.mode === 'off' ? null : (
                <Badge tone={s.mqtt.connected ? 'success' : 'danger'}>
                  {s.mqtt.connected ? v.connected : v.disconnected}
                </Badge>
              )}
            </div>
            <span className="muted bo-small">
              {s.mqtt.clients !== null ? fill(v.clients, { n: s.mqtt.clients }) : ''}
              {s.mqtt.error ? ` ${readable(s.mqtt.error, v.displayLinkError)}` : ''}
            </span>
          </li>
          {s.printers.map((p) => (
            <li key={p.id}>
              <div className="bo-row-between">
                <span className="bo-row">
                  <span className="bo-strong">{p.name}</span>
                  <Badge tone="info">{v.roles[p.role]}</Badge>
                </span>
                <Badge tone={STATE_TONES[p.state] ?? 'neutral'}>{v.printerStates[p.state] ?? p.state}</Badge>
              </div>
              <span className="muted bo-small">
                {fill(v.pendingJobs, { n: p.pendingJobs })} · {fill(v.failedJobs, { n: p.failedJobs })}
                {p.at ? ` · ${formatDateTime(p.at)}` : ''}
                {p.message ? ` · ${readable(p.message, v.printerError)}` : ''}
              </span>
              {p.paperLow ? (
                <p className="bo-alert bo-small" role="status" data-testid="printer-paper-low">
                  {v.paperLow}
                </p>
              ) : null}
              {p.alert ? (
                <p className="bo-alert bo-small" role="alert" data-testid="printer-backlog-alert">
                  {p.alert}
                </p>
              ) : null}
              {p.pendingJobs + p.failedJobs > 0 ? (
                <div className="bo-row">
                  <Button size="sm" variant="secondary" onClick={() => retryAll.mutate(p)} disabled={pending}>
                    {v.retryAll}
                  </Button>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </Card>
  )
}
