import type { TimeWindow } from '../../shared/domain/menu-hours'

/**
 * The demo menu. Prices are whole NT$ here (seeding converts to cents). A recipe maps an
 * inventory item's name to the quantity one portion uses, in thousandths of that item's unit
 * (150 g of beef from an item kept in 公斤 → 150; 5 g of basil kept in 克 → 5000).
 */
export type MenuDef = {
  category: (typeof MENU_CATEGORIES)[number]
  name: string
  price: number
  description: string
  tags: string[]
  sizes?: [string, number][]
  spice?: string[]
  addOns?: [string, number, string?][]
  /** Names of its option groups (catalog-option-groups.ts), in the order the chooser shows them. */
  groups?: string[]
  /** A 套餐's slots: each offers menu items by name, with what each adds to the set's price (NT$). */
  slots?: [string, [string, number][]][]
  recipe: Record<string, number>
  unavailable?: boolean
  /** 外帶 and 外送 prices where they differ from `price` (the dine-in price). */
  takeout?: number
  delivery?: number
  /** 估清 today: 剩 N 份, as a kitchen marks a dish running low. */
  portionsLeft?: number
  /** How often diners pick it, relative to others of its category. */
  weight: number
}

export const MENU_CATEGORIES = ['主食', '小吃', '飲品', '甜點', '湯品', '早餐', '套餐'] as const

/** 供應時段 of a category: the breakfast menu is served on weekday mornings only. */
export const CATEGORY_HOURS: Partial<Record<(typeof MENU_CATEGORIES)[number], TimeWindow[]>> = {
  早餐: [{ days: [1, 2, 3, 4, 5], from: '06:00', to: '10:30' }],
}

const SPICE = ['不辣', '小辣', '中辣', '大辣']
const CUP = { '700CC 飲料杯': 1000, 粗吸管: 10 }
const DRINK = ['甜度', '冰塊']

