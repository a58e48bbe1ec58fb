/**
 * The one cart model every ordering screen uses: the POS, the waiter's phone and the diner's phone
 * (spec part 1 §4, §5, §9; part 2 §2.12, §2.14). A line is a menu item with a size, a spice level,
 * add-ons and option group picks (甜度, 冰塊 ...); the same choice (add-ons and picks in any order) is
 * the same line, a different one a new line.
 * Lines are priced with the function the server uses (order-totals), amounts are integer cents.
 */
import type { StaffOrderType } from './order-type'
import type { TimeWindow } from './menu-hours'
import { parseMoney, type Cents } from './money'
import type { MemberTier } from './member-tier'
import { MAX_LINE_QUANTITY, priceLine, type MenuPricing, type OrderTotals, type PricingSettings } from './order-totals'
import { figuresOf, indexedLines, priceOrder } from './order-pricing'
import {
  chooseGroups,
  compactChoices,
  defaultPicks,
  type ChosenGroup,
  type GroupPick,
  type GroupProblem,
  type OptionGroupRule,
} from './option-groups'
import {
  chooseParts,
  isFixedSlot,
  partsText,
  type ChosenPart,
  type PartPick,
  type PartProblem,
  type SetSlotRule,
} from './set-meals'

/** `groups`: the option group picks, each group once; left out, none are picked. `parts`: a 套餐's pick per slot. */
export type Choice = {
  size: string | null
  spice: string | null
  addOns: string[]
  groups?: GroupPick[]
  parts?: PartPick[]
}

/** What a menu item must tell the cart: the staff and the public menu both carry these fields. */
export type OptionItem = {
  id: number
  name: string
  basePrice: string
  sizeOptions: readonly { name: string; price: string }[]
  spiceLevels: readonly string[]
  addOns: readonly { name: string; price: string }[]
  optionGroups: readonly GroupView[]
  /** A 套餐's slots (none or left out: an item sold alone). */
  setSlots?: readonly SlotView[]
}

/** A 套餐's slot as the menu carries it: each choice with its price on top and its own option groups. */
export type SlotView = {
  name: string
  choices: readonly {
    menuItemId: number
    name: string
    price: string
    optionGroups: readonly GroupView[]
    /** 售完 or switched off, and the part's 供應時段: such a part is shown but cannot be picked. */
    soldOut?: boolean
    hours?: readonly TimeWindow[]
    categoryHours?: readonly TimeWindow[]
  }[]
}

/**
 * An option group as the staff and the public menu carry it (prices as decimal strings). `unavailable`:
 * why an option cannot be picked now (a 套餐's part 售完), shown beside it.
 */
export type GroupView = Omit<OptionGroupRule, 'options'> & {
  options: readonly { name: string; price: string; unavailable?: string }[]
}

export type CartLine = {
  key: string
  menuItemId: number
  name: string
  choice: Choice
  quantity: number
  /** Unit price when the line was added; repriced from the current menu for display. */
  unitPrice: Cents
  /** The group picks with names and prices, in the item's group order (for the line's summary). */
  chosen: ChosenGroup[]
  /** A 套餐's parts with their picks, in slot order (for the line's summary). */
  parts?: ChosenPart[]
}

export type Cart = readonly CartLine[]

const cents = (v: string | null | undefined) => parseMoney(v) ?? 0

export function toPricing(item: OptionItem): MenuPricing {
  return {
    name: item.name,
    basePrice: cents(item.basePrice),
    sizeOptions: item.sizeOptions.map((o) => ({ name: o.name, price: cents(o.price) })),
    spiceLevels: [...item.spiceLevels],
    addOns: item.addOns.map((o) => ({ name: o.name, price: cents(o.price) })),
    optionGroups: groupRules(item),
    setSlots: slotRules(item),
    partItem: (id) => {
      const part = (item.setSlots ?? []).flatMap((s) => s.choices).find((c) => c.menuItemId === id)
      return part && { id, name: part.name, categoryId: null, optionGroups: groupRules(part) }
    },
  }
}

const groupRules = (item: Pick<OptionItem, 'optionGroups'>): OptionGroupRule[] =>
  item.optionGroups.map((g) => ({ ...g, options: g.options.map((o) => ({ name: o.name, price: cents(o.price) })) }))

const slotRules = (item: OptionItem): SetSlotRule[] =>
  (item.setSlots ?? []).map((s) => ({
    name: s.name,
    choices: s.choices.map((c) => ({ menuItemId: c.menuItemId, price: cents(c.price) })),
  }))

