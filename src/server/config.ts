import { spawnSync } from 'node:child_process'
import { parseArgs } from 'node:util'
import { join, resolve } from 'node:path'
import type { MqttConfig } from '../devices'
import { DEFAULT_PRINTER_DEVICES, parseDevicePatterns } from '../shared/domain/server-paths'
import { LOG_FORMATS, type LogFormat } from './log'
import { VERSION } from './version'
import { chainFromArgs, type ChainConfig } from './config-chain'

export type OidcProviderConfig = {
  issuer: string
  clientId: string
  clientSecret: string
  scope: string
}

/**
 * The first word on the command line: run the server (default), or one backup task and exit; --version prints the
 * version.
 */
export type Command = Readonly<
  { name: 'serve' } | { name: 'backup' } | { name: 'restore'; file: string } | { name: 'version' }
>

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
  /** The one folder 電子發票 message files are written under (Turnkey's UpCast); the API cannot point elsewhere. */
  einvoiceDir: string
  /** The OS group (Turnkey's account's) that may read the e-invoice folder and files; null: the POS account only. */
  einvoiceGroup: Readonly<{ name: string; gid: number }> | null
  /** The 光貿 (Amego) 加值中心's API address; only the owner's environment sets it, never the API. */
  amegoUrl: string
  /** Patterns a USB or serial printer's device path must match (the defaults plus the owner's). */
  printerDevices: readonly string[]
  /** How log lines are written: text for a terminal, json (one object per line) for journald or Docker. */
  logFormat: LogFormat
  /** A chain store's leaf node or HQ's hub (docs/CHAIN.md); null: a single store, no NATS. */
  chain: ChainConfig | null
}>

export const HELP = `pos-server ${VERSION} — 餐廳 POS 伺服器

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
  --einvoice-dir <dir>         電子發票上傳檔案的資料夾，即 Turnkey 的 UpCast (POS_EINVOICE_DIR，預設 <資料夾>/einvoice)
  --einvoice-group <群組>       讓此系統群組（例如 Turnkey 執行帳號的群組）可讀取電子發票資料夾與檔案
                               (POS_EINVOICE_GROUP；資料夾 2770、檔案 0640)；未設定時只有 POS 帳號可讀
  --printer-devices <清單>     另外允許的 USB／序列埠印表機裝置路徑，逗號分隔，可用 * (POS_PRINTER_DEVICES，
                               例如 /dev/ttyAMA*)；預設只允許 ${DEFAULT_PRINTER_DEVICES.join(' ')}
  --log-format <text|json>     紀錄格式 (POS_LOG_FORMAT，預設 text)；json 為每行一個 JSON 物件，供 journald、Docker
  --hq            總部模式：從 NATS hub 收各店銷售並提供全連鎖報表 (POS_HQ=1；需 POS_CHAIN_NATS_URL)
  --version       顯示版本 (例如 0.1.0+g6c7f75d：版本號與建置時的 git commit)
  --help          顯示此說明

外部登入 (選用): POS_OIDC_ISSUER, POS_OIDC_CLIENT_ID, POS_OIDC_CLIENT_SECRET;
LINE 登入: POS_LINE_CHANNEL_ID, POS_LINE_CHANNEL_SECRET。
反向代理後方: POS_TRUST_PROXY=1, POS_PUBLIC_URL=https://pos.example.tw
備份存放於 <資料夾>/backups/pos-YYYYMMDD-HHMMSS.db；店長也可在設定頁下載。請定期複製到其他裝置保存。
升級套用資料庫遷移前先備份為 backups/pos-before-upgrade-<舊>-<新>-YYYYMMDD-HHMMSS.db。
同一資料夾只能執行一個伺服器（以 <資料夾>/pos.lock 鎖定）。
連鎖店 (選用，見 docs/CHAIN.md): POS_CHAIN_NATS_URL, POS_CHAIN_USER, POS_CHAIN_PASSWORD, POS_CHAIN_STORE
總部發放分店帳號: POS_HQ_HUB_USERS, POS_HQ_HUB_PID, POS_HQ_LEAF_URL, POS_HQ_LEAF_CA (見 docs/CHAIN.md)
光貿加值中心 API 位址: POS_AMEGO_URL (預設 https://invoice-api.amego.tw)
外部 MQTT broker (取代內建): POS_MQTT_URL=mqtt://host:1883, POS_MQTT_USERNAME, POS_MQTT_PASSWORD
`

/** A bad flag, command or variable: one line, zh-TW then English, for the console. */
export class ConfigError extends Error {
  constructor(zh: string, en: string) {
    super(`${zh}。Error: ${en}.`)
  }
}

