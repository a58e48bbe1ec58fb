import net from 'node:net'

/**
 * A network receipt printer on a loopback port, speaking enough of the real protocol for tests:
 * it answers DLE EOT 1/4 status queries at the start of a connection (paper present or not) and
 * records every job's bytes (one job per connection). It can be switched off and on again on
 * the same port, like a printer being unplugged. Out of paper (`state.paperOut`) it answers
 * status so, prints nothing (`refused` counts such jobs) but still acts on real-time DLE DC4
 * drawer pulses, which it records in `pulses` in any state; `state.paperLow` answers near-end.
 * `state.msPerJob` makes it print at a real printer's pace: after each job it is busy that long,
 * and a status query waits until it is free, which holds the sender back as a full buffer would.
 * At 0 (the default) it takes jobs as fast as loopback carries them.
 */
export async function startFakeNetworkPrinter(opts: { port?: number; answersStatus?: boolean } = {}) {
  const jobs: Buffer[] = []
  const received: { at: number; bytes: Buffer }[] = []
  const sockets = new Set<net.Socket>()
  let server: net.Server | null = null
  let port = opts.port ?? 0
  const state = { paperOut: false, paperLow: false, msPerJob: 0 }
  let busyUntil = 0
  const pulses: { at: number; pin: number; t: number }[] = []
  let refused = 0

  function onConnection(socket: net.Socket) {
    sockets.add(socket)
    let data = Buffer.alloc(0)
    let printing = false
    socket.on('data', (chunk: Buffer) => {
      data = Buffer.concat([data, chunk])
      // Real-time status requests come first; a printer answers them without printing.
      const reply: number[] = []
      while (opts.answersStatus !== false && data.length >= 3 && data[0] === 0x10 && data[1] === 0x04) {
        reply.push(data[2] === 4 ? 0x12 | (state.paperOut ? 0x60 : 0) | (state.paperLow ? 0x0c : 0) : 0x16)
        data = data.subarray(3)
      }
      // Busy from the job's first bytes: its close may come after the next sender's status query.
      if (data.length && !printing && state.msPerJob > 0) {
        printing = true
        busyUntil = Math.max(performance.now(), busyUntil) + state.msPerJob
      }
      if (!reply.length) return
      const busy = busyUntil - performance.now()
      if (busy > 0) setTimeout(() => socket.write(Buffer.from(reply)), busy)
      else socket.write(Buffer.from(reply))
    })
    socket.on('end', () => socket.end())
    socket.on('close', () => {
      sockets.delete(socket)
      for (let i = data.indexOf(0x10); i >= 0 && i + 4 < data.length; i = data.indexOf(0x10, i + 1)) {
        if (data[i + 1] === 0x14 && data[i + 2] === 1)
          pulses.push({ at: performance.now(), pin: data[i + 3], t: data[i + 4] })
      }
      const onlyPulses = data.length > 0 && data.length === countPulseBytes(data)
      if (state.paperOut && !onlyPulses) {
        if (data.length) refused++
      } else if (data.length) {
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
    pulses,
    get refused() {
      return refused
    },
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
        if (Date.now() > until)
          throw new Error(`fake printer: expected ${count} jobs, got ${jobs.length} within ${timeoutMs} ms`)
        await Bun.sleep(10)
      }
      return jobs.slice(0, count)
    },
  }
}
export type FakeNetworkPrinter = Awaited<ReturnType<typeof startFakeNetworkPrinter>>

/** Bytes of a connection that are DLE DC4 real-time pulses (5 bytes each). */
function countPulseBytes(data: Buffer): number {
  let n = 0
  for (let i = 0; i + 4 < data.length; i++) if (data[i] === 0x10 && data[i + 1] === 0x14 && data[i + 2] === 1) n += 5
  return n
}
