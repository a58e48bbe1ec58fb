// A chain menu: HQ's template menu as one versioned document, and how a store's rows are matched to
// it. Keys are HQ's own row ids (`c<id>`, `i<id>`, `g<id>`), so a rename at HQ stays the same row at
// every store. Money is cents, as in the database.
import { movedPrice, type ChannelPrices } from './channel-price'
import type { TimeWindow } from './menu-hours'

export type ChainCategory = { key: string; name: string; displayOrder: number; hours: TimeWindow[] }
export type ChainOptionGroup = {
  key: string
  name: string
  options: { name: string; price: number }[]
  minChoices: number
  maxChoices: number
  defaultOption: string | null
}
export type ChainItem = {
  key: string
  categoryKey: string | null
  name: string
  description: string | null
  basePrice: number
  isActive: boolean
  tags: string[]
  sizeOptions: { name: string; price: number }[]
  spiceLevels: string[]
  addOns: { name: string; price: number; category?: string }[]
  /** A 套餐's slots, naming their choices by item key. */
  setSlots: { name: string; choices: { itemKey: string; price: number }[] }[]
  hours: TimeWindow[]
  channelPrices: ChannelPrices
  displayOrder: number
  /** The option groups it offers, in order, by key. */
  groupKeys: string[]
}
export type ChainMenu = {
  version: number
  publishedAt: number
  categories: ChainCategory[]
  optionGroups: ChainOptionGroup[]
  items: ChainItem[]
  /** Per store code, per item key: the dish's base price at that store where it is not the template's. */
  storePrices?: Record<string, Record<string, number>>
}

/**
 * A dish as one store sells it: at its own base price where HQ set one, its sizes and 外帶/外送 prices
 * keeping their difference from the base price (大碗 +NT$30 stays +NT$30). A set's +NT$ for a part is
 * what the part adds, the same at every store.
 */
export function itemForStore(item: ChainItem, price: number | undefined): ChainItem {
  if (price === undefined || price === item.basePrice) return item
  const shift = price - item.basePrice
  return {
    ...item,
    basePrice: price,
    sizeOptions: item.sizeOptions.map((s) => ({ ...s, price: movedPrice(s.price, shift) })),
    channelPrices: Object.fromEntries(Object.entries(item.channelPrices).map(([c, p]) => [c, movedPrice(p, shift)])),
  }
}

type PriceTable = Record<string, Record<string, number>>

/**
 * Each store's prices as a version carries them, per item key: the store's own where HQ set one, else
 * its price tier's, else none (the template's). A store in no tier has only its own.
 */
export function storePricesWithTiers(input: {
  own: PriceTable
  storeTiers: Record<string, number>
  tiers: Record<number, Record<string, number>>
}): PriceTable {
  const out: PriceTable = {}
  for (const code of new Set([...Object.keys(input.own), ...Object.keys(input.storeTiers)])) {
    const tier = input.storeTiers[code]
    const prices = { ...(tier === undefined ? {} : input.tiers[tier]), ...input.own[code] }
    if (Object.keys(prices).length > 0) out[code] = prices
  }
  return out
}

export const chainKey = (kind: 'c' | 'i' | 'g', id: number) => `${kind}${id}`

type Existing = { id: number; chainKey: string | null; name: string }

/**
 * Which store row each snapshot row updates: the row carrying its key, else a store row of the same
 * name that no chain row has claimed (the store's 主餐 category, or a dish it once copied by hand), else
 * none (a new row). A store's own row of another name is never touched.
 */
export function matchRows(wanted: readonly { key: string; name: string }[], existing: readonly Existing[]) {
  const byKey = new Map(existing.filter((r) => r.chainKey !== null).map((r) => [r.chainKey!, r.id]))
  const unclaimed = new Map<string, number>()
  for (const r of existing) if (r.chainKey === null && !unclaimed.has(r.name.trim())) unclaimed.set(r.name.trim(), r.id)
  const match = new Map<string, number | null>()
  for (const w of wanted) {
    let id = byKey.get(w.key) ?? null
    if (id === null) {
      id = unclaimed.get(w.name.trim()) ?? null
      if (id !== null) unclaimed.delete(w.name.trim())
    }
    match.set(w.key, id)
  }
  return match
}

/** The store rows of earlier chain versions that this one no longer has: they are retired, never deleted. */
export function retiredRows(wanted: readonly { key: string }[], existing: readonly Existing[]) {
  const keys = new Set(wanted.map((w) => w.key))
  return existing.filter((r) => r.chainKey !== null && !keys.has(r.chainKey)).map((r) => r.id)
}

/** What applying `version` does at a store that applied `applied`: apply, nothing (again), or refuse (older). */
export function applyDecision(version: number, applied: number | null): 'apply' | 'same' | 'older' {
  if (applied === null || version > applied) return 'apply'
  return version === applied ? 'same' : 'older'
}
