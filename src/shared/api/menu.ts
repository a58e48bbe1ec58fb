import type { TimeWindow } from '../domain/menu-hours.ts'
import type { ChannelPrices } from '../domain/channel-price.ts'

/** Menu shapes as the server presents them (src/server/modules/menu/present.ts, images.ts, costs.ts). */
export type PricedOption = { name: string; price: string }
export type AddOn = PricedOption & { category?: string | null }
export type RecipeEntry = { inventoryId: number; quantity: number }
/** Keyed by ingredient name; quantity is thousandths of the ingredient's unit (spec part 2 §9). */
export type CostData = Record<string, RecipeEntry>

export type MenuInventoryStatus = 'sufficient' | 'low' | 'out'

export type MenuImageView = { id: number; imageData: string; url: string; mimeType: string; isPrimary: boolean }

/**
 * A store's option group as an item offers it (menu/option-groups.ts): its options with what each
 * adds to the unit price, and how many a line picks (required: minChoices ≥ 1).
 */
export type OptionGroup = {
  id: number
  name: string
  options: PricedOption[]
  required: boolean
  minChoices: number
  maxChoices: number
  defaultOption: string | null
}

/** A group in the store's list (GET /stores/:storeId/option-groups): with the items offering it. */
export type OptionGroupListed = OptionGroup & { itemIds: number[] }

/**
 * A 套餐's slot (主餐, 飲料, 湯): the items it offers, each with what it adds to the set's price and
 * its own option groups (the set's 紅茶 asks 甜度 and 冰塊). One choice: a fixed part.
 */
export type SetSlot = {
  name: string
  choices: SetPart[]
}

/** A part a slot offers; one that is 售完 (or switched off) or outside its 供應時段 is listed but refused. */
export type SetPart = {
  menuItemId: number
  name: string
  price: string
  optionGroups: OptionGroup[]
  soldOut: boolean
  hours: TimeWindow[]
  categoryHours: TimeWindow[]
}

/** What a diner may see of an item (menu/present.ts presentPublicItem): nothing about cost. */
export type PublicMenuItem = {
  id: number
  name: string
  description: string | null
  basePrice: string
  /** Where a channel's price differs from basePrice (the dine-in price): 外帶, 外送. */
  channelPrices: ChannelPrices<string>
  /** The category's key (spec part 1 §3: food, drink, dessert, soup; c<id> for added ones). */
  categoryId: string | null
  category: string | null
  status: 'available' | 'unavailable'
  isActive: boolean
  tags: string[]
  sizeOptions: PricedOption[]
  spiceLevels: string[]
  addOns: AddOn[]
  /** The item's option groups in its order (甜度, 冰塊 ...), beside the built-in sizes, spice levels and add-ons. */
  optionGroups: OptionGroup[]
  /** A 套餐's slots in the order its chooser asks them; empty for an item sold alone. */
  setSlots: SetSlot[]
  /** 供應時段 of the item and of its category ([] all day); both must be open for it to be sold. */
  hours: TimeWindow[]
  categoryHours: TimeWindow[]
  displayOrder: number
  /** 估清 today: 售完 (also when `remaining` reached 0), and the portions left or null when not counted. */
  soldOut: boolean
  remaining: number | null
  primaryImage: MenuImageView | null
  imageUrl: string | null
}

/** An item as staff and managers read it (presentItem, then costFor). */
export type MenuItem = PublicMenuItem & {
  /** zh-TW: the name has characters the printers print as an image. */
  printWarnings?: string[]
  storeId: number
  /** Recipe, cost and margin: answered to managers only; staff get the item without them. */
  costData?: CostData
  calculatedCost?: string
  profitMargin?: number | null
  salesQuantity: number
  inventoryStatus: MenuInventoryStatus
  createdAt: string
  updatedAt: string
}

/** Menu categories answer their key as id ("food"), inventory categories a number. */
export type Category = {
  id: string | number
  name: string
  displayOrder: number
  itemCount: number
  /** Menu categories only: 供應時段 for every item in it. */
  hours?: TimeWindow[]
}

export type MenuImage = {
  id: number
  menuItemId: number
  /** Spec part 2 §3: what an <img src> loads (the URL serving the bytes). */
  imageData: string
  url: string
  mimeType: string
  sizeBytes: number
  isPrimary: boolean
}

/** The inventory fields the recipe builder needs (the full item lives in features/back-office/inventory). */
export type Ingredient = { id: number; name: string; unit: string; unitCost: string; category: string | null }

export type MutationResult = { message?: string }

/** The answer to a menu copy (POST /api/stores/:storeId/menu/copy, menu/copy.ts). */
export type MenuCopyResult = {
  fromStoreId: number
  toStoreId: number
  /** Names of the items now in the target store. */
  copied: string[]
  /** Items the target already had by name: left as they are. */
  skipped: string[]
  categoriesCreated: string[]
  imagesCopied: number
  recipesCopied: number
  /**
   * Ingredients of copied recipes the target's inventory did not have by name. They are created
   * with zero stock (same unit, cost and safety stock) so the recipe deducts and costs from day one;
   * the owner only has to count them in.
   */
  unmatchedIngredients: string[]
  /** Option groups of the copied items the target had no group of that name for: copied over as they are. */
  optionGroupsCreated: string[]
}
