import net from 'node:net'

/**
 * A network receipt printer on a loopback port, speaking enough of the real protocol for tests:
 * it answers DLE EOT 1/4 status queries at the start of a connection (paper present or not) and
 * records every job's bytes (one job per connection). It can be switched off and on again on
 * the same port, like a printer being unplugged.
 */
export async function startFakeNetworkPrinter(opts: { port?: number; answersStatus?: boolean } = {}) {
  const jobs: Buffer[] = []
  const received: { at: number; bytes: Buffer }[] = []
  const sockets = new Set<net.Socket>()
  let server: net.Server | null = null
  let port = opts.port ?? 0
  const state = { paperOut: false }

  function onConnection(socket: net.Socket) {
    sockets.add(socket)
    let data = Buffer.alloc(0)
    socket.on('data', (chunk: Buffer) => {
      data = Buffer.concat([data, chunk])
      // Real-time status requests come first; a printer answers them without printing.
      while (opts.answersStatus !== false && data.length >= 3 && data[0] === 0x10 && data[1] === 0x04) {
        const n = data[2]
        socket.write(Buffer.from([n === 4 ? (state.paperOut ? 0x72 : 0x12) : 0x16]))
        data = data.subarray(3)
      }
    })
    socket.on('end', () => socket.end())
    socket.on('close', () => {
      sockets.delete(socket)
      if (data.length) {
        jobs.push(data)
        received.push({ at: performance.now(), bytes: data })
      }
    })
    socket.on('error', () => {})
  }

  async function listen() {
    server = net.createServer(onConnection)
    await new Promise<void>((resolve, reject) => {
      server!.once('error', reject)
      server!.listen(port, '127.0.0.1', () => resolve())
    })
    port = (server.address() as net.AddressInfo).port
  }

  await listen()
  return {
    get port() {
      return port
    },
    get address() {
      return `127.0.0.1:${port}`
    },
    jobs,
    received,
    state,
    /** Switch the printer off: refuse connections until `start()`. */
    async stop() {
      for (const s of sockets) s.destroy()
      await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()))
      server = null
    },
    start: listen,
    async waitForJobs(count: number, timeoutMs = 5000): Promise<Buffer[]> {
      const until = Date.now() + timeoutMs
      while (jobs.length < count) {
        if (Date.now() > until) throw new Error(`fake printer: expected ${count} jobs, got ${jobs.length} within ${timeoutMs} ms`)
        await Bun.sleep(10)
      }
      return jobs.slice(0, count)
    },
  }
}
export type FakeNetworkPrinter = Awaited<ReturnType<typeof startFakeNetworkPrinter>>
