// Composition root: flags → data-folder lock → free ports → backup before migrating → db →
// services → app.listen. Exports nothing (it is the binary's entry).
import { ConfigError, HELP, loadConfig, type Config } from './config'
import { closeDatabase, openDatabase, type DbHandle } from './db/client'
import { startCheckpointer } from './db/checkpointer'
import { DataFolderLockError, lockDataFolder, type DataFolderLock } from './db/data-lock'
import { explainOpenFailure } from './db/storage-error'
import type { MigrationState } from './db/migrate'
import { systemClock } from './clock'
import { createLogger, describeError, type Logger } from './log'
import { shutdown, type DrainableServer } from './shutdown'
import { createServices, type Services } from './services'
import { createApp } from './app'
import { explainListenFailure, lanUrls, portProblem } from './net'
import { MAX_BODY_BYTES } from './http/request-guard'
import { loadDemoData } from './demo'
import { prepareUpgrade, runBackupCommand, SchemaTooNewError } from './modules/backup'
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
    console.error(
      '錯誤：此執行檔不含效能測試資料，--bench-data 僅供 scripts/build.ts --bench-data 建置的執行檔或原始碼執行',
    )
    process.exit(2)
  }
}
const bench = process.argv.includes('--bench-data') ? await benchData() : null

/** Every refusal at start is words on stderr and an exit code, never a stack trace. */
function exit(code: number, message: string): never {
  console.error(`錯誤：${message}`)
  process.exit(code)
}

function configOrExit(): Config | null {
  try {
    return loadConfig(process.argv.slice(2))
  } catch (e) {
    if (!(e instanceof ConfigError)) throw e
    return exit(2, `${e.message} 說明 / help: pos-server --help`)
  }
}

/** A second server on the folder stops here, before the database is opened. */
function lockOrExit(dataDir: string): DataFolderLock {
  try {
    return lockDataFolder(dataDir)
  } catch (e) {
    return exit(1, e instanceof DataFolderLockError ? e.message : explainOpenFailure(e, dataDir))
  }
}

function exitIfPortsBusy(config: Config) {
  const problem =
    portProblem('HTTP', config.host, config.port, '--port') ??
    (config.mqtt.mode === 'embedded' ? portProblem('MQTT', config.mqtt.host, config.mqtt.port, '--mqtt-port') : null)
  if (problem) exit(2, problem)
}

/** A code that cannot be written (a read-only folder) would leave nobody able to become the owner: say so and stop. */
function startSetupCodeOrExit(services: Services) {
  try {
    services.setupCode.start()
  } catch (e) {
    exit(
      1,
      `無法寫入設定碼檔案 ${services.setupCode.path}（${(e as Error).message}）。Cannot write the setup code file.`,
    )
  }
}

/** One line for what this start migrated: how many steps, from which to which. */
function logMigrations(log: Logger, before: MigrationState | null) {
  const pending = before?.pending ?? []
  if (!pending.length) return
  const from = before?.applied.at(-1) ?? null
  const to = pending[pending.length - 1]
  log.info('db.migrated', `migrations applied: ${pending.length} (${from ?? 'new database'} → ${to})`, {
    count: pending.length,
    from,
    to,
  })
}

/** Refuses a schema from a newer build and backs up one about to be migrated, then migrates. */
function openOrExit(config: Config, log: Logger): DbHandle {
  let before = null as MigrationState | null
  try {
    const db = openDatabase(config.dataDir, {
      log,
      beforeMigrating(sqlite) {
        const { state, backup } = prepareUpgrade(sqlite, config.dataDir, config.version, Date.now())
        before = state
        if (backup)
          log.info('backup.written', `backup before migrating written ${backup.path}`, {
            path: backup.path,
            by: 'upgrade',
          })
      },
    })
    logMigrations(log, before)
    return db
  } catch (e) {
    return exit(1, e instanceof SchemaTooNewError ? e.message : explainOpenFailure(e, config.dataDir))
  }
}

