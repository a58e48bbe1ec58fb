import { fill, zhTW } from '../../../../../shared/i18n/zh-TW.ts'
import { useQuery } from '@tanstack/react-query'
import { QueryStatus } from '../../../../components/PageStates.tsx'
import { statusQuery } from './model.ts'

const v = zhTW.backoffice.devices
const officeText = zhTW.backoffice.common

/**
 * Where a kitchen display connects: this server as the browser reaches it (the display is on the
 * same LAN), the broker's TCP port, MQTT over WebSocket on the HTTP port, and each station's topics.
 */
export function BrokerInfo({ storeId }: { storeId: number }) {
  const query = useQuery(statusQuery(storeId))
  const s = query.data
  if (!s) return <QueryStatus query={query} />
  const { mqtt } = s
  const ws = mqtt.webSocketPath
    ? `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}${mqtt.webSocketPath}`
    : null
  return (
    <div data-testid="broker-info">
      <dl className="bo-dl st-creds">
        <dt>{v.brokerHost}</dt>
        <dd>
          <code>{mqtt.mode === 'off' ? v.brokerOff : window.location.hostname}</code>
        </dd>
        <dt>{v.tcpPort}</dt>
        <dd>
          <code>{mqtt.brokerPort ?? officeText.empty}</code>
        </dd>
        <dt>{v.webSocketUrl}</dt>
        <dd>
          <code>{ws ?? officeText.empty}</code>
        </dd>
      </dl>
      <h4>{v.stations}</h4>
      <ul className="bo-list">
        {s.stations.map((st) => (
          <li key={st.id}>
            <span className="bo-strong">
              {st.printerId === null ? v.stationAll : fill(v.stationPrinter, { name: st.name ?? '', id: st.printerId })}
            </span>
            <dl className="bo-dl st-creds">
              <dt>{v.topicTickets}</dt>
              <dd>
                <code className="st-topic">{st.tickets}</code>
              </dd>
              <dt>{v.topicOpen}</dt>
              <dd>
                <code className="st-topic">{st.open}</code>
              </dd>
              <dt>{v.topicBump}</dt>
              <dd>
                <code className="st-topic">{st.bump}</code>
              </dd>
            </dl>
          </li>
        ))}
      </ul>
    </div>
  )
}
