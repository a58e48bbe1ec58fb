// Price tiers of the chain menu: a named price level (機場價, 百貨價) several stores share, so HQ sets a
// dish's price once for all of them. A store's own price still comes first; each version carries every
// store's prices already resolved (`storePricesWithTiers`), so a store applies them as it always did.
import type { Clock } from '../../clock'
import type { DbHandle } from '../../db/client'
import { AppError } from '../../http/app-error'
import { chainKey } from '../../../shared/domain/chain-menu'
import { formatMoney } from '../../../shared/domain/money'
import { priceTexts, type TemplateDishes } from './store-prices'

export const TIER_NAME_MAX = 20

export type PriceTier = {
  id: number
  name: string
  /** Per item key: the tier's price where it is not the template's. */
  prices: Record<string, string>
}

export function createHqPriceTiers(d: {
  db: DbHandle
  clock: Clock
  template: TemplateDishes
  storeCodes: () => string[]
}) {
  const sqlite = d.db.sqlite
  const tiers = sqlite.query<{ id: number; name: string }, []>('SELECT id, name FROM hq_price_tiers ORDER BY id')
  const exists = sqlite.query<{ id: number }, [number]>('SELECT id FROM hq_price_tiers WHERE id = ?')
  // The name is reserved by the insert itself: of a burst of the same name exactly one is made.
  const insert = sqlite.query<{ id: number }, [string, number]>(
    'INSERT INTO hq_price_tiers (name, created_at) VALUES (?, ?) ON CONFLICT (name) DO NOTHING RETURNING id',
  )
  const remove = sqlite.query<unknown, [number]>('DELETE FROM hq_price_tiers WHERE id = ?')
  const prices = sqlite.query<{ tierId: number; menuItemId: number; price: number }, []>(
    'SELECT tier_id AS tierId, menu_item_id AS menuItemId, price FROM hq_tier_prices',
  )
  const upsert = sqlite.query<unknown, [number, number, number, number]>(
    `INSERT INTO hq_tier_prices (tier_id, menu_item_id, price, updated_at) VALUES (?, ?, ?, ?)
       ON CONFLICT (tier_id, menu_item_id) DO UPDATE SET price = excluded.price, updated_at = excluded.updated_at`,
  )
  const clear = sqlite.query<unknown, [number, number]>(
    'DELETE FROM hq_tier_prices WHERE tier_id = ? AND menu_item_id = ?',
  )
  const assigned = sqlite.query<{ code: string; tierId: number }, []>(
    'SELECT code, price_tier_id AS tierId FROM hq_stores WHERE price_tier_id IS NOT NULL',
  )
  const assign = sqlite.query<unknown, [number | null, string]>('UPDATE hq_stores SET price_tier_id = ? WHERE code = ?')

  const requireTier = (id: number) => {
    if (!exists.get(id)) throw new AppError('HQ_PRICE_TIER_NOT_FOUND')
  }

  /** Every tier's prices in cents, by tier id and item key. */
  function byTier(): Record<number, Record<string, number>> {
    const out: Record<number, Record<string, number>> = {}
    for (const r of prices.all()) {
      out[r.tierId] ??= {}
      out[r.tierId]![chainKey('i', r.menuItemId)] = r.price
    }
    return out
  }

  return {
    byTier,
    /** The tier of each store HQ lists now, for the stores in one. */
    storeTiers(): Record<string, number> {
      const active = new Set(d.storeCodes())
      return Object.fromEntries(assigned.all().flatMap((r) => (active.has(r.code) ? [[r.code, r.tierId]] : [])))
    },
    list(): PriceTier[] {
      const cents = byTier()
      return tiers.all().map((t) => ({ ...t, prices: priceTexts(cents[t.id] ?? {}) }))
    },
    create(input: { name: string }): { id: number; name: string } {
      const name = input.name.trim()
      if (!name || name.length > TIER_NAME_MAX) throw new AppError('HQ_PRICE_TIER_NAME_INVALID')
      const made = d.db.write(() => insert.get(name, d.clock.now()))
      if (!made) throw new AppError('HQ_PRICE_TIER_EXISTS', { name })
      return { id: made.id, name }
    },
    /** Its stores go back to their own and the template's prices (the column is set null). */
    remove(id: number): { id: number } {
      requireTier(id)
      d.db.write(() => remove.run(id))
      return { id }
    },
    /** Sets (or, with null, clears back to the template's) one dish's price in one tier. */
    setPrice(tierId: number, input: { itemKey: string; price: string | null }) {
      requireTier(tierId)
      const { menuItemId, cents } = d.template.price(input.itemKey, input.price, '價格等級的價格')
      d.db.write(() =>
        cents === null ? clear.run(tierId, menuItemId) : upsert.run(tierId, menuItemId, cents, d.clock.now()),
      )
      return { tierId, itemKey: input.itemKey, price: cents === null ? null : formatMoney(cents) }
    },
    /** Puts a store in a tier, or (null) in none. */
    assign(input: { storeCode: string; tierId: number | null }) {
      if (!d.storeCodes().includes(input.storeCode)) throw new AppError('HQ_STORE_PRICE_UNKNOWN_STORE')
      if (input.tierId !== null) requireTier(input.tierId)
      d.db.write(() => assign.run(input.tierId, input.storeCode))
      return { storeCode: input.storeCode, tierId: input.tierId }
    },
  }
}
export type HqPriceTiers = ReturnType<typeof createHqPriceTiers>