/** A slot's pick of one part, its groups at their defaults. */
export function partPick(slot: SlotView, menuItemId: number): PartPick {
  const part = slot.choices.find((c) => c.menuItemId === menuItemId)
  return { slot: slot.name, menuItemId, groups: part ? defaultPicks(groupRules(part)) : [] }
}

/**
 * Spec part 1 §5: a size and a spice level are required, so the first of each is preselected; no
 * add-ons; each option group starts at its default (a required group without one waits for a pick).
 */
export function defaultChoice(item: OptionItem): Choice {
  return {
    size: item.sizeOptions[0]?.name ?? null,
    spice: item.spiceLevels[0] ?? null,
    addOns: [],
    groups: defaultPicks(groupRules(item)),
    // A set's fixed part is already chosen; every other slot waits for a pick.
    ...(item.setSlots?.length
      ? { parts: item.setSlots.filter(isFixedSlot).map((s) => partPick(s, s.choices[0].menuItemId)) }
      : {}),
  }
}

/** Anything to choose: more than one size or spice level, any add-on or any option group. */
export function needsChooser(item: OptionItem): boolean {
  return (
    item.sizeOptions.length > 1 ||
    item.spiceLevels.length > 1 ||
    item.addOns.length > 0 ||
    item.optionGroups.length > 0 ||
    !!item.setSlots?.length
  )
}

/**
 * What keeps a choice off the order: a required group not picked, a pick out of bounds, a 套餐's
 * slot without a part or a part's own required group; null when none.
 */
export function choiceProblem(item: OptionItem, choice: Choice): GroupProblem | PartProblem | null {
  const groups = chooseGroups(groupRules(item), choice.groups ?? [])
  if (!groups.ok) return groups.problem
  const pricing = toPricing(item)
  const parts = chooseParts(pricing.setSlots ?? [], pricing.partItem!, choice.parts ?? [])
  return parts.ok ? null : parts.problem
}

/** A line's picks still on the item's menu (a line being changed after the menu was): the rest dropped. */
export function offeredPicks(item: OptionItem, picks: readonly GroupPick[] = []): GroupPick[] {
  return picks.flatMap((p) => {
    const group = item.optionGroups.find((g) => g.id === p.groupId)
    return group
      ? [{ groupId: p.groupId, choices: p.choices.filter((c) => group.options.some((o) => o.name === c)) }]
      : []
  })
}

const picksKey = (groups: readonly GroupPick[] = []) =>
  groups
    .filter((p) => p.choices.length > 0)
    .map((p) => [p.groupId, [...p.choices].sort()] as const)
    .sort((a, b) => a[0] - b[0])

/**
 * Identical size, spice, add-ons and group picks (in any order) make the same line; for a set, the
 * same part in each slot with the same picks too (another drink or another 甜度 is another line).
 */
export function lineKey(menuItemId: number, choice: Choice): string {
  const key: unknown[] = [
    menuItemId,
    choice.size ?? '',
    choice.spice ?? '',
    [...choice.addOns].sort(),
    picksKey(choice.groups),
  ]
  const parts = [...(choice.parts ?? [])].sort((a, b) => a.slot.localeCompare(b.slot))
  if (parts.length) key.push(parts.map((p) => [p.slot, p.menuItemId, picksKey(p.groups)]))
  return JSON.stringify(key)
}

/** The unit price of an item with a choice; null when the choice is not on the menu. */
export function unitPriceOf(item: OptionItem, choice: Choice): Cents | null {
  const priced = priceLine(toPricing(item), choice, 1)
  return priced.ok ? priced.line.unitPrice : null
}

/** What a menu card shows: the default size's price, before any group pick (a required one may have no default). */
export function listPrice(item: OptionItem): Cents | null {
  const pricing = { ...toPricing(item), optionGroups: [], setSlots: [] }
  const priced = priceLine(pricing, { ...defaultChoice(item), groups: [], parts: [] }, 1)
  return priced.ok ? priced.line.unitPrice : null
}

export function addToCart(cart: Cart, item: OptionItem, choice: Choice = defaultChoice(item), quantity = 1): Cart {
  const priced = priceLine(toPricing(item), choice, 1)
  if (!priced.ok) return cart
  const key = lineKey(item.id, choice)
  const existing = cart.find((l) => l.key === key)
  if (existing)
    return cart.map((l) => (l.key === key ? { ...l, quantity: Math.min(MAX_LINE_QUANTITY, l.quantity + quantity) } : l))
  return [
    ...cart,
    {
      key,
      menuItemId: item.id,
      name: item.name,
      choice: {
        ...choice,
        addOns: [...choice.addOns],
        groups: copyPicks(choice.groups),
        ...(choice.parts ? { parts: choice.parts.map((p) => ({ ...p, groups: copyPicks(p.groups) })) } : {}),
      },
      quantity,
      unitPrice: priced.line.unitPrice,
      chosen: priced.line.options.groups,
      ...(priced.line.options.parts.length ? { parts: priced.line.options.parts } : {}),
    },
  ]
}

