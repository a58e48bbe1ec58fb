import net from 'node:net'
import type { Duplex } from 'node:stream'
import { Aedes, type AuthenticateError, type Client } from 'aedes'
import { writeToStream } from 'mqtt-packet'
import { deviceMayPublish, deviceMaySubscribe } from './topics'
import { clientIdBelongsTo, type DeviceIdentity } from './device-auth'
import { PACKET_LIMITS, packetSizeCheck, withPacketLimit } from './packet-limit'

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
// for the life of the process. Numbers are written as they come.
writeToStream.cacheNumbers = false

type Options = {
  host: string
  /** 0 picks a free port (tests). */
  port: number
  authenticate(username: string | undefined, password: string | undefined): DeviceIdentity | null
  /** How long a connection may stay without sending its CONNECT (default 10 s). */
  connectTimeoutMs?: number
  /** A logged-in device connected or went (for the operations log). */
  onDevice?(who: DeviceIdentity, connected: boolean): void
}

function refusal(returnCode: 2 | 4, message: string): AuthenticateError {
  const err = new Error(message) as AuthenticateError
  err.returnCode = returnCode
  return err
}

/**
 * aedes inside the POS process on TCP. Every client must log in, with a client id of its own account
 * (device-auth.ts); display devices may only read their store's topics and publish its bump topic
 * (see topics.ts). Packets are capped in size, tighter before login (packet-limit.ts). The server
 * publishes and subscribes in-process, as no client.
 */
export async function startEmbeddedBroker(opts: Options): Promise<EmbeddedBroker> {
  const identities = new WeakMap<Client, DeviceIdentity>()
  const byUser = new Map<string, Set<Client>>()
  const broker = await Aedes.createBroker({
    connectTimeout: opts.connectTimeoutMs ?? 10_000,
    authenticate(client, username, password, done) {
      const who = opts.authenticate(username, password?.toString())
      if (!who) return done(refusal(4, 'Bad username or password'), false)
      if (!clientIdBelongsTo(who.username, client.id))
        return done(refusal(2, `client id must be ${who.username} or start with ${who.username}-`), false)
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
  broker.on('clientReady', (client) => {
    const who = identities.get(client)
    if (who) opts.onDevice?.(who, true)
  })
  broker.on('clientDisconnect', (client) => {
    const who = identities.get(client)
    if (!who) return
    byUser.get(who.username)?.delete(client)
    opts.onDevice?.(who, false)
  })
  function serve(conn: Duplex) {
    let client: Client | undefined
    const limit = () => (client && identities.has(client) ? PACKET_LIMITS.afterLogin : PACKET_LIMITS.beforeLogin)
    client = broker.handle(withPacketLimit(conn, packetSizeCheck(limit)))
  }
  const server = net.createServer(serve)
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(opts.port, opts.host, () => {
      server.off('error', reject)
      resolve()
    })
  })
  return {
    port: (server.address() as net.AddressInfo).port,
    handle: serve,
    connectedClients: () => broker.connectedClients,
    disconnectUser(username) {
      for (const client of byUser.get(username) ?? []) client.close()
      byUser.delete(username)
    },
    publish(topic, payload, { qos, retain }) {
      broker.publish({ cmd: 'publish', topic, payload: Buffer.from(payload), qos, retain, dup: false }, () => {})
    },
    subscribe(filter, onMessage) {
      broker.subscribe(
        filter,
        (packet, done) => {
          onMessage(packet.topic, Buffer.from(packet.payload))
          done()
        },
        () => {},
      )
    },
    async close() {
      await new Promise<void>((resolve) => broker.close(() => resolve()))
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
