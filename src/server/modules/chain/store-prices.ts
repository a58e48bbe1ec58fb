// Per-store prices, HQ's half: a store's own price for a chain item (and its 外帶 price where the item
// has one), kept at HQ and put into the next published version; each store applies its own
// (menuForStore in the chain menu's domain). A store HQ priced nothing for sells at the template's.
import type { Database } from 'bun:sqlite'
import type { Clock } from '../../clock'
import type { ChainConfig } from '../../config-chain'
import type { DbHandle } from '../../db/client'
import { AppError } from '../../http/app-error'
import type { ChainMenu, StorePrice } from '../../../shared/domain/chain-menu'
import { CENTS_PER_DOLLAR, formatMoney, isWholeDollars, MAX_MONEY, parseMoney } from '../../../shared/domain/money'
import { formatNtdCents } from '../../../shared/format/money'
import type { HqStorePriceBody } from '../../../shared/api/requests/chain'

/** The stores HQ knows (their codes), in order: today the hub's sources, POS_HQ_STORES. */
export const hqStoreCodes = (config: ChainConfig | null): readonly string[] =>
  config?.role === 'hq' ? config.storeCodes : []

type Row = { storeCode: string; itemKey: string; price: number; takeoutPrice: number | null }

/** The dearest whole-dollar price within the money bound every menu price keeps. */
const MAX_PRICE = MAX_MONEY - (MAX_MONEY % CENTS_PER_DOLLAR)

/** Whole dollars from 0 to MAX_PRICE; anything else changes nothing. */
function storePrice(input: string | number, field: string) {
  const cents = parseMoney(input)
  if (cents === null || cents < 0 || cents > MAX_PRICE || !isWholeDollars(cents))
    throw new AppError('HQ_STORE_PRICE_INVALID', { field, max: formatNtdCents(MAX_PRICE) })
  return cents
}

export function createHqStorePrices(d: {
  db: DbHandle
  clock: Clock
  storeCodes: () => readonly string[]
  /** HQ's template menu as it would be published now; null before it has a store. */
  template: () => Pick<ChainMenu, 'items'> | null
}) {
  const sqlite: Database = d.db.sqlite
  const all = sqlite.query<Row, []>(
    `SELECT store_code AS storeCode, item_key AS itemKey, price, takeout_price AS takeoutPrice
       FROM hq_store_prices ORDER BY store_code, item_key`,
  )
  const upsert = sqlite.query<unknown, [string, string, number, number | null, number]>(
    `INSERT INTO hq_store_prices (store_code, item_key, price, takeout_price, updated_at) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (store_code, item_key) DO UPDATE SET price = excluded.price,
       takeout_price = excluded.takeout_price, updated_at = excluded.updated_at`,
  )
  const remove = sqlite.query<unknown, [string, string]>(
    'DELETE FROM hq_store_prices WHERE store_code = ? AND item_key = ?',
  )

  return {
    /** The grid HQ's 分店價格 screen shows: the stores, the template's items, and each store's own prices. */
    list() {
      const items = d.template()?.items ?? []
      return {
        stores: d.storeCodes(),
        items: items.map((i) => ({
          key: i.key,
          name: i.name,
          isActive: i.isActive,
          price: formatMoney(i.basePrice),
          takeoutPrice: i.channelPrices.takeout == null ? null : formatMoney(i.channelPrices.takeout),
        })),
        prices: all.all().map((r) => ({
          ...r,
          price: formatMoney(r.price),
          takeoutPrice: r.takeoutPrice === null ? null : formatMoney(r.takeoutPrice),
        })),
      }
    },
    /** Sets a store's price for an item, or with price null clears it back to the template's. */
    set(body: HqStorePriceBody) {
      if (!d.storeCodes().includes(body.storeCode)) throw new AppError('HQ_STORE_UNKNOWN', { code: body.storeCode })
      const item = d.template()?.items.find((i) => i.key === body.itemKey)
      if (!item) throw new AppError('HQ_CHAIN_ITEM_UNKNOWN')
      if (body.price === null) {
        d.db.write(() => remove.run(body.storeCode, body.itemKey))
        return { storeCode: body.storeCode, itemKey: body.itemKey, price: null, takeoutPrice: null }
      }
      const price = storePrice(body.price, '價格')
      const takeout = body.takeoutPrice == null ? null : storePrice(body.takeoutPrice, '外帶價')
      if (takeout !== null && item.channelPrices.takeout == null)
        throw new AppError('HQ_STORE_PRICE_NO_TAKEOUT', { name: item.name })
      d.db.write(() => upsert.run(body.storeCode, body.itemKey, price, takeout, d.clock.now()))
      const text = (c: number | null) => (c === null ? null : formatMoney(c))
      return { storeCode: body.storeCode, itemKey: body.itemKey, price: text(price), takeoutPrice: text(takeout) }
    },
    /** What a published version carries: by store code, its prices for the items the version has. */
    forSnapshot(itemKeys: ReadonlySet<string>) {
      const byStore: Record<string, Record<string, StorePrice>> = {}
      const stores = d.storeCodes()
      for (const r of all.all()) {
        if (!itemKeys.has(r.itemKey) || !stores.includes(r.storeCode)) continue
        byStore[r.storeCode] ??= {}
        byStore[r.storeCode]![r.itemKey] = { price: r.price, takeout: r.takeoutPrice }
      }
      return byStore
    },
  }
}
export type HqStorePrices = ReturnType<typeof createHqStorePrices>
