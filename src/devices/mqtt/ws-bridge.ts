import { Duplex } from 'node:stream'

type Socket = { send(data: Uint8Array): unknown; close(): unknown }

/**
 * MQTT over WebSocket on the HTTP server's own port (path /mqtt): each browser socket becomes a
 * stream the broker reads MQTT packets from, one binary WebSocket message per write. When the
 * broker ends or drops the stream (a refused login, a packet over the limit), the socket closes.
 */
export function createWsBridge(handle: (stream: Duplex) => void) {
  const streams = new Map<string, Duplex>()
  return {
    open(id: string, socket: Socket) {
      const stream = new Duplex({
        read() {},
        write(chunk: Buffer, _enc, cb) {
          socket.send(chunk)
          cb()
        },
        final(cb) {
          socket.close()
          cb()
        },
      })
      // An error is followed by 'close', which closes the socket.
      stream.on('error', () => {})
      stream.on('close', () => socket.close())
      streams.set(id, stream)
      handle(stream)
    },
    message(id: string, data: unknown) {
      const stream = streams.get(id)
      if (typeof data === 'string') stream?.push(Buffer.from(data))
      else if (data instanceof Uint8Array || data instanceof ArrayBuffer) stream?.push(Buffer.from(data as Uint8Array))
      // Elysia JSON-parses text frames; that is not MQTT, so the connection ends.
      else stream?.destroy()
    },
    close(id: string) {
      const stream = streams.get(id)
      streams.delete(id)
      stream?.push(null)
      stream?.destroy()
    },
  }
}
export type WsBridge = ReturnType<typeof createWsBridge>
