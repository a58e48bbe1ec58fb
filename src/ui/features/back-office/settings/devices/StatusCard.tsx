import { useState } from 'react'
import { fill, zhTW } from '../../../../../shared/i18n/zh-TW.ts'
import { readable } from '../../../../api.ts'
import { Badge, type BadgeTone } from '../../../../components/Badge.tsx'
import { Button } from '../../../../components/Button.tsx'
import { Card, CardHeader } from '../../../../components/Card.tsx'
import { toast } from '../../../../components/Toaster.tsx'
import { toastError } from '../../../../notify.ts'
import { fetchQuery, statusOf } from '../../../../query.ts'
import { formatDateTime } from '../../../../format.ts'
import { useFreshQuery } from '../../../../hooks/useBackOffice.ts'
import { QueryStatus } from '../../../../components/PageStates.tsx'
import { openDrawer, retryAllJobs, statusKey, type DevicesStatus } from './model.ts'

const v = zhTW.backoffice.devices
const STATE_TONES: Record<string, BadgeTone> = { ok: 'success', error: 'danger', unknown: 'neutral' }

/** Broker and printer health, and a button that opens the cash drawer (logged as open_cash_drawer). */
export function StatusCard({ storeId }: { storeId: number }) {
  const key = statusKey(storeId)
  const query = useFreshQuery<DevicesStatus>(key)
  const [pending, setPending] = useState(false)
  const s = query.data

  const drawer = async () => {
    setPending(true)
    try {
      const { allOpened, results } = await openDrawer(storeId)
      // One line per drawer, so a failure beside an opened one is not hidden.
      toast({
        title: allOpened ? v.drawerOpened : v.drawerPartialTitle,
        description: results.map((r) => r.message).join('\n'),
      })
    } catch (error) {
      toastError(v.drawerFailedTitle, error)
    } finally {
      setPending(false)
    }
  }

  const retryAll = async (p: DevicesStatus['printers'][number]) => {
    setPending(true)
    try {
      const { retried } = await retryAllJobs(storeId, p.id)
      toast({ title: fill(v.retryAllDone, { name: p.name, n: retried }) })
    } catch (error) {
      toastError(v.retryAllFailedTitle, error)
    } finally {
      setPending(false)
    }
  }

  return (
    <Card data-testid="settings-device-status">
      <CardHeader
        title={v.statusTitle}
        actions={
          <span className="row-actions">
            <Button size="sm" variant="secondary" onClick={() => void fetchQuery(key, true)}>
              {v.refresh}
            </Button>
            <Button size="sm" onClick={() => void drawer()} disabled={pending}>
              {v.openDrawer}
            </Button>
          </span>
        }
      />
      <QueryStatus query={statusOf(query, key)} />
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
                  <Button size="sm" variant="secondary" onClick={() => void retryAll(p)} disabled={pending}>
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
