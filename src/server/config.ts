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

export type Config = Readonly<{
  port: number
  host: string
  dataDir: string
  demo: boolean
  version: string
  /** Take the client address from X-Forwarded-For (only behind a reverse proxy you run). */
  trustProxy: boolean
  /** Public origin for OIDC callbacks when behind a proxy; else derived from the request. */
  publicUrl: string | null
  oidc: OidcProviderConfig | null
  line: OidcProviderConfig | null
  mqtt: MqttConfig
}>

export const HELP = `pos-server ${pkg.version} — 餐廳 POS 伺服器

用法: pos-server [選項]

  --port <n>      HTTP 連接埠 (環境變數 PORT，預設 3000)
  --host <addr>   監聽位址 (HOST，預設 0.0.0.0)
  --data <dir>    資料夾，存放 pos.db (POS_DATA_DIR，預設 ./data)
  --demo          空資料庫時載入示範餐廳資料 (POS_DEMO=1)
  --mqtt-port <n> 內建 MQTT broker 的 TCP 連接埠 (POS_MQTT_PORT，預設 1883)；
                  瀏覽器另可經 HTTP 連接埠的 /mqtt 以 WebSocket 連線
  --no-mqtt       不啟動 MQTT (POS_NO_MQTT=1)
  --help          顯示此說明

外部登入 (選用): POS_OIDC_ISSUER, POS_OIDC_CLIENT_ID, POS_OIDC_CLIENT_SECRET;
LINE 登入: POS_LINE_CHANNEL_ID, POS_LINE_CHANNEL_SECRET。
反向代理後方: POS_TRUST_PROXY=1, POS_PUBLIC_URL=https://pos.example.tw
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

/** Flags win over environment variables. Throws ConfigError on bad input; returns null for --help. */
export function loadConfig(argv: string[], env: Env = process.env): Config | null {
  let values: Record<string, string | boolean | undefined>
  try {
    ;({ values } = parseArgs({
      args: argv,
      strict: true,
      allowPositionals: false,
      options: {
        port: { type: 'string' },
        host: { type: 'string' },
        data: { type: 'string' },
        demo: { type: 'boolean' },
        'mqtt-port': { type: 'string' },
        'no-mqtt': { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    }))
  } catch (e) {
    throw new ConfigError((e as Error).message)
  }
  if (values.help) return null
  const portRaw = (values.port as string | undefined) ?? env.PORT ?? '3000'
  const host = (values.host as string | undefined) ?? env.HOST ?? '0.0.0.0'
  if (!host.trim()) throw new ConfigError('--host 不可為空')
  return Object.freeze({
    port: parsePort(portRaw, values.port ? '--port' : 'PORT'),
    host,
    dataDir: resolve((values.data as string | undefined) ?? env.POS_DATA_DIR ?? './data'),
    demo: Boolean(values.demo) || truthy(env.POS_DEMO),
    version: pkg.version,
    trustProxy: truthy(env.POS_TRUST_PROXY),
    publicUrl: env.POS_PUBLIC_URL ? env.POS_PUBLIC_URL.replace(/\/$/, '') : null,
    oidc: oidcFromEnv(env),
    line: lineFromEnv(env),
    mqtt: mqttFromArgs(values, env, host),
  })
}
