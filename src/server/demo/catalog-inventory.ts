/**
 * The demo's pantry. Quantities here are in whole units for readability (seeding converts to
 * thousandths). `end` is roughly the stock left after the demo week; `lot` is the delivery size,
 * so the opening delivery is a round number of lots and the low/out items land where alerts show.
 */
export type InventoryDef = {
  category: (typeof INVENTORY_CATEGORIES)[number]
  name: string
  unit: '包' | '瓶' | 'CC' | '克' | '公斤' | '個'
  unitSize: string | null
  /** Cents per unit. */
  unitCost: number
  supplier: string
  safety: number
  end: number
  lot: number
  /** The remainder is written off (spoiled) so the item ends out of stock. */
  writeOff?: string
}

export const INVENTORY_CATEGORIES = ['肉類', '蔬菜', '乾貨', '飲料原料', '包材'] as const

const MARKET = '信義傳統市場'

export const INVENTORY: InventoryDef[] = [
  { category: '肉類', name: '牛腱肉', unit: '公斤', unitSize: '真空包 3 公斤', unitCost: 42000, supplier: '新東陽肉品行', safety: 10, end: 16, lot: 3 },
  { category: '肉類', name: '豬五花絞肉', unit: '公斤', unitSize: null, unitCost: 18000, supplier: `${MARKET} 阿忠豬肉`, safety: 5, end: 3.2, lot: 1 },
  { category: '肉類', name: '雞腿排', unit: '個', unitSize: '單片約 200 克', unitCost: 3500, supplier: '大成長城', safety: 40, end: 70, lot: 50 },
  { category: '肉類', name: '去骨雞腿肉', unit: '公斤', unitSize: null, unitCost: 20000, supplier: '大成長城', safety: 6, end: 10, lot: 1 },
  { category: '肉類', name: '新竹貢丸', unit: '公斤', unitSize: '3 公斤裝', unitCost: 22000, supplier: '新竹海瑞貢丸', safety: 3, end: 5, lot: 3 },
  { category: '肉類', name: '鮮蚵', unit: '公斤', unitSize: null, unitCost: 35000, supplier: '東港漁產行', safety: 3, end: 1.4, lot: 1 },
  { category: '蔬菜', name: '青江菜', unit: '公斤', unitSize: null, unitCost: 6000, supplier: `${MARKET} 菜攤`, safety: 3, end: 3.5, lot: 1 },
  { category: '蔬菜', name: '高麗菜', unit: '公斤', unitSize: null, unitCost: 4000, supplier: `${MARKET} 菜攤`, safety: 5, end: 12, lot: 1 },
  { category: '蔬菜', name: '青蔥', unit: '公斤', unitSize: null, unitCost: 12000, supplier: `${MARKET} 菜攤`, safety: 1, end: 2, lot: 1 },
  { category: '蔬菜', name: '九層塔', unit: '克', unitSize: '一把約 100 克', unitCost: 20, supplier: `${MARKET} 菜攤`, safety: 300, end: 600, lot: 100 },
  { category: '蔬菜', name: '雞蛋', unit: '個', unitSize: '一盤 30 個', unitCost: 600, supplier: '大山蛋農', safety: 60, end: 100, lot: 30 },
  { category: '蔬菜', name: '板豆腐', unit: '個', unitSize: '一盒 400 克', unitCost: 1800, supplier: '阿義豆腐坊', safety: 10, end: 18, lot: 10 },
  { category: '蔬菜', name: '臭豆腐', unit: '個', unitSize: '一塊約 60 克', unitCost: 800, supplier: '阿義豆腐坊', safety: 40, end: 70, lot: 20 },
  { category: '乾貨', name: '手工麵條', unit: '公斤', unitSize: null, unitCost: 6000, supplier: '鼎泰麵廠', safety: 5, end: 8, lot: 5 },
  { category: '乾貨', name: '白米', unit: '公斤', unitSize: '30 公斤裝', unitCost: 4500, supplier: '池上米行', safety: 20, end: 32, lot: 30 },
  { category: '乾貨', name: '地瓜粉', unit: '包', unitSize: '1 公斤', unitCost: 6500, supplier: '聯華食品原料', safety: 3, end: 6, lot: 1 },
  { category: '乾貨', name: '非基改黃豆', unit: '公斤', unitSize: '5 公斤裝', unitCost: 9000, supplier: '聯華食品原料', safety: 5, end: 9, lot: 5 },
  { category: '乾貨', name: '愛玉子', unit: '克', unitSize: '300 克', unitCost: 150, supplier: '嘉義愛玉行', safety: 100, end: 0, lot: 300, writeOff: '受潮報廢' },
  { category: '飲料原料', name: '阿薩姆紅茶葉', unit: '包', unitSize: '600 克', unitCost: 35000, supplier: '台茶實業', safety: 2, end: 4, lot: 1 },
  { category: '飲料原料', name: '鮮奶', unit: 'CC', unitSize: '1936CC 瓶裝', unitCost: 10, supplier: '光泉牧場', safety: 10000, end: 6000, lot: 1936 },
  { category: '飲料原料', name: '珍珠粉圓', unit: '公斤', unitSize: '3 公斤裝', unitCost: 8000, supplier: '台茶實業', safety: 3, end: 5, lot: 3 },
  { category: '飲料原料', name: '椰果', unit: '公斤', unitSize: null, unitCost: 9000, supplier: '台茶實業', safety: 2, end: 2.2, lot: 0.5 },
  { category: '飲料原料', name: '果糖', unit: '瓶', unitSize: '2.5 公斤', unitCost: 12000, supplier: '台糖', safety: 2, end: 3, lot: 1 },
  { category: '包材', name: '外帶餐盒', unit: '個', unitSize: '100 入一箱', unitCost: 300, supplier: '永豐包材', safety: 200, end: 420, lot: 100 },
  { category: '包材', name: '700CC 飲料杯', unit: '個', unitSize: '50 入一條', unitCost: 250, supplier: '永豐包材', safety: 150, end: 90, lot: 50 },
  { category: '包材', name: '粗吸管', unit: '包', unitSize: '100 支', unitCost: 4500, supplier: '永豐包材', safety: 5, end: 8, lot: 1 },
]
