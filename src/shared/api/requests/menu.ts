/**
 * Menu requests: items (create, partial update), order, batch status/price/category, images, cost sorting.
 * Elysia `t` schemas the server validates with; the UI imports the static types (`import type`).
 */
import { t } from 'elysia'
import { MoneyInput as Money } from './common.ts'
import { MAX_PORTIONS } from '../../domain/portions.ts'
import { MAX_SET_SLOTS } from '../../domain/set-meals.ts'
import { MAX_WINDOWS } from '../../domain/menu-hours.ts'

/** 供應時段: ISO weekdays (1 Monday … 7 Sunday) and "HH:MM" times; [] sells all day. */
const Hours = t.Array(
  t.Object({
    days: t.Array(t.Integer({ minimum: 1, maximum: 7 }), { minItems: 1, maxItems: 7 }),
    from: t.String({ maxLength: 5 }),
    to: t.String({ maxLength: 5 }),
  }),
  { maxItems: MAX_WINDOWS },
)

/** A menu category by its key (spec part 1 §3: "food") or its numeric id. */
const CategoryRef = t.Union([t.Integer({ minimum: 1 }), t.String({ minLength: 1, maxLength: 50 })])

const Option = t.Object({ name: t.String({ maxLength: 50 }), price: Money })

const fields = {
  name: t.String({ maxLength: 100 }),
  description: t.Optional(t.Nullable(t.String({ maxLength: 1000 }))),
  basePrice: Money,
  status: t.Optional(t.Union([t.Literal('available'), t.Literal('unavailable')])),
  isActive: t.Optional(t.Boolean()),
  tags: t.Optional(t.Array(t.String({ maxLength: 10 }), { maxItems: 10 })),
  sizeOptions: t.Optional(t.Array(Option, { maxItems: 20 })),
  spiceLevels: t.Optional(t.Array(t.String({ maxLength: 20 }), { maxItems: 10 })),
  addOns: t.Optional(
    t.Array(t.Object({ ...Option.properties, category: t.Optional(t.Nullable(t.String({ maxLength: 50 }))) }), {
      maxItems: 30,
    }),
  ),
  costData: t.Optional(
    t.Record(t.String({ maxLength: 50 }), t.Object({ inventoryId: t.Integer({ minimum: 1 }), quantity: t.Number() })),
  ),
  categoryId: t.Optional(t.Nullable(CategoryRef)),
  hours: t.Optional(Hours),
  /** A channel's price where it differs from basePrice (the dine-in price); null or left out: basePrice. */
  channelPrices: t.Optional(
    t.Object({ takeout: t.Optional(t.Nullable(Money)), delivery: t.Optional(t.Nullable(Money)) }),
  ),
}

/** Option groups (甜度, 冰塊, 加料 ...): price is what an option adds to the line, 0 when left out. */
const GroupName = t.String({ maxLength: 30 })
const groupFields = {
  name: GroupName,
  options: t.Array(t.Object({ name: GroupName, price: t.Optional(Money) }), { minItems: 1, maxItems: 20 }),
  /** Shorthand for minChoices 1 (true) or 0 (false). */
  required: t.Optional(t.Boolean()),
  minChoices: t.Optional(t.Integer({ minimum: 0, maximum: 20 })),
  /** 1 when left out (or minChoices, if more). */
  maxChoices: t.Optional(t.Integer({ minimum: 1, maximum: 20 })),
  /** The option preselected in the chooser; null for none. */
  defaultOption: t.Optional(t.Nullable(GroupName)),
}
export const CreateOptionGroupBody = t.Object(groupFields)
export const UpdateOptionGroupBody = t.Partial(t.Object(groupFields))
export type OptionGroupInput = typeof UpdateOptionGroupBody.static
export type CreateOptionGroupBody = typeof CreateOptionGroupBody.static
/** An item's groups in the order its chooser shows them; [] takes them all off. */
export const ItemOptionGroupsBody = t.Object({ groupIds: t.Array(t.Integer({ minimum: 1 }), { maxItems: 10 }) })
export type ItemOptionGroupsBody = typeof ItemOptionGroupsBody.static

