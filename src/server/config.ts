import { parseArgs } from 'node:util'
import { resolve } from 'node:path'
import pkg from '../../package.json'
import type { MqttConfig } from '../devices'

export type OidcProviderConfig = {
  issuer: string
  clientId: string
  clientSecret: string
  scope: string
}

/** The first word on the command line: run the server (default), or one backup task and exit. */
export type Command = Readonly<{ name: 'serve' } | { name: 'backup' } | { name: 'restore'; file: string }>

export type Config = Readonly<{
  command: Command
  port: number
  host: string
  dataDir: string
  demo: boolean
  /** Add a year of orders (store BENCH) for the reports benchmark, see src/server/bench-data.ts. */
  benchData: boolean
  version: string
  /** Take the client address from X-Forwarded-For (only behind a reverse proxy you run). */
  trustProxy: boolean
  /** Public origin for OIDC callbacks when behind a proxy; else derived from the request. */
  publicUrl: string | null
  oidc: OidcProviderConfig | null
  line: OidcProviderConfig | null
  mqtt: MqttConfig
  /** Scheduled online backups into <dataDir>/backups; intervalHours 0 = off. */
  backup: Readonly<{ intervalHours: number; keep: number }>
}>

export const HELP = `pos-server ${pkg.version} — 餐廳 POS 伺服器

用法: pos-server [選項]                 啟動伺服器
      pos-server backup [選項]          立即備份資料庫並印出備份檔路徑（伺服器執行中亦可）
      pos-server restore <備份檔> [選項] 以備份檔還原資料庫（須先停止伺服器；
                                        原資料庫另存為 pos.db.before-restore-<時間>）

  --port <n>      HTTP 連接埠 (環境變數 PORT，預設 3000)
  --host <addr>   監聽位址 (HOST，預設 0.0.0.0)
  --data <dir>    資料夾，存放 pos.db (POS_DATA_DIR，預設 ./data)
  --demo          空資料庫時載入示範餐廳資料 (POS_DEMO=1)
  --bench-data    加入效能測試用商店 BENCH：一年 300,000 筆訂單（僅供 scripts/bench）
  --mqtt-port <n> 內建 MQTT broker 的 TCP 連接埠 (POS_MQTT_PORT，預設 1883)；
                  瀏覽器另可經 HTTP 連接埠的 /mqtt 以 WebSocket 連線
  --no-mqtt       不啟動 MQTT (POS_NO_MQTT=1)
  --backup-interval-hours <n>  自動備份間隔小時數 (POS_BACKUP_INTERVAL_HOURS，預設 24；0 為停用)
  --backup-keep <n>            保留最近幾份備份 (POS_BACKUP_KEEP，預設 14)
  --help          顯示此說明

外部登入 (選用): POS_OIDC_ISSUER, POS_OIDC_CLIENT_ID, POS_OIDC_CLIENT_SECRET;
LINE 登入: POS_LINE_CHANNEL_ID, POS_LINE_CHANNEL_SECRET。
反向代理後方: POS_TRUST_PROXY=1, POS_PUBLIC_URL=https://pos.example.tw
備份存放於 <資料夾>/backups/pos-YYYYMMDD-HHMMSS.db；店長也可在設定頁下載。請定期複製到其他裝置保存。
外部 MQTT broker (取代內建): POS_MQTT_URL=mqtt://host:1883, POS_MQTT_USERNAME, POS_MQTT_PASSWORD
`

export class ConfigError extends Error {}

type Env = Record<string, string | undefined>

function parsePort(raw: string, source: string): number {
  const n = Number(raw)
  if (!/^\d+$/.test(raw) || n < 1 || n > 65535) throw new ConfigError(`${source} 必須是 1 到 65535 的整數，收到 "${raw}"`)
  return n
}

function truthy(v: string | undefined): boolean {
  return v !== undefined && ['1', 'true', 'yes', 'on'].includes(v.toLowerCase())
}

function oidcFromEnv(env: Env): OidcProviderConfig | null {
  const { POS_OIDC_ISSUER: issuer, POS_OIDC_CLIENT_ID: clientId, POS_OIDC_CLIENT_SECRET: clientSecret } = env
  if (!issuer || !clientId || !clientSecret) return null
  return { issuer: issuer.replace(/\/$/, ''), clientId, clientSecret, scope: env.POS_OIDC_SCOPE ?? 'openid profile email' }
}

function lineFromEnv(env: Env): OidcProviderConfig | null {
  const { POS_LINE_CHANNEL_ID: clientId, POS_LINE_CHANNEL_SECRET: clientSecret } = env
  if (!clientId || !clientSecret) return null
  // LINE Login speaks OpenID Connect with this issuer; overridable for tests.
  return { issuer: env.POS_LINE_ISSUER ?? 'https://access.line.me', clientId, clientSecret, scope: 'openid profile' }
}

