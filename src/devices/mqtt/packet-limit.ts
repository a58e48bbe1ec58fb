import { Duplex } from 'node:stream'

/**
 * The largest MQTT packet (its announced remaining length) a connection may send. A CONNECT holds
 * a client id, credentials and perhaps a last will; a logged-in display sends bumps and acks.
 */
export const PACKET_LIMITS = { beforeLogin: 64 * 1024, afterLogin: 256 * 1024 } as const

/**
 * The largest WebSocket message /mqtt takes: the largest packet with its fixed header (1 type byte, up to 4 length
 * bytes).
 */
export const MAX_WS_MESSAGE = PACKET_LIMITS.afterLogin + 5

/**
 * Follows the fixed headers of the MQTT packets in a byte stream, chunk by chunk, and answers false
 * at the first header announcing more than `limit()` bytes (or a malformed length), before that
 * packet's body arrives.
 */
export function packetSizeCheck(limit: () => number): (chunk: Uint8Array) => boolean {
  let headerBytes = 0 // of the current packet's fixed header read so far; 0: the next byte starts a packet
  let length = 0
  let bodyLeft = 0
  return (chunk) => {
    let i = 0
    while (i < chunk.length) {
      if (bodyLeft > 0) {
        const n = Math.min(bodyLeft, chunk.length - i)
        bodyLeft -= n
        i += n
        continue
      }
      const byte = chunk[i++]
      if (headerBytes++ === 0) {
        length = 0
        continue
      }
      // Remaining length: 7 bits a byte, least significant first, at most 4 bytes (MQTT 3.1.1 §2.2.3).
      length += (byte & 0x7f) * 128 ** (headerBytes - 2)
      if (length > limit()) return false
      if (byte & 0x80) {
        if (headerBytes === 5) return false
        continue
      }
      bodyLeft = length
      headerBytes = 0
    }
    return true
  }
}

/**
 * `conn` as the broker reads it: each chunk passes `fits` first, and the first that does not ends the
 * connection. mqtt-packet's parser (inside aedes) keeps a packet's bytes until all of them have come,
 * so without this a client that never logged in makes the broker hold whatever size it announces.
 * The socket pauses while the broker is behind, as it would without this layer.
 */
export function withPacketLimit(conn: Duplex, fits: (chunk: Buffer) => boolean): Duplex {
  const guarded = new Duplex({
    read: () => void conn.resume(),
    write: (chunk, encoding, cb) => void conn.write(chunk, encoding, cb),
    final: (cb) => void conn.end(cb),
    destroy(err, cb) {
      conn.destroy()
      cb(err)
    },
  })
  conn.on('data', (chunk: Buffer) => {
    if (!fits(chunk)) guarded.destroy(new Error('MQTT packet over the size limit'))
    else if (!guarded.push(chunk)) conn.pause()
  })
  conn.on('end', () => guarded.push(null))
  conn.on('error', (err) => guarded.destroy(err))
  conn.on('close', () => guarded.destroy())
  return guarded
}
