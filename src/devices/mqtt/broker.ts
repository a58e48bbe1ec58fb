import net from 'node:net'
import type { Duplex } from 'node:stream'
import { Aedes, type AuthenticateError, type Client } from 'aedes'
import { deviceMayPublish, deviceMaySubscribe } from './topics'
import type { DeviceIdentity } from './device-auth'

export type EmbeddedBroker = {
  port: number
  /** Serves one more connection (a browser's WebSocket bridged to a stream). */
  handle(stream: Duplex): void
  connectedClients(): number
  /** Ends the sessions of a device whose credentials were removed. */
  disconnectUser(username: string): void
  close(): Promise<void>
}

type Options = {
  host: string
  /** 0 picks a free port (tests). */
  port: number
  authenticate(username: string | undefined, password: string | undefined): DeviceIdentity | null
}

/**
 * aedes inside the POS process on TCP. Every client must log in; display devices may only read
 * their store's topics and publish its bump topic (see topics.ts), the server itself anything.
 */
export async function startEmbeddedBroker(opts: Options): Promise<EmbeddedBroker> {
  const identities = new WeakMap<Client, DeviceIdentity>()
  const byUser = new Map<string, Set<Client>>()
  const broker = await Aedes.createBroker({
    authenticate(client, username, password, done) {
      const who = opts.authenticate(username, password?.toString())
      if (!who) {
        const err = new Error('Bad username or password') as AuthenticateError
        err.returnCode = 4
        return done(err, false)
      }
      identities.set(client, who)
      if (who.kind === 'device') {
        if (!byUser.has(who.username)) byUser.set(who.username, new Set())
        byUser.get(who.username)!.add(client)
      }
      done(null, true)
    },
    authorizePublish(client, packet, done) {
      const who = client ? identities.get(client) : { kind: 'internal' as const }
      if (who?.kind === 'internal') return done(null)
      if (who && deviceMayPublish(who.storeId, packet.topic, packet.retain)) return done(null)
      done(new Error(`publish to ${packet.topic} not allowed`))
    },
    authorizeSubscribe(client, sub, done) {
      const who = identities.get(client)
      if (who?.kind === 'internal' || (who && deviceMaySubscribe(who.storeId, sub.topic))) return done(null, sub)
      done(null, null)
    },
  })
  broker.on('clientDisconnect', (client) => {
    const who = identities.get(client)
    if (who?.kind === 'device') byUser.get(who.username)?.delete(client)
  })
  const server = net.createServer((socket) => broker.handle(socket))
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(opts.port, opts.host, () => {
      server.off('error', reject)
      resolve()
    })
  })
  return {
    port: (server.address() as net.AddressInfo).port,
    handle: (stream) => void broker.handle(stream),
    connectedClients: () => broker.connectedClients,
    disconnectUser(username) {
      for (const client of byUser.get(username) ?? []) client.close()
      byUser.delete(username)
    },
    async close() {
      await new Promise<void>((resolve) => broker.close(() => resolve()))
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
