/** The back office's paper trail: announcements, shift handover and two recipe SOPs. */
import { announcements, handoverItems, handoverNotes, recipeSops } from '../db/schema'
import type { World } from './seed-base'
import { DAY_MS, HOUR_MS } from './time'

type AnnouncementDef = {
  title: string
  content: string
  priority: 'low' | 'normal' | 'high' | 'urgent'
  targetRole: 'manager' | 'staff' | null
  isActive: boolean
  hoursAgo: number
}

const ANNOUNCEMENTS: AnnouncementDef[] = [
  {
    title: '愛玉子受潮報廢，今日檸檬愛玉停售',
    content: '今早盤點發現愛玉子受潮已全數報廢，檸檬愛玉暫停供應，請向客人推薦傳統豆花。新貨預計後天到。',
    priority: 'urgent',
    targetRole: null,
    isActive: true,
    hoursAgo: 3,
  },
  {
    title: '本月食材成本檢討',
    content: '牛腱肉進價上漲約 8%，請店長於週五前確認紅燒牛肉麵與清燉牛肉湯的毛利，並評估是否調整售價。',
    priority: 'high',
    targetRole: 'manager',
    isActive: true,
    hoursAgo: 26,
  },
  {
    title: '新品上市：冬瓜檸檬',
    content: '本週起供應冬瓜檸檬，中杯 50 元、大杯 60 元，可加椰果。點餐時請主動推薦。',
    priority: 'normal',
    targetRole: null,
    isActive: true,
    hoursAgo: 70,
  },
  {
    title: '週末排班提醒',
    content: '週六、週日晚餐尖峰需多一位外場，請有空的同仁向店長登記。',
    priority: 'normal',
    targetRole: 'staff',
    isActive: true,
    hoursAgo: 100,
  },
  {
    title: '消防安全檢查',
    content: '上週消防檢查已完成，滅火器皆在有效期限內。',
    priority: 'low',
    targetRole: null,
    isActive: false,
    hoursAgo: 200,
  },
]

type HandoverDef = {
  task: string
  description: string | null
  priority: 'low' | 'normal' | 'high'
  assignedTo: string | null
  /** Hours from now; negative is in the past. */
  dueIn: number | null
  doneHoursAgo?: number
  hoursAgo: number
  notes: [string, number][]
}

const HANDOVER: HandoverDef[] = [
  {
    task: '補貨：鮮蚵、豬五花絞肉',
    description: '庫存已低於安全量，明早市場開門就要叫貨。',
    priority: 'high',
    assignedTo: '陳志明',
    dueIn: 18,
    hoursAgo: 4,
    notes: [['已先打電話給阿忠豬肉，明早 8 點送到。', 2]],
  },
  {
    task: '清潔抽油煙機濾網',
    description: '每週一次，廚房後方兩組濾網。',
    priority: 'normal',
    assignedTo: '林春嬌',
    dueIn: -20,
    hoursAgo: 60,
    notes: [['昨晚太忙沒來得及，今天收店後處理。', 10]],
  },
  {
    task: '確認週六 B-04 十人桌訂位',
    description: '王小姐家庭聚餐，18:30，需要兒童椅兩張。',
    priority: 'normal',
    assignedTo: '林春嬌',
    dueIn: 30,
    doneHoursAgo: 5,
    hoursAgo: 28,
    notes: [['已電話確認，客人會提早 10 分鐘到。', 5]],
  },
  {
    task: '收銀機零錢補足',
    description: '百元鈔與十元硬幣不足。',
    priority: 'high',
    assignedTo: '陳志明',
    dueIn: -30,
    doneHoursAgo: 32,
    hoursAgo: 40,
    notes: [],
  },
  {
    task: '出單機感熱紙補貨',
    description: null,
    priority: 'low',
    assignedTo: null,
    dueIn: null,
    hoursAgo: 8,
    notes: [],
  },
]

const SOPS = [
  {
    dish: '紅燒牛肉麵',
    title: '紅燒牛肉麵出餐流程',
    description: '湯頭與牛腱前一晚備好，出餐只需煮麵與組裝。',
    estimatedTime: 8,
    difficultyLevel: 'medium' as const,
    steps: [
      { text: '麵條下滾水煮 3 分鐘', mandatory: true, timerSeconds: 180 },
      { text: '青江菜燙 30 秒撈起', mandatory: true, timerSeconds: 30 },
      { text: '碗中放入牛腱 150 克，舀入熱湯', mandatory: true, guidance: '大碗加湯至碗緣下 2 公分' },
      { text: '依辣度加入辣油，撒上蔥花', mandatory: false },
    ],
  },
  {
    dish: '珍珠奶茶',
    title: '珍珠奶茶調製',
    description: '珍珠每 4 小時煮一鍋，超過時間請報廢。',
    estimatedTime: 3,
    difficultyLevel: 'easy' as const,
    steps: [
      { text: '杯中加入珍珠 60 克', mandatory: true },
      { text: '紅茶 250CC、鮮奶 150CC、果糖依甜度', mandatory: true, guidance: '全糖 30CC，半糖 15CC' },
      { text: '加冰搖勻後封膜', mandatory: true, timerSeconds: 10 },
    ],
  },
]

export function seedNotes(world: World) {
  const { d, storeId, now, admin } = world
  const adminId = admin.user!.id
  const staffId = world.staffActor.user!.id
  for (const a of ANNOUNCEMENTS) {
    const at = now - a.hoursAgo * HOUR_MS
    const { hoursAgo, ...fields } = a
    const row = d
      .insert(announcements)
      .values({ storeId, ...fields, createdBy: adminId, createdAt: at, updatedAt: at })
      .returning()
      .get()
    world.log(
      admin,
      {
        action: 'create_announcement',
        entityType: 'announcement',
        entityId: row.id,
        details: { title: a.title, priority: a.priority },
      },
      at,
    )
  }
  for (const h of HANDOVER) {
    const at = now - h.hoursAgo * HOUR_MS
    const doneAt = h.doneHoursAgo === undefined ? null : now - h.doneHoursAgo * HOUR_MS
    const row = d
      .insert(handoverItems)
      .values({
        storeId,
        task: h.task,
        description: h.description,
        priority: h.priority,
        assignedTo: h.assignedTo,
        dueDate: h.dueIn === null ? null : now + h.dueIn * HOUR_MS,
        isCompleted: doneAt !== null,
        completedBy: doneAt === null ? null : staffId,
        completedAt: doneAt,
        createdBy: adminId,
        createdAt: at,
        updatedAt: doneAt ?? at,
      })
      .returning()
      .get()
    for (const [content, hoursAgo] of h.notes) {
      d.insert(handoverNotes)
        .values({ handoverItemId: row.id, content, createdBy: staffId, createdAt: now - hoursAgo * HOUR_MS })
        .run()
    }
    world.log(
      admin,
      { action: 'create_handover_item', entityType: 'handover_item', entityId: row.id, details: { task: h.task } },
      at,
    )
  }
  for (const s of SOPS) {
    const item = world.menu.find((m) => m.pricing.name === s.dish)!
    const at = now - 20 * DAY_MS
    const { dish, ...fields } = s
    d.insert(recipeSops)
      .values({ storeId, menuItemId: item.id, ...fields, servingSize: 1, createdAt: at, updatedAt: at })
      .run()
  }
}