/** node:util's parseArgs speaks English with advice about '--': say what is wrong, in both languages. */
function flagError(e: Error & { code?: string }): ConfigError {
  const flag = /'(-[^' ]*)/.exec(e.message)?.[1] ?? ''
  if (e.code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') return new ConfigError(`未知的選項 ${flag}`, `unknown option ${flag}`)
  if (/does not take an argument/.test(e.message)) return new ConfigError(`${flag} 不接受值`, `${flag} takes no value`)
  if (e.code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE')
    return new ConfigError(`${flag} 需要一個值`, `${flag} needs a value`)
  return new ConfigError(`選項不正確：${e.message}`, e.message)
}

type Env = Record<string, string | undefined>

function parsePort(raw: string, source: string): number {
  const n = Number(raw)
  if (!/^\d+$/.test(raw) || n < 1 || n > 65535) {
    throw new ConfigError(
      `${source} 必須是 1 到 65535 的整數，收到 "${raw}"`,
      `${source} must be an integer from 1 to 65535, got "${raw}"`,
    )
  }
  return n
}

function truthy(v: string | undefined): boolean {
  return v !== undefined && ['1', 'true', 'yes', 'on'].includes(v.toLowerCase())
}

function oidcFromEnv(env: Env): OidcProviderConfig | null {
  const { POS_OIDC_ISSUER: issuer, POS_OIDC_CLIENT_ID: clientId, POS_OIDC_CLIENT_SECRET: clientSecret } = env
  if (!issuer || !clientId || !clientSecret) return null
  return {
    issuer: issuer.replace(/\/$/, ''),
    clientId,
    clientSecret,
    scope: env.POS_OIDC_SCOPE ?? 'openid profile email',
  }
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
  if (url && !/^(mqtts?|wss?|tcp):\/\/[^/\s]+/.test(url)) {
    throw new ConfigError(
      `POS_MQTT_URL 必須是 mqtt://主機:埠 格式，收到 "${url}"`,
      `POS_MQTT_URL must be mqtt://host:port, got "${url}"`,
    )
  }
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
    throw new ConfigError(
      `未知的指令「${word}」，可用的指令：backup、restore`,
      `unknown command "${word}"; the commands are backup, restore`,
    )
  }
  if (word === 'restore' && !rest[0]?.trim()) {
    throw new ConfigError(
      'restore 需要備份檔路徑：pos-server restore <備份檔>',
      'restore needs a backup file: pos-server restore <file>',
    )
  }
  const extra = rest.slice(word === 'restore' ? 1 : 0)
  if (extra.length) throw new ConfigError(`多餘的參數：${extra.join(' ')}`, `unexpected arguments: ${extra.join(' ')}`)
  return word === 'restore' ? { name: 'restore', file: resolve(rest[0]) } : { name: word ?? 'serve' }
}

function parseNumber(raw: string, source: string, opts: { min: number; max: number; integer: boolean }): number {
  const n = Number(raw)
  const shape = opts.integer ? /^\d+$/ : /^\d+(\.\d+)?$/
  if (!shape.test(raw) || n < opts.min || n > opts.max) {
    throw new ConfigError(
      `${source} 必須是 ${opts.min} 到 ${opts.max} 的${opts.integer ? '整數' : '數字'}，收到 "${raw}"`,
      `${source} must be ${opts.integer ? 'an integer' : 'a number'} from ${opts.min} to ${opts.max}, got "${raw}"`,
    )
  }
  return n
}

function backupFromArgs(values: Record<string, string | boolean | undefined>, env: Env) {
  const hoursFlag = values['backup-interval-hours'] as string | undefined
  const keepFlag = values['backup-keep'] as string | undefined
  return Object.freeze({
    intervalHours: parseNumber(
      hoursFlag ?? env.POS_BACKUP_INTERVAL_HOURS ?? '24',
      hoursFlag ? '--backup-interval-hours' : 'POS_BACKUP_INTERVAL_HOURS',
      { min: 0, max: 8760, integer: false },
    ),
    keep: parseNumber(keepFlag ?? env.POS_BACKUP_KEEP ?? '14', keepFlag ? '--backup-keep' : 'POS_BACKUP_KEEP', {
      min: 1,
      max: 1000,
      integer: true,
    }),
  })
}

