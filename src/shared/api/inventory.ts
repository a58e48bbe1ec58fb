/** Inventory shapes as the server presents them (src/server/modules/inventory/service.ts, stock.ts, report.ts). */
import type { StockStatus } from '../domain/stock-status.ts'

export type InventoryItem = {
  id: number
  storeId: number
  name: string
  categoryId: number | null
  category: string | null
  unit: string
  unitSize: string | null
  currentStock: string
  safetyStock: string
  unitCost: string
  supplier: string | null
  stockStatus: StockStatus
  stockStatusLabel: string
  stockValue: string
  createdAt: string
  updatedAt: string
}

export type InventorySummary = {
  totalItems: number
  lowStockCount: number
  outOfStockCount: number
  totalValue: string
  monthlyConsumption: string
  month: string
}

export type MovementReason = 'restock' | 'waste' | 'adjustment' | 'order' | 'order_cancel'

export type StockMovement = {
  id: number
  inventoryItemId: number
  delta: string
  reason: MovementReason
  orderId: number | null
  userId: number | null
  userName: string | null
  unitCost: string
  value: string
  note: string | null
  createdAt: string
}

/** POST …/inventory/:itemId/stock: the material after the movement, and the movement. */
export type StockResult = { item: InventoryItem; movement: StockMovement; message: string }
