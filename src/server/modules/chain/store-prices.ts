// Per-store prices of the chain menu, HQ's half: a template dish's base price at one store, or in a
// price tier several stores share, kept at HQ and sent inside every version published after it
// (each store applies its own, see `itemForStore`). Whole dollars unless the template store allows
// cents, bounded like menu prices.
import type { Clock } from '../../clock'
import type { DbHandle } from '../../db/client'
import { AppError } from '../../http/app-error'
import { chainKey, storePricesWithTiers } from '../../../shared/domain/chain-menu'
import { formatMoney } from '../../../shared/domain/money'
import { type ChainMenuService, requirePrice, storePricing } from '../menu'
import type { HqPriceTiers, PriceTier } from './price-tiers'

/** The store whose menu is the chain's template: HQ's first store. */
export const templateStoreSql = 'SELECT id FROM stores ORDER BY id LIMIT 1'

type Dish = { key: string; name: string; basePrice: string }
export type StorePriceGrid = {
  stores: string[]
  items: Dish[]
  /** Per store code, per item key: the store's own price where it is not the template's. */
  prices: Record<string, Record<string, string>>
  tiers: PriceTier[]
  /** Per store code: the tier it sells at, for the stores in one. */
  storeTiers: Record<string, number>
}

/** Cents in a store's or tier's column: the template's price texts. */
export const priceTexts = (prices: Record<string, number>) =>
  Object.fromEntries(Object.entries(prices).map(([key, cents]) => [key, formatMoney(cents)]))

/** The template's dishes on sale, and a price typed for one of them checked as its menu would. */
export function templateDishes(d: { db: DbHandle; menus: ChainMenuService }) {
  const template = d.db.sqlite.query<{ id: number }, []>(templateStoreSql)
  const dishes = (storeId: number) => d.menus.snapshot(storeId).items.filter((i) => i.isActive)
  return {
    list(): Dish[] {
      const store = template.get()
      return store
        ? dishes(store.id).map((i) => ({ key: i.key, name: i.name, basePrice: formatMoney(i.basePrice) }))
        : []
    },
    /** The dish's row id and the price in cents (null: back to the template's); 404 or 422 if not. */
    price(itemKey: string, price: string | null, label: string): { menuItemId: number; cents: number | null } {
      const store = template.get()
      if (!store || !dishes(store.id).some((i) => i.key === itemKey)) throw new AppError('HQ_STORE_PRICE_UNKNOWN_ITEM')
      const allowCents = storePricing(d.db, store.id).allowCentPrices
      return {
        menuItemId: Number(/^i(\d+)$/.exec(itemKey)?.[1]),
        cents: price === null ? null : requirePrice(price, label, allowCents),
      }
    },
  }
}
export type TemplateDishes = ReturnType<typeof templateDishes>

export function createHqStorePrices(d: {
  db: DbHandle
  clock: Clock
  template: TemplateDishes
  tiers: HqPriceTiers
  storeCodes: () => string[]
}) {
  const sqlite = d.db.sqlite
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

  /** The prices HQ set for each store it lists now, in cents by code and item key. */
  function ownByStore(): Record<string, Record<string, number>> {
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
    /** Each listed store's prices as a version carries them: its own, else its tier's. */
    byStore(): Record<string, Record<string, number>> {
      return storePricesWithTiers({ own: ownByStore(), storeTiers: d.tiers.storeTiers(), tiers: d.tiers.byTier() })
    },
    grid(): StorePriceGrid {
      return {
        stores: d.storeCodes(),
        items: d.template.list(),
        prices: Object.fromEntries(Object.entries(ownByStore()).map(([code, prices]) => [code, priceTexts(prices)])),
        tiers: d.tiers.list(),
        storeTiers: d.tiers.storeTiers(),
      }
    },
    /** Sets (or, with null, clears back to the tier's or template's) one dish's price at one store. */
    set(input: { storeCode: string; itemKey: string; price: string | null }) {
      if (!d.storeCodes().includes(input.storeCode)) throw new AppError('HQ_STORE_PRICE_UNKNOWN_STORE')
      const { menuItemId, cents } = d.template.price(input.itemKey, input.price, '分店價格')
      d.db.write(() =>
        cents === null
          ? clear.run(input.storeCode, menuItemId)
          : upsert.run(input.storeCode, menuItemId, cents, d.clock.now()),
      )
      return { storeCode: input.storeCode, itemKey: input.itemKey, price: cents === null ? null : formatMoney(cents) }
    },
  }
}
export type HqStorePrices = ReturnType<typeof createHqStorePrices>