function mqttFromArgs(values: Record<string, string | boolean | undefined>, env: Env, host: string): MqttConfig {
  const portFlag = values['mqtt-port'] as string | undefined
  const port = parsePort(portFlag ?? env.POS_MQTT_PORT ?? '1883', portFlag ? '--mqtt-port' : 'POS_MQTT_PORT')
  const url = env.POS_MQTT_URL?.trim() || null
  if (url && !/^(mqtts?|wss?|tcp):\/\/[^/\s]+/.test(url)) throw new ConfigError(`POS_MQTT_URL 必須是 mqtt://主機:埠 格式，收到 "${url}"`)
  const off = Boolean(values['no-mqtt']) || truthy(env.POS_NO_MQTT)
  return Object.freeze({
    mode: off ? 'off' : url ? 'external' : 'embedded',
    host,
    port,
    url,
    username: env.POS_MQTT_USERNAME || null,
    password: env.POS_MQTT_PASSWORD || null,
  })
}

function commandOf(positionals: string[]): Command {
  const [word, ...rest] = positionals
  if (word !== undefined && word !== 'backup' && word !== 'restore') {
    throw new ConfigError(`未知的指令「${word}」，可用的指令：backup、restore`)
  }
  if (word === 'restore' && !rest[0]?.trim()) throw new ConfigError('restore 需要備份檔路徑：pos-server restore <備份檔>')
  const extra = rest.slice(word === 'restore' ? 1 : 0)
  if (extra.length) throw new ConfigError(`多餘的參數：${extra.join(' ')}`)
  return word === 'restore' ? { name: 'restore', file: resolve(rest[0]) } : { name: word ?? 'serve' }
}

function parseNumber(raw: string, source: string, opts: { min: number; max: number; integer: boolean }): number {
  const n = Number(raw)
  const shape = opts.integer ? /^\d+$/ : /^\d+(\.\d+)?$/
  if (!shape.test(raw) || n < opts.min || n > opts.max) {
    throw new ConfigError(`${source} 必須是 ${opts.min} 到 ${opts.max} 的${opts.integer ? '整數' : '數字'}，收到 "${raw}"`)
  }
  return n
}

function backupFromArgs(values: Record<string, string | boolean | undefined>, env: Env) {
  const hoursFlag = values['backup-interval-hours'] as string | undefined
  const keepFlag = values['backup-keep'] as string | undefined
  return Object.freeze({
    intervalHours: parseNumber(hoursFlag ?? env.POS_BACKUP_INTERVAL_HOURS ?? '24',
      hoursFlag ? '--backup-interval-hours' : 'POS_BACKUP_INTERVAL_HOURS', { min: 0, max: 8760, integer: false }),
    keep: parseNumber(keepFlag ?? env.POS_BACKUP_KEEP ?? '14', keepFlag ? '--backup-keep' : 'POS_BACKUP_KEEP', { min: 1, max: 1000, integer: true }),
  })
}

/**
 * Flags win over environment variables. An optional command word (backup, restore FILE) comes
 * before or among the flags. Throws ConfigError on bad input; returns null for --help.
 */
export function loadConfig(argv: string[], env: Env = process.env): Config | null {
  let values: Record<string, string | boolean | undefined>
  let positionals: string[]
  try {
    ;({ values, positionals } = parseArgs({
      args: argv,
      strict: true,
      allowPositionals: true,
      options: {
        port: { type: 'string' },
        host: { type: 'string' },
        data: { type: 'string' },
        demo: { type: 'boolean' },
        'bench-data': { type: 'boolean' },
        'mqtt-port': { type: 'string' },
        'no-mqtt': { type: 'boolean' },
        'backup-interval-hours': { type: 'string' },
        'backup-keep': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }))
  } catch (e) {
    throw new ConfigError((e as Error).message)
  }
  if (values.help) return null
  const command = commandOf(positionals)
  const portRaw = (values.port as string | undefined) ?? env.PORT ?? '3000'
  const host = (values.host as string | undefined) ?? env.HOST ?? '0.0.0.0'
  if (!host.trim()) throw new ConfigError('--host 不可為空')
  return Object.freeze({
    command,
    port: parsePort(portRaw, values.port ? '--port' : 'PORT'),
    host,
    dataDir: resolve((values.data as string | undefined) ?? env.POS_DATA_DIR ?? './data'),
    demo: Boolean(values.demo) || truthy(env.POS_DEMO),
    benchData: Boolean(values['bench-data']),
    version: pkg.version,
    trustProxy: truthy(env.POS_TRUST_PROXY),
    publicUrl: env.POS_PUBLIC_URL ? env.POS_PUBLIC_URL.replace(/\/$/, '') : null,
    oidc: oidcFromEnv(env),
    line: lineFromEnv(env),
    mqtt: mqttFromArgs(values, env, host),
    backup: backupFromArgs(values, env),
  })
}
