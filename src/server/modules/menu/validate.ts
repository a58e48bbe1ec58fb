import type { DbHandle } from '../../db/client'
import type { AddOn, CostData, SizeOption, menuItems } from '../../db/schema'
import { AppError } from '../../http/app-error'
import { assertBoundedMoney } from '../../http/money-bound'
import { isWholeDollars, parseMoney } from '../../../shared/domain/money'
import { pricingRules } from '../../../shared/domain/order-totals'
import { storeRow } from '../stores'
import { isMenuTag, MENU_TAGS } from '../../../shared/domain/menu-tags'
import type { ItemInput } from './model'
import { cleanWindow, windowProblem, type TimeWindow } from '../../../shared/domain/menu-hours'
import { CHANNELS, type ChannelPrices } from '../../../shared/domain/channel-price'

type ItemValues = Partial<typeof menuItems.$inferInsert>

/** A price, in whole dollars unless the store allows cents (a store setting, off by default). */
export function requirePrice(input: unknown, field: string, allowCents: boolean): number {
  const cents = parseMoney(input)
  if (cents === null || cents < 0) throw new AppError('INVALID_PRICE', { field })
  assertBoundedMoney(cents)
  if (!allowCents) assertWholeDollars(cents, field)
  return cents
}

export function assertWholeDollars(cents: number, field: string): void {
  if (!isWholeDollars(cents)) throw new AppError('PRICE_CENTS_NOT_ALLOWED', { field })
}

/** The store's pricing rules (its settings with defaults); an unknown store reads the defaults. */
export const storePricing = (db: DbHandle, storeId: number) => pricingRules(storeRow(db.db, storeId)?.settings)

const optionError = (detail: string) => new AppError('MENU_OPTION_INVALID', { detail })

/** Trimmed, non-empty, unique names: the order screens pick a size or add-on by name. */
function cleanNames<T extends { name: string }>(list: T[], label: string): T[] {
  const seen = new Set<string>()
  return list.map((o) => {
    const name = o.name.trim()
    if (!name) throw optionError(`${label}名稱不能為空`)
    if (seen.has(name)) throw optionError(`${label}「${name}」重複`)
    seen.add(name)
    return { ...o, name }
  })
}

function sizes(list: NonNullable<ItemInput['sizeOptions']>, allowCents: boolean): SizeOption[] {
  return cleanNames(list, '尺寸').map((o) => ({
    name: o.name,
    price: requirePrice(o.price, `尺寸「${o.name}」價格`, allowCents),
  }))
}

function addOns(list: NonNullable<ItemInput['addOns']>, allowCents: boolean): AddOn[] {
  return cleanNames(list, '加購').map((o) => {
    const addOn: AddOn = { name: o.name, price: requirePrice(o.price, `加購「${o.name}」價格`, allowCents) }
    const category = o.category?.trim()
    if (category) addOn.category = category
    return addOn
  })
}

function spiceLevels(list: string[]): string[] {
  return cleanNames(
    list.map((name) => ({ name })),
    '辣度',
  ).map((o) => o.name)
}

function tags(list: string[]): string[] {
  for (const tag of list) {
    if (!isMenuTag(tag)) throw new AppError('MENU_TAG_INVALID', { tag, allowed: MENU_TAGS.join('、') })
  }
  return [...new Set(list)]
}

/** Recipe lines must point at this store's inventory; quantity is thousandths of its unit. */
function costData(db: DbHandle, storeId: number, data: NonNullable<ItemInput['costData']>): CostData {
  const out: CostData = {}
  const owned = db.sqlite
    .query<{ id: number }, [number]>('SELECT id FROM inventory_items WHERE store_id = ?')
    .all(storeId)
  const ids = new Set(owned.map((r) => r.id))
  for (const [rawName, line] of Object.entries(data)) {
    const name = rawName.trim()
    if (!name) throw optionError('配方材料名稱不能為空')
    if (!ids.has(line.inventoryId)) throw new AppError('INGREDIENT_NOT_FOUND', { name })
    if (!Number.isInteger(line.quantity) || line.quantity <= 0 || line.quantity > 1_000_000_000) {
      throw new AppError('INGREDIENT_QUANTITY_INVALID', { name })
    }
    out[name] = { inventoryId: line.inventoryId, quantity: line.quantity }
  }
  return out
}

/** 供應時段 as stored: each window checked, its days sorted and once each. */
export function cleanHours(windows: TimeWindow[]): TimeWindow[] {
  for (const w of windows) {
    const problem = windowProblem(w)
    if (problem) throw new AppError('VALIDATION', { detail: problem })
  }
  return windows.map(cleanWindow)
}

/** A channel left out or null sells at the base price. */
function channelPrices(input: NonNullable<ItemInput['channelPrices']>, allowCents: boolean): ChannelPrices {
  const prices: ChannelPrices = {}
  for (const channel of CHANNELS) {
    const price = input[channel]
    if (price != null) prices[channel] = requirePrice(price, `channelPrices.${channel}`, allowCents)
  }
  return prices
}

/**
 * Spec part 2 §4: the active switch sets isActive together with status, so the two never
 * disagree. Either one alone decides both; both given must agree.
 */
function availability(input: ItemInput): Pick<ItemValues, 'status' | 'isActive'> {
  const { status, isActive } = input
  if (status !== undefined && isActive !== undefined && (status === 'available') !== isActive) {
    throw new AppError('MENU_STATUS_CONFLICT')
  }
  if (isActive !== undefined) return { isActive, status: isActive ? 'available' : 'unavailable' }
  if (status !== undefined) return { status, isActive: status === 'available' }
  return {}
}

/** Turns validated request fields into column values; only the fields present are returned. */
export function itemValues(
  db: DbHandle,
  storeId: number,
  input: ItemInput,
  resolveCategory: (ref: number | string) => number,
): ItemValues {
  const v: ItemValues = { ...availability(input) }
  const allowCents = storePricing(db, storeId).allowCentPrices
  if (input.name !== undefined) {
    v.name = input.name.trim()
    if (!v.name) throw new AppError('MENU_NAME_REQUIRED')
  }
  if (input.description !== undefined) v.description = input.description?.trim() || null
  if (input.basePrice !== undefined) v.basePrice = requirePrice(input.basePrice, 'basePrice', allowCents)
  if (input.tags) v.tags = tags(input.tags)
  if (input.sizeOptions) v.sizeOptions = sizes(input.sizeOptions, allowCents)
  if (input.addOns) v.addOns = addOns(input.addOns, allowCents)
  if (input.spiceLevels) v.spiceLevels = spiceLevels(input.spiceLevels)
  if (input.costData) v.costData = costData(db, storeId, input.costData)
  if (input.hours) v.hours = cleanHours(input.hours)
  if (input.channelPrices) v.channelPrices = channelPrices(input.channelPrices, allowCents)
  if (input.categoryId !== undefined) {
    v.categoryId = input.categoryId === null ? null : resolveCategory(input.categoryId)
  }
  return v
}

/** Staff may only switch availability (kitchen marks a dish sold out); the rest is the manager's. */
export const STAFF_EDITABLE = new Set(['isActive', 'status'])
