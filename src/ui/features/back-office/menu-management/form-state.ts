/** The item form (spec part 2 §2.2, §5) as plain data, and the request body it becomes. */
import { blankToNull } from '../../../../shared/domain/text-rules.ts'
import { normalisePrice } from './price.ts'
import { amountFieldText } from '../../../money.ts'
import type { AddOn, CostData, MenuItem, PricedOption } from '../../../../shared/api/menu.ts'
import type { ItemBody } from './queries.ts'
import type { TimeWindow } from '../../../../shared/domain/menu-hours.ts'
import { CHANNELS, type Channel } from '../../../../shared/domain/channel-price.ts'

export type ItemForm = {
  name: string
  basePrice: string
  description: string
  tags: string[]
  /** '' is no category. */
  categoryId: string
  costData: CostData
  sizeOptions: PricedOption[]
  spiceLevels: string[]
  addOns: AddOn[]
  isActive: boolean
  hours: TimeWindow[]
  /** Per channel; '' when it sells at the base price. */
  channelPrices: Record<Channel, string>
}

const noChannelPrices = (): Record<Channel, string> => ({ takeout: '', delivery: '' })

export const emptyForm = (categoryId = ''): ItemForm => ({
  name: '',
  basePrice: '',
  description: '',
  tags: [],
  categoryId,
  costData: {},
  sizeOptions: [],
  spiceLevels: [],
  addOns: [],
  isActive: true,
  hours: [],
  channelPrices: noChannelPrices(),
})

/** Prices show without trailing ".00" in the inputs ("180", "12.5"). */
export function formFromItem(item: MenuItem): ItemForm {
  return {
    name: item.name,
    basePrice: amountFieldText(item.basePrice),
    description: item.description ?? '',
    tags: [...item.tags],
    categoryId: item.categoryId ?? '',
    costData: { ...item.costData },
    sizeOptions: item.sizeOptions.map((o) => ({ ...o })),
    spiceLevels: [...item.spiceLevels],
    addOns: item.addOns.map((o) => ({ name: o.name, price: o.price, category: o.category ?? null })),
    isActive: item.isActive,
    hours: item.hours.map((w) => ({ ...w, days: [...w.days] })),
    channelPrices: Object.fromEntries(
      CHANNELS.map((c) => [c, item.channelPrices[c] ? amountFieldText(item.channelPrices[c]) : '']),
    ) as Record<Channel, string>,
  }
}

/** The switch sets isActive together with status (part 2 §4); the price is normalised to 2 decimals. */
export function formToInput(form: ItemForm): ItemBody {
  return {
    name: form.name.trim(),
    basePrice: normalisePrice(form.basePrice),
    description: blankToNull(form.description),
    tags: form.tags,
    categoryId: form.categoryId || null,
    costData: form.costData,
    sizeOptions: form.sizeOptions,
    spiceLevels: form.spiceLevels,
    addOns: form.addOns.map((a) => ({ name: a.name, price: a.price, category: a.category ?? null })),
    isActive: form.isActive,
    status: form.isActive ? 'available' : 'unavailable',
    hours: form.hours,
    channelPrices: Object.fromEntries(
      CHANNELS.map((c) => [c, form.channelPrices[c].trim() ? normalisePrice(form.channelPrices[c]) : null]),
    ),
  }
}

/** "小辣, 中辣，大辣" → ['小辣', '中辣', '大辣'] without blanks or repeats of `existing`. */
export function splitSpiceLevels(text: string, existing: readonly string[]): string[] {
  const out: string[] = []
  for (const part of text.split(/[,，、]/)) {
    const level = part.trim()
    if (level && !existing.includes(level) && !out.includes(level)) out.push(level)
  }
  return out
}
