// The benchmark's order load alone, against the server from source: quicker than run.ts when
// trying a change to the order path. Prints wrk's figures, the server's CPU per order and its memory.
// Usage: bun scripts/bench/orders-load.ts [seconds] [connections] [-- bun flags…]  e.g. -- --smol
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { startFakeNetworkPrinter } from '../../src/devices/testing/fake-network-printer'
import { cpuMs, freePort, memoryMb, startProcess } from './lib/proc'
import { runLoad } from './lib/load'
import { readSetupCode, setupStore } from './lib/setup'

const ROOT = resolve(import.meta.dir, '../..')
const seconds = Number(process.argv[2] ?? 5)
const connections = Number(process.argv[3] ?? 32)
const bunFlags = process.argv.includes('--') ? process.argv.slice(process.argv.indexOf('--') + 1) : []
const work = mkdtempSync(join(tmpdir(), 'pos-orders-'))
const printer = await startFakeNetworkPrinter()
const [port, mqttPort] = [await freePort(), await freePort()]
const server = await startProcess(
  [
    process.execPath,
    ...bunFlags,
    join(ROOT, 'src/server/main.ts'),
    '--data',
    work,
    '--host',
    '127.0.0.1',
    '--port',
    String(port),
    '--mqtt-port',
    String(mqttPort),
  ],
  { url: `http://127.0.0.1:${port}`, logFile: join(work, 'server.log'), timeoutMs: 30_000 },
)
try {
  const store = await setupStore(server.url, printer.address, readSetupCode(work))
  const url = `${server.url}/api/stores/${store.storeId}/orders`
  for (let i = 0; i < 2; i++) {
    const cpu = cpuMs(server.proc.pid)
    const r = await runLoad({
      url,
      method: 'POST',
      body: store.orderBody,
      cookie: store.staffCookie,
      connections,
      seconds,
    })
    // CPU per order: on a shared host the throughput moves with the neighbours, this much less.
    console.log({ ...r, serverCpuMsPerOrder: Number(((cpuMs(server.proc.pid) - cpu) / r.requests).toFixed(3)) })
  }
  console.log(
    `server RSS now ${memoryMb(server.proc.pid, 'VmRSS').toFixed(1)} MB, peak ` +
      `${memoryMb(server.proc.pid, 'VmHWM').toFixed(1)} MB`,
  )
} finally {
  server.proc.kill('SIGINT')
  await server.proc.exited
  await printer.stop()
  rmSync(work, { recursive: true, force: true })
}