/** A 套餐's slots in order (主餐, 飲料, 湯), each offering items with what each adds; no slots: sold alone. */
export const ItemSetSlotsBody = t.Object({
  slots: t.Array(
    t.Object({
      name: t.String({ maxLength: 20 }),
      choices: t.Array(t.Object({ menuItemId: t.Integer({ minimum: 1 }), price: t.Optional(t.Nullable(Money)) }), {
        maxItems: 50,
      }),
    }),
    { maxItems: MAX_SET_SLOTS },
  ),
})
export type ItemSetSlotsBody = typeof ItemSetSlotsBody.static

export const CreateItemBody = t.Object(fields)
export const UpdateItemBody = t.Partial(t.Object(fields))
export type ItemInput = typeof UpdateItemBody.static

const ItemIds = t.Array(t.Integer({ minimum: 1 }), { minItems: 1, maxItems: 1000 })

export const ReorderBody = t.Object({ itemIds: ItemIds })
export const BatchStatusBody = t.Object({ itemIds: ItemIds, isActive: t.Boolean() })
export const BatchPriceBody = t.Object({
  itemIds: ItemIds,
  adjustmentType: t.Union([t.Literal('percentage'), t.Literal('fixed')]),
  adjustmentValue: t.Union([t.Number(), t.String({ maxLength: 20 })]),
})
export const BatchCategoryBody = t.Object({ itemIds: ItemIds, categoryId: t.Nullable(CategoryRef) })

// ~700 KB of base64: a 500 KB image fits; a larger one still gets IMAGE_TOO_LARGE, not a bare 422.
export const ImageBody = t.Object({
  imageData: t.String({ maxLength: 1_100_000 }),
  mimeType: t.String({ maxLength: 50 }),
})

export const CostSort = t.Object({
  sort: t.Optional(
    t.Union([
      t.Literal('name'),
      t.Literal('price'),
      t.Literal('cost'),
      t.Literal('profit'),
      t.Literal('margin'),
      t.Literal('sales'),
    ]),
  ),
  order: t.Optional(t.Union([t.Literal('asc'), t.Literal('desc')])),
})
export type CreateItemBody = typeof CreateItemBody.static
export type ReorderBody = typeof ReorderBody.static
/** 估清: 0 is 售完 now, N is 剩 N 份 for today, null clears the mark. */
export const PortionsBody = t.Object({ remaining: t.Nullable(t.Integer({ minimum: 0, maximum: MAX_PORTIONS })) })
export type PortionsBody = typeof PortionsBody.static
export type BatchStatusBody = typeof BatchStatusBody.static
export type BatchPriceBody = typeof BatchPriceBody.static
export type BatchCategoryBody = typeof BatchCategoryBody.static
export type ImageBody = typeof ImageBody.static
/** Makes an image the item's primary one (the only change an image takes). */
export const PrimaryImageBody = t.Object({ isPrimary: t.Literal(true) })
export type PrimaryImageBody = typeof PrimaryImageBody.static
export type CostSort = typeof CostSort.static

/** A menu or inventory category: its name and place in the list (highest + 1 when left out). */
const CategoryName = t.String({ maxLength: 50 })
const DisplayOrder = t.Integer({ minimum: 0, maximum: 1_000_000 })
export const CreateCategoryBody = t.Object({
  name: CategoryName,
  displayOrder: t.Optional(DisplayOrder),
  hours: t.Optional(Hours),
})
export type CreateCategoryBody = typeof CreateCategoryBody.static
export const UpdateCategoryBody = t.Object({
  name: t.Optional(CategoryName),
  displayOrder: t.Optional(DisplayOrder),
  hours: t.Optional(Hours),
})
export type UpdateCategoryBody = typeof UpdateCategoryBody.static

/** Copy another store's menu; `clientKey` is accepted for clients that send one. */
export const MenuCopyBody = t.Object({
  fromStoreId: t.Integer({ minimum: 1 }),
  clientKey: t.Optional(t.String({ maxLength: 100 })),
})
export type MenuCopyBody = typeof MenuCopyBody.static
