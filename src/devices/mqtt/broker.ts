import net from 'node:net'
import type { Duplex } from 'node:stream'
import { Aedes, type AuthenticateError, type Client } from 'aedes'
import { writeToStream } from 'mqtt-packet'
import { deviceMayPublish, deviceMaySubscribe } from './topics'
import type { DeviceIdentity } from './device-auth'

export type EmbeddedBroker = {
  port: number
  /** Serves one more connection (a browser's WebSocket bridged to a stream). */
  handle(stream: Duplex): void
  connectedClients(): number
  /** Ends the sessions of a device whose credentials were removed. */
  disconnectUser(username: string): void
  /** The server's own messages, handed to the broker in-process (no client, no socket). */
  publish(topic: string, payload: string, opts: { qos: 0 | 1; retain: boolean }): void
  /** The server's own subscription, in-process. */
  subscribe(filter: string, onMessage: (topic: string, payload: Buffer) => void): void
  close(): Promise<void>
}

// aedes writes every packet with mqtt-packet, which by default builds, on its first write, a table
// of 65,536 two-byte Buffers (one per packet id) to save an allocation per packet: megabytes held
// for the life of the process (docs/PERFORMANCE.md, round 5). Numbers are written as they come.
writeToStream.cacheNumbers = false

type Options = {
  host: string
  /** 0 picks a free port (tests). */
  port: number
  authenticate(username: string | undefined, password: string | undefined): DeviceIdentity | null
}

/**
 * aedes inside the POS process on TCP. Every client must log in; display devices may only read
 * their store's topics and publish its bump topic (see topics.ts). The server publishes and
 * subscribes in-process, as no client.
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
      if (!byUser.has(who.username)) byUser.set(who.username, new Set())
      byUser.get(who.username)!.add(client)
      done(null, true)
    },
    authorizePublish(client, packet, done) {
      if (!client) return done(null) // the server's own, in-process
      const who = identities.get(client)
      if (who && deviceMayPublish(who.storeId, packet.topic, packet.retain)) return done(null)
      done(new Error(`publish to ${packet.topic} not allowed`))
    },
    authorizeSubscribe(client, sub, done) {
      const who = identities.get(client)
      if (who && deviceMaySubscribe(who.storeId, sub.topic)) return done(null, sub)
      done(null, null)
    },
  })
  broker.on('clientDisconnect', (client) => {
    const who = identities.get(client)
    if (who) byUser.get(who.username)?.delete(client)
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
    publish(topic, payload, { qos, retain }) {
      broker.publish({ cmd: 'publish', topic, payload: Buffer.from(payload), qos, retain, dup: false }, () => {})
    },
    subscribe(filter, onMessage) {
      broker.subscribe(filter, (packet, done) => {
        onMessage(packet.topic, Buffer.from(packet.payload))
        done()
      }, () => {})
    },
    async close() {
      await new Promise<void>((resolve) => broker.close(() => resolve()))
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