/** +1 / −1; going to 0 removes the line; never above the server's per-line limit. */
export function changeQuantity(cart: Cart, key: string, delta: number): Cart {
  return cart.flatMap((l) => {
    if (l.key !== key) return [l]
    const quantity = Math.min(MAX_LINE_QUANTITY, l.quantity + delta)
    return quantity <= 0 ? [] : [{ ...l, quantity }]
  })
}

/**
 * A line changed in place (its options or quantity): it keeps its place in the cart, unless the
 * new choice is already another line's, which then takes the quantity.
 */
export function replaceLine(cart: Cart, key: string, item: OptionItem, choice: Choice, quantity: number): Cart {
  const at = cart.findIndex((l) => l.key === key)
  if (at < 0 || unitPriceOf(item, choice) === null) return cart
  const newKey = lineKey(item.id, choice)
  if (newKey !== key && cart.some((l) => l.key === newKey))
    return addToCart(removeLine(cart, key), item, choice, quantity)
  const [line] = addToCart([], item, choice, Math.min(MAX_LINE_QUANTITY, quantity))
  return cart.map((l, i) => (i === at ? line : l))
}

export function removeLine(cart: Cart, key: string): Cart {
  return cart.filter((l) => l.key !== key)
}

export const cartCount = (cart: Cart) => cart.reduce((n, l) => n + l.quantity, 0)

/** How many of one menu item the cart holds, over all its choices. */
export const itemQuantity = (cart: Cart, menuItemId: number) =>
  cart.reduce((n, l) => n + (l.menuItemId === menuItemId ? l.quantity : 0), 0)

/** Lines with today's menu prices (an item gone from the menu keeps its last price). */
export function repriceCart(cart: Cart, menu: ReadonlyMap<number, OptionItem>): Cart {
  return cart.map((l) => {
    const item = menu.get(l.menuItemId)
    const unitPrice = item ? unitPriceOf(item, l.choice) : null
    return unitPrice === null || unitPrice === l.unitPrice ? l : { ...l, unitPrice }
  })
}

/** For display only: quantity × (size price or base price, plus add-ons). */
export const lineSubtotal = (line: CartLine): Cents => line.unitPrice * line.quantity

/** The server's pricing of the cart: service fee by order type, the member's tier discount. */
export function priceCart(
  cart: Cart,
  opts: { pricing: PricingSettings | undefined; orderType: StaffOrderType; tier?: MemberTier | null },
): OrderTotals {
  return figuresOf(
    priceOrder({
      lines: indexedLines(cart.map((l) => ({ subtotal: lineSubtotal(l) }))),
      settings: opts.pricing,
      orderType: opts.orderType,
      tier: opts.tier ?? null,
    }),
  )
}

const copyPicks = (picks: readonly GroupPick[] = []): GroupPick[] =>
  picks.map((p) => ({ groupId: p.groupId, choices: [...p.choices] }))

/** The options as an order request names them (the server prices them itself). */
export const lineOptions = (line: CartLine) => ({
  size: line.choice.size,
  spice: line.choice.spice,
  addOns: [...line.choice.addOns],
  groups: namesOf(line.chosen),
  ...(line.parts?.length
    ? { parts: line.parts.map((p) => ({ slot: p.slot, menuItemId: p.menuItemId, groups: namesOf(p.groups) })) }
    : {}),
})

const namesOf = (chosen: readonly ChosenGroup[]): GroupPick[] =>
  chosen.map((g) => ({ groupId: g.groupId, choices: g.choices.map((o) => o.name) }))

/** "大碗 · 小辣 · +加蛋 +加麵 · 半糖少冰 加珍珠", a set's "香酥雞腿飯／紅茶 微糖去冰／貢丸湯" */
export function choiceSummary(line: Pick<CartLine, 'choice' | 'chosen' | 'parts'>): string {
  const { size, spice, addOns } = line.choice
  return [size, spice, ...addOns.map((a) => `+${a}`), compactChoices(line.chosen), partsText(line.parts)]
    .filter(Boolean)
    .join(' · ')
}
