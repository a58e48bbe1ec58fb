// Menus down, HQ's half: publishing takes a snapshot of HQ's template store (its first store) as the
// next version, committed in HQ's database first; a sender then puts every version not yet sent into
// the hub's KV bucket, whenever the hub is there. Stores mirror that bucket onto their own leaves.
import type { Database } from 'bun:sqlite'
import type { Clock } from '../../clock'
import type { ChainConfig } from '../../config-chain'
import type { DbHandle } from '../../db/client'
import { AppError } from '../../http/app-error'
import { describeError, type Logger } from '../../log'
import type { ChainMenu } from '../../../shared/domain/chain-menu'
import type { ChainMenuService } from '../menu'
import { connectChain, MENU_BUCKET, MENU_KEY } from './nats'
import { createSendLoop } from './send-loop'
import { type HqStorePrices, templateStoreSql } from './store-prices'

/** Versions the hub's bucket keeps (a store applies the latest; older ones are for looking back). */
const HISTORY = 10

export type HqMenuVersion = { version: number; items: number; publishedAt: number; sentAt: number | null }

/** HQ's published versions, newest first, on any server (empty but at HQ). */
export const hqMenuVersions = (sqlite: Database) =>
  sqlite
    .query<HqMenuVersion, []>(
      `SELECT version, items, published_at AS publishedAt, sent_at AS sentAt FROM hq_menu_versions
        ORDER BY version DESC LIMIT 100`,
    )
    .all()

export function createHqMenuPublisher(d: {
  db: DbHandle
  log: Logger
  clock: Clock
  menus: ChainMenuService
  config: Extract<ChainConfig, { role: 'hq' }>
  storePrices: Pick<HqStorePrices, 'byStore'>
}) {
  const sqlite = d.db.sqlite
  const template = sqlite.query<{ id: number }, []>(templateStoreSql)
  const unsent = sqlite.query<{ version: number; document: string }, []>(
    'SELECT version, document FROM hq_menu_versions WHERE sent_at IS NULL ORDER BY version',
  )
  const lastVersion = sqlite.query<{ v: number }, []>('SELECT coalesce(max(version), 0) AS v FROM hq_menu_versions')
  const insert = sqlite.query<unknown, [number, string, number, number]>(
    'INSERT INTO hq_menu_versions (version, document, items, published_at) VALUES (?, ?, ?, ?)',
  )
  const markSent = sqlite.query<unknown, [number, number]>('UPDATE hq_menu_versions SET sent_at = ? WHERE version = ?')
  const loop = createSendLoop({
    connect: () => connectChain(d.config),
    async run(conn) {
      const { Kvm } = await import('@nats-io/kv')
      const kv = await new Kvm(conn.js).create(MENU_BUCKET, { history: HISTORY })
      for (const row of unsent.all()) {
        await kv.put(MENU_KEY, row.document)
        await d.db.write(() => markSent.run(d.clock.now(), row.version))
      }
    },
    failed: (e) =>
      d.log.warn(
        'chain.menu_send_failed',
        `putting the chain menu in the hub's bucket failed (retrying): ${describeError(e)}`,
      ),
  })

  /** The template store's menu as the next version; the hub gets it as soon as it can. */
  function publish(): HqMenuVersion {
    const version = d.db.write(() => {
      const store = template.get()
      if (!store) throw new AppError('HQ_MENU_NO_TEMPLATE')
      const menu: ChainMenu = {
        version: lastVersion.get()!.v + 1,
        publishedAt: d.clock.now(),
        ...d.menus.snapshot(store.id),
        storePrices: d.storePrices.byStore(),
      }
      insert.run(menu.version, JSON.stringify(menu), menu.items.length, menu.publishedAt)
      return { version: menu.version, items: menu.items.length, publishedAt: menu.publishedAt, sentAt: null }
    })
    loop.kick()
    return version
  }

  return { publish, start: loop.kick, stop: loop.stop }
}
