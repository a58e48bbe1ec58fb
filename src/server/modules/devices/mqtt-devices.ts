import { and, asc, eq } from 'drizzle-orm'
import type { Db, DbHandle } from '../../db/client'
import type { Clock } from '../../clock'
import { mqttDevices } from '../../db/schema'
import { AppError } from '../../http/app-error'
import { ALL_STATIONS, deviceSecretMatches, hashDeviceSecret, topics, type DeviceAuthenticator } from '../../../devices'
import type { MqttCredentials, MqttDevice } from '../../../shared/api/devices'

type Row = typeof mqttDevices.$inferSelect

const present = (r: Row): MqttDevice => ({
  id: r.id,
  storeId: r.storeId,
  name: r.name,
  username: r.username,
  kind: r.kind,
  isActive: r.isActive,
  createdAt: new Date(r.createdAt).toISOString(),
})

/** The embedded broker's authenticate port: an active display device whose secret matches. */
export function createDeviceAuthenticator(d: Db): DeviceAuthenticator {
  return (username, password) => {
    if (!username || !password) return null
    const row = d.select().from(mqttDevices).where(eq(mqttDevices.username, username)).get()
    if (!row?.isActive || !deviceSecretMatches(password, row.secretHash)) return null
    return { storeId: row.storeId, username: row.username, name: row.name }
  }
}

/** Login credentials for kitchen displays; the secret is shown once and stored only hashed. */
export function createMqttDeviceCredentials({
  db,
  clock,
  disconnect,
}: {
  db: DbHandle
  clock: Clock
  disconnect(username: string): void
}) {
  const d = db.db
  return {
    list: (storeId: number) =>
      d
        .select()
        .from(mqttDevices)
        .where(eq(mqttDevices.storeId, storeId))
        .orderBy(asc(mqttDevices.id))
        .all()
        .map(present),

    create(storeId: number, input: { name: string; kind?: Row['kind'] }): MqttCredentials {
      const now = clock.now()
      const username = `kds-${storeId}-${crypto.randomUUID().slice(0, 8)}`
      const password = Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64url')
      const row = d
        .insert(mqttDevices)
        .values({
          storeId,
          name: input.name.trim(),
          username,
          secretHash: hashDeviceSecret(password),
          kind: input.kind ?? 'kitchen_display',
          createdAt: now,
          updatedAt: now,
        })
        .returning()
        .get()
      return {
        ...present(row),
        password,
        topics: {
          tickets: topics.kitchenTickets(storeId, ALL_STATIONS),
          orderStatus: `${topics.storePrefix(storeId)}orders/+/status`,
          bump: topics.kitchenBump(storeId, ALL_STATIONS),
          serverStatus: topics.serverStatus(),
        },
      }
    },

    remove(storeId: number, id: number) {
      const row = d
        .select()
        .from(mqttDevices)
        .where(and(eq(mqttDevices.id, id), eq(mqttDevices.storeId, storeId)))
        .get()
      if (!row) throw new AppError('MQTT_DEVICE_NOT_FOUND')
      d.delete(mqttDevices).where(eq(mqttDevices.id, id)).run()
      disconnect(row.username)
    },
  }
}
