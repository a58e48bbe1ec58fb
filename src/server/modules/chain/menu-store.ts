// Menus down, the store's half: the leaf keeps a mirror of HQ's menu bucket (pulled across the leaf
// link from domain `hub` whenever the link is up, so the latest version is on the box after any time
// offline); the store reads its local mirror and keeps each version it finds, for a manager to apply.
// Applying reads only SQLite: the hub is never needed at apply time.
import type { Database } from 'bun:sqlite'
import type { Clock } from '../../clock'
import type { ChainConfig } from '../../config-chain'
import type { DbHandle } from '../../db/client'
import { AppError } from '../../http/app-error'
import { describeError, type Logger } from '../../log'
import type { ChainMenu } from '../../../shared/domain/chain-menu'
import type { ChainMenuService } from '../menu'
import { type ChainConnection, connectChain, MENU_BUCKET, MENU_KEY } from './nats'

/** How often the store looks at its own leaf's mirror (a loopback read of one key). */
const POLL_MS = 1000

export type ChainMenuState = { chain: boolean; latest: number | null; applied: number | null }

/** What a store has received and applied; on a box outside a chain, `chain` is false. */
export function createChainMenuState(sqlite: Database, menus: ChainMenuService, storeCode: string | null) {
  const code = sqlite.query<{ code: string | null }, [number]>('SELECT code FROM stores WHERE id = ?')
  const latest = sqlite.query<{ version: number }, []>('SELECT max(version) AS version FROM chain_menu_versions')
  const byVersion = sqlite.query<{ document: string }, [number]>(
    'SELECT document FROM chain_menu_versions WHERE version = ?',
  )
  /** Only the store whose code is the box's chain store takes HQ's menu. */
  const isChainStore = (storeId: number) => storeCode !== null && code.get(storeId)?.code === storeCode
  return {
    state(storeId: number): ChainMenuState {
      if (!isChainStore(storeId)) return { chain: false, latest: null, applied: null }
      return { chain: true, latest: latest.get()?.version ?? null, applied: menus.applied(storeId) }
    },
    apply(storeId: number, version: number) {
      if (!isChainStore(storeId)) throw new AppError('CHAIN_MENU_NOT_CHAIN_STORE')
      const row = byVersion.get(version)
      if (!row) throw new AppError('CHAIN_MENU_NOT_RECEIVED')
      return menus.apply(storeId, JSON.parse(row.document) as ChainMenu)
    },
  }
}

export function createChainMenuSync(d: {
  db: DbHandle
  log: Logger
  clock: Clock
  config: Extract<ChainConfig, { role: 'store' }>
}) {
  const keep = d.db.sqlite.query<unknown, [number, string, number]>(
    'INSERT OR IGNORE INTO chain_menu_versions (version, document, received_at) VALUES (?, ?, ?)',
  )
  const known = d.db.sqlite.query<{ v: number }, []>('SELECT coalesce(max(version), 0) AS v FROM chain_menu_versions')
  let conn: ChainConnection | null = null
  let kv: import('@nats-io/kv').KV | null = null
  let stopped = false
  let timer: ReturnType<typeof setTimeout> | null = null
  let warned = false

  async function look() {
    try {
      conn ??= await connectChain(d.config)
      const { Kvm } = await import('@nats-io/kv')
      kv ??= await new Kvm(conn.js).create(MENU_BUCKET, {
        mirror: { name: MENU_BUCKET, external: { api: '$JS.hub.API', deliver: '' } },
      })
      const entry = await kv.get(MENU_KEY)
      if (entry && entry.operation === 'PUT') {
        const text = entry.string()
        const version = (JSON.parse(text) as ChainMenu).version
        if (Number.isInteger(version) && version > known.get()!.v)
          await d.db.write(() => keep.run(version, text, d.clock.now()))
      }
      warned = false
    } catch (e) {
      // Logged once per outage: a leaf away for a day would otherwise log every second.
      if (!warned) d.log.warn('chain.menu_read_failed', `reading the chain menu mirror failed: ${describeError(e)}`)
      warned = true
    }
    if (!stopped) timer = setTimeout(look, POLL_MS)
  }

  return {
    start() {
      void look()
    },
    async stop() {
      stopped = true
      if (timer) clearTimeout(timer)
      await conn?.nc.close().catch(() => {})
    },
  }
}
