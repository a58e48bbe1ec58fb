/** GET /api/stores/:id/menu/costs (src/server/modules/menu/costs.ts). */
export type CostIngredient = {
  name: string
  inventoryId: number
  inventoryName: string | null
  quantity: number
  quantityInUnit: string
  unit: string | null
  unitCost: string
  lineCost: string
  missing: boolean
}

export type CostRow = {
  id: number
  name: string
  categoryId: string | null
  category: string | null
  isActive: boolean
  price: string
  cost: string
  profit: string
  margin: number | null
  marginTone: 'green' | 'yellow' | 'red' | null
  salesQuantity: number
  hasRecipe: boolean
  ingredients: CostIngredient[]
}

export type CostReport = {
  items: CostRow[]
  summary: { itemCount: number; withRecipe: number; averageMargin: number | null; lowMarginCount: number }
}
