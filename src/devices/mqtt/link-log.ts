import { seconds, type Logger } from '../log'
import type { DeviceIdentity } from './device-auth'

/**
 * The link to an external broker in the log: once when it is first up or cannot be reached, once
 * when it is lost, once when it is back (with how long it was away); mqtt.js retrying every second
 * in between logs nothing. `where` is the broker's address without its credentials.
 */
export function brokerLinkLog(log: Logger, clock: { now(): number }, where: string) {
  let state: 'starting' | 'up' | 'down' = 'starting'
  let downSince = 0
  return (up: boolean) => {
    if (state === (up ? 'up' : 'down')) return
    const now = clock.now()
    if (up) {
      const away = seconds(now - downSince)
      if (state === 'down')
        log.info('mqtt.back', `MQTT broker ${where} back after ${away} s`, { broker: where, downSeconds: away })
      else log.info('mqtt.connected', `MQTT broker ${where} connected`, { broker: where })
    } else {
      downSince = now
      if (state === 'up') log.warn('mqtt.lost', `MQTT broker ${where} lost`, { broker: where })
      else log.warn('mqtt.unreachable', `MQTT broker ${where} unreachable`, { broker: where })
    }
    state = up ? 'up' : 'down'
  }
}

/**
 * A device's (a kitchen display's) login to the embedded broker and its going, by the name the store gave it, never its
 * secret.
 */
export function deviceLinkLog(log: Logger) {
  return (who: DeviceIdentity, connected: boolean) => {
    const name = who.name ?? who.username
    const what = connected ? 'connected' : 'disconnected'
    log.info(`mqtt.device_${what}`, `MQTT device ${name} (${who.username}) ${what}`, {
      device: name,
      username: who.username,
      storeId: who.storeId,
    })
  }
}
