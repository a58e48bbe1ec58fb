// HQ's stores and their hub credentials (docs/CHAIN.md "Adding a store"): HQ issues each store a random
// secret, shows it once and keeps only its bcrypt hash; every change rewrites the hub's users and the
// hub stream's sources, so a store added here sells into HQ's reports without a restart.
import { randomBytes } from 'node:crypto'
import type { Clock } from '../../clock'
import { type ChainConfig, isStoreCode } from '../../config-chain'
import type { DbHandle } from '../../db/client'
import { AppError } from '../../http/app-error'
import type { Logger } from '../../log'
import { type HubStoreUser, writeHubUsers } from './hub-users'
import { leafConfig, storeHubUser } from './nats-config'

export type HqStore = {
  code: string
  name: string
  hasSecret: boolean
  createdAt: number
  rotatedAt: number | null
  revokedAt: number | null
}
/** What a technician takes to the store's box, shown this once: nothing but the hash stays at HQ. */
export type IssuedStore = { store: HqStore; secret: string; leafConfig: string; hubReloaded: boolean }

const NAME_MAX = 40
/** A secret of 32 random bytes, URL-safe (it rides in the leaf's remote URL): 43 characters. */
const newSecret = () => randomBytes(32).toString('base64url')
const bcrypt = (secret: string) => Bun.password.hash(secret, { algorithm: 'bcrypt' })

export function createHqStores(d: {
  db: DbHandle
  log: Logger
  clock: Clock
  config: Extract<ChainConfig, { role: 'hq' }>
  /** The hub stream's sources follow the stores: called after every change. */
  storesChanged: () => void
}) {
  const sqlite = d.db.sqlite
  const hub = d.config.hub
  const COLUMNS = `code, name, secret_hash IS NOT NULL AS hasSecret, created_at AS createdAt,
    rotated_at AS rotatedAt, revoked_at AS revokedAt`
  const all = sqlite.query<HqStore, []>(`SELECT ${COLUMNS} FROM hq_stores ORDER BY created_at, code`)
  const one = sqlite.query<HqStore, [string]>(`SELECT ${COLUMNS} FROM hq_stores WHERE code = ?`)
  const active = sqlite.query<{ code: string }, []>('SELECT code FROM hq_stores WHERE revoked_at IS NULL ORDER BY code')
  const withSecret = sqlite.query<HubStoreUser, []>(
    `SELECT code, secret_hash AS secretHash FROM hq_stores
      WHERE revoked_at IS NULL AND secret_hash IS NOT NULL ORDER BY code`,
  )
  const reserve = sqlite.query<unknown, [string, string, number]>(
    'INSERT INTO hq_stores (code, name, created_at) VALUES (?, ?, ?) ON CONFLICT (code) DO NOTHING',
  )
  const setHash = sqlite.query<unknown, [string, number | null, string]>(
    'UPDATE hq_stores SET secret_hash = ?, rotated_at = ? WHERE code = ?',
  )
  const revokeRow = sqlite.query<unknown, [number, string]>(
    'UPDATE hq_stores SET revoked_at = ?, secret_hash = NULL WHERE code = ? AND revoked_at IS NULL',
  )
  let hqHash: Promise<string> | null = null

  // SQLite answers the IS NOT NULL as 0 or 1.
  const shaped = (row: HqStore): HqStore => ({ ...row, hasSecret: Boolean(row.hasSecret) })
  const storeOf = (code: string) => {
    const row = one.get(code)
    if (!row) throw new AppError('HQ_STORE_NOT_FOUND', { code })
    return shaped(row)
  }
  /** The hub's users and the stream's sources, as the table now says. */
  async function publish(): Promise<boolean> {
    d.storesChanged()
    const user = d.config.user
    if (!hub || !user) return false
    hqHash ??= bcrypt(d.config.pass ?? '')
    return writeHubUsers(hub, { user, passwordHash: await hqHash }, withSecret.all(), d.log)
  }
  function requireHub() {
    if (!hub) throw new AppError('HQ_STORES_OFF')
    return hub
  }
  async function issue(code: string, rotated: number | null): Promise<IssuedStore> {
    const h = requireHub()
    const secret = newSecret()
    const hash = await bcrypt(secret)
    d.db.write(() => setHash.run(hash, rotated, code))
    const hubReloaded = await publish()
    const remote = new URL(h.leafUrl)
    remote.username = storeHubUser(code)
    remote.password = secret
    const config = leafConfig({
      code,
      listen: '127.0.0.1:4222',
      storeDir: '/var/lib/nats',
      localUser: 'pos',
      // The leaf and the POS read one password from the box's environment: HQ never knows it, and
      // a rotation changes the leaf's remote alone.
      localPassword: { env: 'POS_CHAIN_PASSWORD' },
      remote: { url: remote.toString(), caFile: h.leafCaFile ?? undefined },
    })
    return { store: storeOf(code), secret, leafConfig: config, hubReloaded }
  }

  return {
    list: () => all.all().map(shaped),
    /** The codes whose streams the hub sources: every store not revoked. */
    activeCodes: () => active.all().map((r) => r.code),
    /** A new store and its first secret. The row is taken first, so of concurrent adds of one code one wins. */
    async add(input: { code: string; name: string }): Promise<IssuedStore> {
      requireHub()
      const code = input.code.trim()
      const name = input.name.trim()
      if (!isStoreCode(code)) throw new AppError('HQ_STORE_CODE_INVALID')
      if (!name || name.length > NAME_MAX) throw new AppError('HQ_STORE_NAME_REQUIRED')
      const taken = d.db.write(() => reserve.run(code, name, d.clock.now()).changes === 0)
      if (taken) throw new AppError('HQ_STORE_EXISTS', { code })
      return issue(code, null)
    },
    /** A new secret; the old one stops linking once the hub has reloaded. */
    async rotate(code: string): Promise<IssuedStore> {
      requireHub()
      if (storeOf(code).revokedAt !== null) throw new AppError('HQ_STORE_REVOKED', { code })
      return issue(code, d.clock.now())
    },
    /** The store's hub user goes and its stream is no longer sourced; its code stays taken. */
    async revoke(code: string): Promise<{ store: HqStore; hubReloaded: boolean }> {
      requireHub()
      if (storeOf(code).revokedAt !== null) throw new AppError('HQ_STORE_REVOKED', { code })
      d.db.write(() => revokeRow.run(d.clock.now(), code))
      return { hubReloaded: await publish(), store: storeOf(code) }
    },
    /**
     * The stores of POS_HQ_STORES join the table without a secret (a hub whose users are written by hand
     * keeps them; with POS_HQ_HUB_USERS such a store links once 更換密碼 issues one), then the hub's files.
     */
    start() {
      const now = d.clock.now()
      d.db.write(() => {
        for (const code of d.config.storeCodes) reserve.run(code, code, now)
      })
      void publish()
    },
  }
}
export type HqStores = ReturnType<typeof createHqStores>
