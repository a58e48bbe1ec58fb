// The benchmark's public-menu load alone, against the server from source (gzip-accepting client,
// 32 connections): quicker than run.ts when checking a change for the menu's throughput.
// Usage: bun scripts/bench/menu-load.ts [seconds] [rounds]
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { startFakeNetworkPrinter } from '../../src/devices/testing/fake-network-printer'
import { freePort, startProcess } from './lib/proc'
import { runLoad } from './lib/load'
import { readSetupCode, setupStore } from './lib/setup'

const ROOT = resolve(import.meta.dir, '../..')
const seconds = Number(process.argv[2] ?? 5)
const rounds = Number(process.argv[3] ?? 2)
const work = mkdtempSync(join(tmpdir(), 'pos-menu-'))
const printer = await startFakeNetworkPrinter()
const [port, mqttPort] = [await freePort(), await freePort()]
const server = await startProcess(
  [
    process.execPath,
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
  for (let i = 0; i < rounds; i++) {
    const r = await runLoad({
      url: `${server.url}/api/public/stores/${store.storeId}/menu`,
      connections: 32,
      seconds,
      acceptEncoding: 'gzip, deflate, br',
    })
    console.log({ rps: Math.round(r.rps), p99: r.p99 })
  }
} finally {
  server.proc.kill('SIGINT')
  await server.proc.exited
  await printer.stop()
  rmSync(work, { recursive: true, force: true })
}
