// Composition root: config → db → services → app.listen. Exports nothing (it is the binary's entry).
import { ConfigError, HELP, loadConfig } from './config'
import { closeDatabase, openDatabase } from './db/client'
import { startCheckpointer } from './db/checkpointer'
import { explainOpenFailure } from './db/storage-error'
import { systemClock } from './clock'
import { createServices } from './services'
import { createApp } from './app'
import { lanUrls } from './net'
import { MAX_BODY_BYTES } from './http/request-guard'
import { loadDemoData } from './demo'
import { runBackupCommand } from './modules/backup'
import { restrictNewFiles } from './db/private-files'

type BenchData = typeof import('./bench-data')
/**
 * --bench-data's generator is not in the release binary: `scripts/build.ts --bench-data` (the
 * bench's binary) embeds it as __POS_BENCH_DATA__; from source it is imported here. The path is a
 * variable so that `bun build` does not follow it.
 */
async function benchData(): Promise<BenchData> {
  const embedded = (globalThis as { __POS_BENCH_DATA__?: BenchData }).__POS_BENCH_DATA__
  if (embedded) return embedded
  const path = './bench-data.ts'
  try {
    return await import(path)
  } catch {
    console.error('錯誤：此執行檔不含效能測試資料，--bench-data 僅供 scripts/build.ts --bench-data 建置的執行檔或原始碼執行')
    process.exit(2)
  }
}
const bench = process.argv.includes('--bench-data') ? await benchData() : null

function start() {
  restrictNewFiles()
  let config
  try {
    config = loadConfig(process.argv.slice(2))
  } catch (e) {
    if (!(e instanceof ConfigError)) throw e
    console.error(`錯誤：${e.message}\n`)
    console.error(HELP)
    process.exit(2)
  }
  if (!config) {
    console.log(HELP)
    return
  }
  if (config.command.name !== 'serve') process.exit(runBackupCommand(config))
  let db
  try {
    db = openDatabase(config.dataDir)
  } catch (e) {
    console.error(`錯誤：${explainOpenFailure(e, config.dataDir)}`)
    process.exit(1)
  }
  const services = createServices({ config, db, clock: systemClock })
  if (config.demo && loadDemoData(services)) console.log('已載入示範餐廳資料')
  if (config.benchData && bench?.loadBenchData(db, systemClock.now())) console.log('已加入效能測試資料（商店 BENCH）')
  const app = createApp(services)
  // reusePort off: a second server on the same port must fail loudly, not split the traffic.
  app.listen({ port: config.port, hostname: config.host, maxRequestBodySize: MAX_BODY_BYTES * 2, reusePort: false })
  console.log(`POS 伺服器 ${config.version} 已啟動，資料夾：${config.dataDir}`)
  for (const url of lanUrls(config.host, config.port)) console.log(`  ${url}`)
  // Printers and MQTT never hold up the server: a failure is reported and sales go on.
  services.einvoice.start()
  services.devices.start().then(
    () => console.log(services.devices.describeMqtt()),
    (e) => console.error(`MQTT 未啟動：${(e as Error).message}（列印不受影響）`),
  )
  services.backups.start()
  // Checkpoints on a worker thread once orders flow (an idle till does without its few MB).
  let checkpointer: { stop(): void } | null = null
  if (db.wal) db.wal.onFirstSync = () => { checkpointer = startCheckpointer(db.sqlite, db.path) }
  // Start-up leaves megabytes of garbage (route compilation, migrations); collect it once so an
  // idle till holds only what it uses (docs/PERFORMANCE.md: idle RSS).
  setTimeout(() => Bun.gc(true), 1000).unref()

  const shutdown = async () => {
    app.stop()
    services.backups.stop()
    services.einvoice.stop()
    await services.devices.stop().catch(() => {})
    checkpointer?.stop()
    closeDatabase(db)
    process.exit(0)
  }
  process.on('SIGINT', shutdown)
  process.on('SIGTERM', shutdown)
}

start()
