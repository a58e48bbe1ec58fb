// Per-store prices of the chain menu, HQ's half: a template dish's base price at one store, kept at
// HQ and sent inside every version published after it (each store applies its own, see
// `itemForStore`). Whole dollars unless the template store allows cents, bounded like menu prices.
import type { Clock } from '../../clock'
import type { DbHandle } from '../../db/client'
import { AppError } from '../../http/app-error'
import { chainKey } from '../../../shared/domain/chain-menu'
import { formatMoney } from '../../../shared/domain/money'
import { type ChainMenuService, requirePrice, storePricing } from '../menu'

/** The store whose menu is the chain's template: HQ's first store. */
export const templateStoreSql = 'SELECT id FROM stores ORDER BY id LIMIT 1'

export type StorePriceGrid = {
  stores: string[]
  items: { key: string; name: string; basePrice: string }[]
  /** Per store code, per item key: the store's price where it is not the template's. */
  prices: Record<string, Record<string, string>>
}

export function createHqStorePrices(d: {
  db: DbHandle
  clock: Clock
  menus: ChainMenuService
  storeCodes: () => string[]
}) {
  const sqlite = d.db.sqlite
  const template = sqlite.query<{ id: number }, []>(templateStoreSql)
  const rows = sqlite.query<{ storeCode: string; menuItemId: number; price: number }, []>(
    'SELECT store_code AS storeCode, menu_item_id AS menuItemId, price FROM hq_store_prices',
  )
  const upsert = sqlite.query<unknown, [string, number, number, number]>(
    `INSERT INTO hq_store_prices (store_code, menu_item_id, price, updated_at) VALUES (?, ?, ?, ?)
       ON CONFLICT (store_code, menu_item_id) DO UPDATE SET price = excluded.price, updated_at = excluded.updated_at`,
  )
  const clear = sqlite.query<unknown, [string, number]>(
    'DELETE FROM hq_store_prices WHERE store_code = ? AND menu_item_id = ?',
  )
  /** The template's dishes on sale, as the next version will list them. */
  const dishes = (storeId: number) => d.menus.snapshot(storeId).items.filter((i) => i.isActive)

  /** Every price kept for the stores HQ lists now, in cents by code and item key. */
  function byStore(): Record<string, Record<string, number>> {
    const active = new Set(d.storeCodes())
    const out: Record<string, Record<string, number>> = {}
    for (const r of rows.all()) {
      if (!active.has(r.storeCode)) continue
      out[r.storeCode] ??= {}
      out[r.storeCode]![chainKey('i', r.menuItemId)] = r.price
    }
    return out
  }

  return {
    byStore,
    grid(): StorePriceGrid {
      const store = template.get()
      const text = (prices: Record<string, number>) =>
        Object.fromEntries(Object.entries(prices).map(([key, cents]) => [key, formatMoney(cents)]))
      return {
        stores: d.storeCodes(),
        items: store
          ? dishes(store.id).map((i) => ({ key: i.key, name: i.name, basePrice: formatMoney(i.basePrice) }))
          : [],
        prices: Object.fromEntries(Object.entries(byStore()).map(([code, prices]) => [code, text(prices)])),
      }
    },
    /** Sets (or, with null, clears back to the template's) one dish's price at one store. */
    set(input: { storeCode: string; itemKey: string; price: string | null }) {
      if (!d.storeCodes().includes(input.storeCode)) throw new AppError('HQ_STORE_PRICE_UNKNOWN_STORE')
      const store = template.get()
      const id = Number(/^i(\d+)$/.exec(input.itemKey)?.[1])
      if (!store || !dishes(store.id).some((i) => i.key === input.itemKey))
        throw new AppError('HQ_STORE_PRICE_UNKNOWN_ITEM')
      const allowCents = storePricing(d.db, store.id).allowCentPrices
      const price = input.price === null ? null : requirePrice(input.price, '分店價格', allowCents)
      d.db.write(() =>
        price === null ? clear.run(input.storeCode, id) : upsert.run(input.storeCode, id, price, d.clock.now()),
      )
      return { storeCode: input.storeCode, itemKey: input.itemKey, price: price === null ? null : formatMoney(price) }
    },
  }
}
export type HqStorePrices = ReturnType<typeof createHqStorePrices>
