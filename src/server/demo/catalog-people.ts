/** Who and where: the store, its tables, its two accounts and its members. */
import type { MemberTier } from '../../shared/domain/order-totals'

export const DEMO_STORE = {
  name: '好味小館 台北信義店',
  code: 'XINYI01',
  address: '台北市信義區松仁路 100 號 1 樓',
  phone: '02-2722-1234',
  receiptFooter: '謝謝光臨，歡迎再度蒞臨！統編 12345678',
}

/** 換日時間: the demo's night shop keeps its after-midnight tables in the evening's business day. */
export const DEMO_DAY_CUTOFF = '05:00'

/** The README prints these; keep them in step with it. admin is the installation's owner. */
export const DEMO_ACCOUNTS = [
  {
    username: 'admin',
    password: 'admin123',
    role: 'manager',
    isOwner: true,
    firstName: '志明',
    lastName: '陳',
    email: 'admin@haowei.example',
    skillLevel: 'expert',
    pin: '8888',
  },
  {
    username: 'staff',
    password: 'staff123',
    role: 'staff',
    isOwner: false,
    firstName: '春嬌',
    lastName: '林',
    email: 'staff@haowei.example',
    skillLevel: 'beginner',
    pin: '1234',
  },
] as const

export const DEMO_TABLES: [string, number][] = [
  ['A-01', 2],
  ['A-02', 2],
  ['A-03', 4],
  ['A-04', 4],
  ['A-05', 2],
  ['A-06', 4],
  ['A-07', 4],
  ['A-08', 2],
  ['B-01', 6],
  ['B-02', 8],
  ['B-03', 10],
  ['B-04', 10],
]

/** Tables shown in a state other than free or seated. */
export const TABLE_SIDE_STATES: Partial<Record<string, 'reserved' | 'cleaning'>> = {
  'B-04': 'reserved',
  'A-07': 'cleaning',
}

export const DEMO_CONFIGURATIONS = [
  {
    name: '平日配置',
    description: '平日午晚餐標準桌位',
    isActive: true,
    combinations: [{ name: 'B 區宴會大桌', tables: ['B-03', 'B-04'] }],
  },
  {
    name: '週末家庭配置',
    description: '週末併桌，方便家庭聚餐',
    isActive: false,
    combinations: [{ name: 'A 區四人併桌', tables: ['A-03', 'A-04'] }],
  },
]

export type MemberDef = { name: string; phone: string; email: string | null; tier: MemberTier; joinedDaysAgo: number }

/** Frequent guests of the higher tiers visit more often (see order-plan). */
export const DEMO_MEMBERS: MemberDef[] = [
  { name: '陳美玲', phone: '0912-345-678', email: 'meiling.chen@example.com', tier: 'vip', joinedDaysAgo: 420 },
  { name: '蔡宜蓁', phone: '0975-330-182', email: 'yichen.tsai@example.com', tier: 'vip', joinedDaysAgo: 365 },
  { name: '林志豪', phone: '0928-111-235', email: 'chihhao.lin@example.com', tier: 'gold', joinedDaysAgo: 300 },
  { name: '王淑芬', phone: '0933-567-890', email: null, tier: 'gold', joinedDaysAgo: 240 },
  { name: '許雅雯', phone: '0988-120-456', email: 'yawen.hsu@example.com', tier: 'gold', joinedDaysAgo: 200 },
  { name: '張家豪', phone: '0955-246-813', email: null, tier: 'silver', joinedDaysAgo: 150 },
  { name: '李雅婷', phone: '0918-772-416', email: 'yating.lee@example.com', tier: 'silver', joinedDaysAgo: 120 },
  { name: '黃建宏', phone: '0921-908-334', email: null, tier: 'silver', joinedDaysAgo: 90 },
  { name: '吳佩珊', phone: '0937-415-629', email: 'peishan.wu@example.com', tier: 'regular', joinedDaysAgo: 60 },
  { name: '劉俊傑', phone: '0963-208-771', email: null, tier: 'regular', joinedDaysAgo: 40 },
  { name: '楊子翔', phone: '0910-654-327', email: null, tier: 'regular', joinedDaysAgo: 20 },
  { name: '鄭文彬', phone: '0919-563-201', email: 'wenbin.cheng@example.com', tier: 'regular', joinedDaysAgo: 0 },
]