function start() {
  restrictNewFiles()
  const config = configOrExit()
  if (!config) {
    console.log(HELP)
    return
  }
  if (config.command.name === 'version') {
    console.log(config.version)
    return
  }
  if (config.command.name !== 'serve') process.exit(runBackupCommand(config))
  const lock = lockOrExit(config.dataDir)
  exitIfPortsBusy(config)
  const log = createLogger({ format: config.logFormat, clock: systemClock })
  const db = openOrExit(config, log)
  const services = createServices({ config, db, clock: systemClock, log })
  if (config.demo && loadDemoData(services)) log.info('server.demo_data', 'demo restaurant data loaded')
  if (config.benchData && bench?.loadBenchData(db, systemClock.now()))
    log.info('server.bench_data', 'benchmark data added (store BENCH)')
  const app = createApp(services)
  // reusePort off: a second server on the same port must fail loudly, not split the traffic.
  try {
    app.listen({ port: config.port, hostname: config.host, maxRequestBodySize: MAX_BODY_BYTES * 2, reusePort: false })
  } catch (e) {
    exit(2, explainListenFailure(e, 'HTTP', config.host, config.port, '--port')) // taken since the check above
  }
  const urls = lanUrls(config.host, config.port)
  log.info(
    'server.start',
    `POS server ${config.version} started on port ` +
      `${config.port}, data folder ${config.dataDir}; open ${urls.join(' ')}`,
    {
      version: config.version,
      port: config.port,
      host: config.host,
      dataDir: config.dataDir,
      urls: urls.join(' '),
    },
  )
  // No account yet (a fresh install without --demo): the first registration needs this start's code,
  // logged right under the URLs. Synchronous, so no request is served before it exists.
  startSetupCodeOrExit(services)
  // Printers and MQTT never hold up the server: a failure is reported and sales go on.
  services.einvoice.start()
  services.devices.start().then(
    () => {
      if (config.mqtt.mode !== 'off') log.info('mqtt.started', services.devices.describeMqtt())
    },
    (e) => log.error('mqtt.not_started', `MQTT not started (printing goes on): ${(e as Error).message}`),
  )
  services.backups.start()
  // The chain's NATS link (none for a single store) never holds up a sale either.
  services.chain.start()
  // Checkpoints on a worker thread once orders flow (an idle till does without its few MB).
  let checkpointer: { stop(): void } | null = null
  if (db.wal) {
    db.wal.onFirstSync = () => {
      try {
        checkpointer = startCheckpointer(db.sqlite, db.path)
      } catch (e) {
        log.error('db.checkpointer_failed', `starting the checkpointer failed (orders go on): ${describeError(e)}`)
      }
    }
  }
  // Start-up leaves megabytes of garbage (route compilation, migrations); collect it once so an
  // idle till holds only what it uses (docs/PERFORMANCE.md: idle RSS).
  setTimeout(() => Bun.gc(true), 1000).unref()

  stopOnSignals(log, app.server!, services, () => {
    checkpointer?.stop()
    closeDatabase(db)
    lock.release()
  })
}

/** SIGTERM or SIGINT, the first one: drain the requests, stop the rest, close, exit (shutdown.ts). */
function stopOnSignals(log: Logger, server: DrainableServer, services: Services, closeDatabaseAndLock: () => void) {
  let stopping = false
  const onSignal = (signal: string) => {
    if (stopping) return
    stopping = true
    void shutdown(signal, {
      server,
      log,
      closeStreams: services.live.closeStreams,
      steps: [
        [
          'stopping background work',
          () => {
            services.backups.stop()
            services.einvoice.stop()
          },
        ],
        ['stopping the chain link', () => services.chain.stop()],
        ['syncing the database log', () => services.db.wal?.settled()],
        ['stopping printers and MQTT', () => services.devices.stop()],
        ['closing the database', closeDatabaseAndLock],
      ],
    }).then((code) => process.exit(code))
  }
  process.on('SIGINT', onSignal)
  process.on('SIGTERM', onSignal)
}

start()