export const MENU: MenuDef[] = [
  {
    category: '主食',
    name: '紅燒牛肉麵',
    price: 160,
    delivery: 180,
    weight: 10,
    tags: ['招牌', '人氣'],
    description: '牛腱慢燉八小時，搭配手工麵條與濃郁紅燒湯頭',
    sizes: [
      ['小碗', 160],
      ['大碗', 200],
    ],
    spice: SPICE,
    addOns: [
      ['加麵', 20, '加量'],
      ['加牛肉', 60, '加料'],
    ],
    recipe: { 牛腱肉: 150, 手工麵條: 180, 青江菜: 40, 青蔥: 10 },
  },
  {
    category: '主食',
    name: '滷肉飯',
    price: 35,
    weight: 12,
    tags: ['招牌', '人氣'],
    description: '手切五花慢滷，肥而不膩',
    sizes: [
      ['小碗', 35],
      ['大碗', 50],
    ],
    addOns: [['加滷蛋', 15, '加料']],
    recipe: { 豬五花絞肉: 60, 白米: 100 },
  },
  {
    category: '主食',
    name: '香酥雞腿飯',
    price: 120,
    weight: 7,
    portionsLeft: 3,
    tags: ['人氣'],
    description: '整支去骨雞腿酥炸，附三樣配菜',
    addOns: [['加滷蛋', 15, '加料']],
    recipe: { 雞腿排: 1000, 白米: 150, 高麗菜: 60, 雞蛋: 500 },
  },
  {
    category: '主食',
    name: '宮保雞丁飯',
    price: 130,
    takeout: 120,
    delivery: 150,
    weight: 5,
    tags: ['中辣'],
    description: '花生、乾辣椒與雞丁大火快炒',
    spice: SPICE,
    recipe: { 去骨雞腿肉: 150, 白米: 150, 青蔥: 20 },
  },
  {
    category: '主食',
    name: '素炒麵',
    price: 80,
    weight: 3,
    tags: ['素食'],
    description: '高麗菜與香菇快炒，全素可食',
    recipe: { 手工麵條: 180, 高麗菜: 80 },
  },
  {
    category: '主食',
    name: '麻油雞麵線',
    price: 160,
    weight: 0,
    tags: ['限定'],
    unavailable: true,
    description: '冬季限定，老薑麻油慢燉雞腿',
    recipe: { 去骨雞腿肉: 200, 手工麵條: 120 },
  },
  {
    category: '小吃',
    name: '蚵仔煎',
    price: 80,
    weight: 8,
    tags: ['招牌'],
    description: '東港鮮蚵、雞蛋與地瓜粉漿，淋上特製甜辣醬',
    recipe: { 鮮蚵: 70, 雞蛋: 1000, 地瓜粉: 40, 青江菜: 30 },
  },
  {
    category: '小吃',
    name: '鹽酥雞',
    price: 70,
    weight: 9,
    tags: ['人氣'],
    description: '現炸雞腿肉塊，撒上胡椒鹽與九層塔',
    spice: SPICE,
    addOns: [['加九層塔', 5, '加料']],
    recipe: { 去骨雞腿肉: 180, 地瓜粉: 30, 九層塔: 5000 },
  },
  {
    category: '小吃',
    name: '香雞排',
    price: 90,
    weight: 8,
    tags: ['人氣', '新品'],
    description: '比臉還大的酥脆雞排',
    spice: ['不辣', '小辣', '大辣'],
    addOns: [
      ['加起司', 20, '加料'],
      ['加梅粉', 5, '調味'],
    ],
    recipe: { 雞腿排: 1000, 地瓜粉: 40 },
  },
  {
    category: '小吃',
    name: '麻辣臭豆腐',
    price: 90,
    weight: 4,
    tags: ['辣', '大辣'],
    description: '麻辣鴨血湯底燉煮，附台式泡菜',
    recipe: { 臭豆腐: 4000, 高麗菜: 50 },
  },
  {
    category: '小吃',
    name: '燙青菜',
    price: 40,
    weight: 6,
    tags: ['素食'],
    description: '當季青菜，淋上油蔥或素蠔油',
    recipe: { 青江菜: 200 },
  },
  {
    category: '小吃',
    name: '地瓜球',
    price: 45,
    weight: 4,
    tags: ['特價'],
    description: '外酥內 Q 的夜市古早味',
    recipe: { 地瓜粉: 60 },
  },
  {
    category: '飲品',
    name: '珍珠奶茶',
    price: 55,
    weight: 10,
    tags: ['招牌', '人氣'],
    description: '阿薩姆紅茶加鮮奶，手工黑糖珍珠',
    sizes: [
      ['中杯', 55],
      ['大杯', 65],
    ],
    groups: [...DRINK, '加料'],
    recipe: { 阿薩姆紅茶葉: 20, 鮮奶: 150_000, 珍珠粉圓: 60, 果糖: 12, ...CUP },
  },
  {
    category: '飲品',
    name: '紅茶',
    price: 25,
    weight: 0,
    tags: ['素食'],
    description: '阿薩姆紅茶，現泡現搖',
    groups: DRINK,
    recipe: { 阿薩姆紅茶葉: 12, 果糖: 12, ...CUP },
  },
  {
    category: '飲品',
    name: '綠茶',
    price: 25,
    weight: 0,
    tags: ['素食'],
    description: '清香茉莉綠茶',
    groups: DRINK,
    recipe: { 果糖: 12, ...CUP },
  },
  {
    category: '飲品',
    name: '古早味紅茶',
    price: 30,
    weight: 6,
    tags: ['素食'],
    description: '炒糖香的古早味紅茶',
    sizes: [
      ['中杯', 30],
      ['大杯', 40],
    ],
    groups: DRINK,
    recipe: { 阿薩姆紅茶葉: 15, 果糖: 15, ...CUP },
  },
  {
    category: '飲品',
    name: '鮮奶茶',
    price: 60,
    weight: 5,
    tags: [],
    description: '光泉鮮奶與紅茶，不加奶精',
    sizes: [
      ['中杯', 60],
      ['大杯', 70],
    ],
    groups: DRINK,
    addOns: [['加珍珠', 10, '配料']],
    recipe: { 阿薩姆紅茶葉: 20, 鮮奶: 200_000, 果糖: 8, ...CUP },
  },
  {
    category: '飲品',
    name: '冬瓜檸檬',
    price: 50,
    weight: 4,
    tags: ['新品'],
    description: '古法熬煮冬瓜茶加新鮮檸檬汁',
    sizes: [
      ['中杯', 50],
      ['大杯', 60],
    ],
    groups: DRINK,
    addOns: [['加椰果', 10, '配料']],
    recipe: { 果糖: 20, ...CUP },
  },
  {
    category: '甜點',
    name: '傳統豆花',
    price: 45,
    weight: 6,
    tags: ['素食', '人氣'],
    description: '黃豆現磨，搭配薑汁糖水',
    addOns: [
      ['加珍珠', 10, '配料'],
      ['加花生', 10, '配料'],
      ['加芋圓', 15, '配料'],
    ],
    recipe: { 非基改黃豆: 40, 果糖: 15 },
  },
  {
    category: '甜點',
    name: '檸檬愛玉',
    price: 40,
    weight: 4,
    tags: ['素食', '限定'],
    unavailable: true,
    description: '嘉義愛玉子手洗，加新鮮檸檬',
    recipe: { 愛玉子: 6000, 果糖: 10 },
  },
  {
    category: '甜點',
    name: '杏仁豆腐',
    price: 45,
    weight: 2,
    tags: [],
    description: '濃郁杏仁香，冰涼滑嫩',
    recipe: { 鮮奶: 100_000, 果糖: 10 },
  },
  {
    category: '湯品',
    name: '酸辣湯',
    price: 40,
    weight: 5,
    tags: ['微辣'],
    description: '豆腐、木耳與蛋花，胡椒香醋提味',
    recipe: { 板豆腐: 250, 雞蛋: 500 },
  },
  {
    category: '湯品',
    name: '貢丸湯',
    price: 35,
    weight: 6,
    tags: [],
    description: '新竹手工貢丸，撒上芹菜末',
    recipe: { 新竹貢丸: 90, 青蔥: 5 },
  },
  {
    category: '湯品',
    name: '青菜豆腐湯',
    price: 35,
    weight: 3,
    tags: ['素食'],
    description: '清爽的高麗菜豆腐湯',
    recipe: { 板豆腐: 250, 高麗菜: 50 },
  },
  {
    category: '湯品',
    name: '清燉牛肉湯',
    price: 100,
    weight: 2,
    tags: [],
    description: '清燉牛腱，湯頭清甜',
    recipe: { 牛腱肉: 120, 青蔥: 5 },
  },
  {
    category: '早餐',
    name: '原味蛋餅',
    price: 35,
    weight: 1,
    tags: [],
    description: '現煎蛋餅皮，外酥內軟',
    recipe: { 雞蛋: 1000 },
  },
  {
    category: '早餐',
    name: '煎蘿蔔糕',
    price: 40,
    weight: 1,
    tags: [],
    description: '兩片煎得金黃的蘿蔔糕，附醬油膏',
    recipe: {},
  },
  {
    category: '套餐',
    name: '雞腿飯套餐',
    price: 170,
    weight: 0,
    tags: ['人氣'],
    description: '香酥雞腿飯配一杯飲料與一碗湯',
    slots: [
      ['主餐', [['香酥雞腿飯', 0]]],
      [
        '飲料',
        [
          ['紅茶', 0],
          ['綠茶', 0],
          ['古早味紅茶', 0],
          ['冬瓜檸檬', 0],
          ['珍珠奶茶', 15],
          ['鮮奶茶', 15],
        ],
      ],
      [
        '湯',
        [
          ['貢丸湯', 0],
          ['酸辣湯', 0],
        ],
      ],
    ],
    recipe: {},
  },
  {
    category: '早餐',
    name: '早餐套餐',
    price: 75,
    weight: 0,
    tags: [],
    description: '蛋餅或蘿蔔糕，配一杯早餐茶',
    slots: [
      [
        '主餐',
        [
          ['原味蛋餅', 0],
          ['煎蘿蔔糕', 0],
        ],
      ],
      [
        '飲料',
        [
          ['紅茶', 0],
          ['綠茶', 0],
          ['鮮奶茶', 15],
        ],
      ],
    ],
    recipe: {},
  },
]
