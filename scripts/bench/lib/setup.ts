// A store as a restaurant would set it up, through the real API: a 200-item menu with options,
// recipes and an image each, a kitchen printer, a kitchen display's MQTT login, a staff account.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

// biome-ignore lint/suspicious/noExplicitAny: the bench reads the API's JSON replies as the real client would, untyped.
export type Api = (method: string, path: string, body?: unknown) => Promise<any>

export type BenchStore = {
  storeId: number
  managerCookie: string
  staffCookie: string
  /** A takeout order of two recipe items, one with size, spice and an add-on. */
  orderBody: string
  mqtt: { username: string; password: string; ticketsTopic: string; bumpTopic: string }
}

const MENU_ITEMS = 200
// A new store already has 主食, 飲品, 甜點 and 湯品 (empty); the bench's own five come beside them.
const CATEGORIES = ['麵飯', '湯類', '小菜', '飲料', '點心']
// A 1×1 PNG: images are stored once and referenced by URL in the menu, never inlined.
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42' +
  'mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='

export function client(baseUrl: string, cookie = ''): Api {
  return async (method, path, body) => {
    const headers: Record<string, string> = cookie ? { cookie } : {}
    if (body !== undefined) headers['content-type'] = 'application/json'
    const res = await fetch(`${baseUrl}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const text = await res.text()
    if (!res.ok) throw new Error(`${method} ${path} → ${res.status} ${text.slice(0, 300)}`)
    return text ? JSON.parse(text) : null
  }
}

/**
 * The one-time setup code a server started on an empty `dataDir` wrote (first line of setup-code.txt); null once an
 * owner exists.
 */
export function readSetupCode(dataDir: string): string | null {
  const path = join(dataDir, 'setup-code.txt')
  return existsSync(path) ? readFileSync(path, 'utf8').split('\n')[0]!.trim() : null
}

/** Registers (the first account becomes the manager, with the server's setup code) and returns the session cookie. */
export async function register(
  baseUrl: string,
  username: string,
  password: string,
  setupCode?: string | null,
): Promise<string> {
  const res = await fetch(`${baseUrl}/api/auth/local/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password, ...(setupCode && { setupCode }) }),
  })
  if (res.status !== 201) throw new Error(`register ${username} → ${res.status} ${await res.text()}`)
  return res.headers.get('set-cookie')!.split(';')[0]
}

/** The year-old store's manager (the bench's reports and history rows share its folder). */
export const MANAGER: [string, string] = ['bench-manager', 'bench-password-1']

/** Signs in MANAGER, or registers it on a folder that has no account yet: the session cookie. */
export async function manager(url: string, dataDir: string): Promise<string> {
  const [username, password] = MANAGER
  const res = await fetch(`${url}/api/auth/local/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ username, password }),
  })
  if (!res.ok) return register(url, username, password, readSetupCode(dataDir))
  return res.headers.get('set-cookie')!.split(';')[0]
}

async function inBatches<T, R>(list: T[], size: number, fn: (x: T, i: number) => Promise<R>): Promise<R[]> {
  const out: R[] = []
  for (let i = 0; i < list.length; i += size)
    out.push(...(await Promise.all(list.slice(i, i + size).map((x, j) => fn(x, i + j)))))
  return out
}

async function createMenu(api: Api, s: string, recipe: { noodles: number; broth: number }): Promise<number[]> {
  const categoryIds = await inBatches(
    CATEGORIES,
    5,
    async (name) => (await api('POST', `${s}/menu-categories`, { name })).id as number,
  )
  return inBatches(
    Array.from({ length: MENU_ITEMS }, (_, i) => i),
    10,
    async (i) => {
      const { id } = await api('POST', `${s}/menu`, {
        name: `招牌料理 ${i + 1} 號`,
        description: '以在地食材每日現做，附季節小菜一份。',
        basePrice: `${80 + (i % 20) * 10}.00`,
        categoryId: categoryIds[i % categoryIds.length],
        tags: i % 3 === 0 ? ['招牌', '人氣'] : ['新品'],
        sizeOptions: [
          { name: '小', price: '0' },
          { name: '中', price: '10' },
          { name: '大', price: '20' },
        ],
        spiceLevels: ['不辣', '小辣', '中辣', '大辣'],
        addOns: [
          { name: '加蛋', price: '15', category: '配料' },
          { name: '加麵', price: '20', category: '配料' },
          { name: '起司', price: '25', category: '配料' },
        ],
        costData: {
          麵條: { inventoryId: recipe.noodles, quantity: 150 },
          高湯: { inventoryId: recipe.broth, quantity: 300 },
        },
      })
      await api('POST', `${s}/menu/${id}/images`, { imageData: PNG, mimeType: 'image/png' })
      return id as number
    },
  )
}

/** `setupCode`: what the fresh server printed (readSetupCode, or the in-process harness's). */
export async function setupStore(
  baseUrl: string,
  printerAddress: string,
  setupCode: string | null,
): Promise<BenchStore> {
  const managerCookie = await register(baseUrl, 'bench-manager', 'bench-password-1', setupCode)
  const manager = client(baseUrl, managerCookie)
  const { id: storeId } = await manager('POST', '/api/stores', { name: '效能測試餐廳', code: 'BENCH-1' })
  const s = `/api/stores/${storeId}`
  const { id: categoryId } = await manager('POST', `${s}/inventory-categories`, { name: '食材' })
  // Stock for hundreds of thousands of orders (the load must never run out), its value (stock × unit
  // cost, NT$9,999,999.95) within the money bound the inventory API enforces.
  const stock = (name: string) =>
    manager('POST', `${s}/inventory`, {
      name,
      categoryId,
      unit: '克',
      currentStock: '199999999',
      safetyStock: '1000',
      unitCost: '0.05',
    })
  const [noodles, broth] = [(await stock('麵條')).id, (await stock('高湯')).id]
  const itemIds = await createMenu(manager, s, { noodles, broth })
  await manager('POST', `${s}/printers`, {
    name: '廚房',
    role: 'kitchen',
    connection: 'network',
    address: printerAddress,
  })
  const kds = await manager('POST', `${s}/mqtt-devices`, { name: '廚房螢幕' })

  await manager('PATCH', '/api/settings/system', { registrationOpen: true })
  const staffCookie = await register(baseUrl, 'bench-staff', 'bench-password-2')
  await manager('PATCH', '/api/settings/system', { registrationOpen: false })
  // A self-registered account works at no store until a manager assigns one.
  const { id: staffId } = await client(baseUrl, staffCookie)('GET', '/api/auth/user')
  await manager('PATCH', `/api/users/${staffId}`, { storeIds: [storeId] })

  const orderBody = JSON.stringify({
    orderType: 'takeout',
    items: [
      {
        menuItemId: itemIds[7],
        quantity: 1,
        options: { size: '大', spice: '小辣', addOns: ['加蛋'] },
        notes: '麵硬一點',
      },
      { menuItemId: itemIds[42], quantity: 2 },
    ],
  })
  return {
    storeId,
    managerCookie,
    staffCookie,
    orderBody,
    mqtt: {
      username: kds.username,
      password: kds.password,
      ticketsTopic: kds.topics.tickets,
      bumpTopic: `pos/${storeId}/kitchen/bench/bump`,
    },
  }
}