function logFormatOf(values: Record<string, string | boolean | undefined>, env: Env): LogFormat {
  const flag = values['log-format'] as string | undefined
  const raw = flag ?? env.POS_LOG_FORMAT ?? 'text'
  const source = flag ? '--log-format' : 'POS_LOG_FORMAT'
  if (!(LOG_FORMATS as readonly string[]).includes(raw))
    throw new ConfigError(
      `${source} 必須是 text 或 json，收到 "${raw}"`,
      `${source} must be text or json, got "${raw}"`,
    )
  return raw as LogFormat
}

function printerDevicesOf(values: Record<string, string | boolean | undefined>, env: Env): readonly string[] {
  const flag = values['printer-devices'] as string | undefined
  const extra = parseDevicePatterns(flag ?? env.POS_PRINTER_DEVICES ?? '')
  const source = flag !== undefined ? '--printer-devices' : 'POS_PRINTER_DEVICES'
  if (!extra)
    throw new ConfigError(
      `${source} 的每個路徑都必須以 / 開頭，且不可含 . 或 .. 段落`,
      `every path in ${source} must start with / and hold no . or .. segment`,
    )
  return Object.freeze([...DEFAULT_PRINTER_DEVICES, ...extra])
}

function einvoiceDirOf(values: Record<string, string | boolean | undefined>, env: Env, dataDir: string): string {
  const flag = values['einvoice-dir'] as string | undefined
  const raw = flag ?? env.POS_EINVOICE_DIR
  if (raw === undefined) return join(dataDir, 'einvoice')
  const source = flag !== undefined ? '--einvoice-dir' : 'POS_EINVOICE_DIR'
  if (!raw.trim()) throw new ConfigError(`${source} 不可為空`, `${source} must not be empty`)
  return resolve(raw)
}

/** The group by name (through the system's group database, `getent`) or by number. */
function einvoiceGroupOf(values: Record<string, string | boolean | undefined>, env: Env) {
  const flag = values['einvoice-group'] as string | undefined
  const raw = (flag ?? env.POS_EINVOICE_GROUP)?.trim()
  if (raw === undefined || raw === '') return null
  const source = flag !== undefined ? '--einvoice-group' : 'POS_EINVOICE_GROUP'
  if (/^\d+$/.test(raw)) return Object.freeze({ name: raw, gid: Number(raw) })
  const found = /^[\w.-]+$/.test(raw) ? spawnSync('getent', ['group', raw], { encoding: 'utf8' }) : null
  const gid = found?.status === 0 ? Number(found.stdout.split(':')[2]) : Number.NaN
  if (!Number.isInteger(gid))
    throw new ConfigError(`${source} 找不到系統群組 ${raw}`, `${source}: no system group named ${raw}`)
  return Object.freeze({ name: raw, gid })
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
        'log-format': { type: 'string' },
        'einvoice-dir': { type: 'string' },
        'einvoice-group': { type: 'string' },
        'printer-devices': { type: 'string' },
        hq: { type: 'boolean' },
        version: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    }))
  } catch (e) {
    throw flagError(e as Error)
  }
  if (values.help) return null
  const command: Command = values.version ? { name: 'version' } : commandOf(positionals)
  const portRaw = (values.port as string | undefined) ?? env.PORT ?? '3000'
  const host = (values.host as string | undefined) ?? env.HOST ?? '0.0.0.0'
  if (!host.trim()) throw new ConfigError('--host 不可為空', '--host must not be empty')
  const dataDir = resolve((values.data as string | undefined) ?? env.POS_DATA_DIR ?? './data')
  return Object.freeze({
    command,
    port: parsePort(portRaw, values.port ? '--port' : 'PORT'),
    host,
    dataDir,
    demo: Boolean(values.demo) || truthy(env.POS_DEMO),
    benchData: Boolean(values['bench-data']),
    version: VERSION,
    trustProxy: truthy(env.POS_TRUST_PROXY),
    publicUrl: env.POS_PUBLIC_URL ? env.POS_PUBLIC_URL.replace(/\/$/, '') : null,
    oidc: oidcFromEnv(env),
    line: lineFromEnv(env),
    mqtt: mqttFromArgs(values, env, host),
    backup: backupFromArgs(values, env),
    logFormat: logFormatOf(values, env),
    einvoiceDir: einvoiceDirOf(values, env, dataDir),
    einvoiceGroup: einvoiceGroupOf(values, env),
    amegoUrl: (env.POS_AMEGO_URL ?? 'https://invoice-api.amego.tw').replace(/\/$/, ''),
    printerDevices: printerDevicesOf(values, env),
    chain: chainFromArgs(Boolean(values.hq) || truthy(env.POS_HQ), env, (zh, en) => new ConfigError(zh, en)),
  })
}
