// CPU profile of the server from source under the benchmark's order or menu load, for finding
// where a missed goal goes. Writes a Markdown profile (bun --cpu-prof-md) into dist/bench/profile/.
// Usage: bun scripts/bench/profile.ts orders|menu [seconds]
import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { startFakeNetworkPrinter } from '../../src/devices/testing/fake-network-printer'
import { freePort, startProcess } from './lib/proc'
import { runLoad } from './lib/load'
import { readSetupCode, setupStore } from './lib/setup'

const ROOT = resolve(import.meta.dir, '../..')
const what = process.argv[2]
const seconds = Number(process.argv[3] ?? 10)
if (what !== 'orders' && what !== 'menu') throw new Error('usage: profile.ts orders|menu [seconds]')

const out = join(ROOT, 'dist/bench/profile')
mkdirSync(out, { recursive: true })
const work = mkdtempSync(join(tmpdir(), 'pos-profile-'))
const printer = await startFakeNetworkPrinter()
const [port, mqttPort] = [await freePort(), await freePort()]
const server = await startProcess(
  [
    process.execPath,
    '--cpu-prof-md',
    `--cpu-prof-dir=${out}`,
    `--cpu-prof-name=${what}-${Date.now()}.md`,
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
  const r =
    what === 'orders'
      ? await runLoad({
          url: `${server.url}/api/stores/${store.storeId}/orders`,
          method: 'POST',
          body: store.orderBody,
          cookie: store.staffCookie,
          connections: 32,
          seconds,
        })
      : await runLoad({
          url: `${server.url}/api/public/stores/${store.storeId}/menu`,
          connections: 32,
          seconds,
          acceptEncoding: 'gzip, deflate, br',
        }) // as the bench asks
  console.log(r)
} finally {
  server.proc.kill('SIGINT')
  await server.proc.exited
  await printer.stop()
  rmSync(work, { recursive: true, force: true })
}
console.log(`profile: ${join(out, readdirSync(out).sort().at(-1)!)}`)
