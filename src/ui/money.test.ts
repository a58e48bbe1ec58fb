import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { createQueryClient, provideQueryClient } from './api/query-client.ts'
import { setUser } from './state/auth.ts'
import { storesQuery } from './state/stores.ts'
import { formatNtd, formatNtdCents, formatNtdExact } from './money.ts'
import type { Store, User } from '../shared/api/stores.ts'

const UI = __dirname
// The diner's page loads no store list: it shows the menu's own prices as the shared helper writes them.
const DINER = [join(UI, 'features', 'diner'), join(UI, 'diner-app')]

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return DINER.includes(path) ? [] : sources(path)
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : []
  })
}

function working(settings: Partial<Store['settings']>) {
  const client = createQueryClient()
  provideQueryClient(client)
  setUser({ id: 1, currentStoreId: 1 } as User)
  client.setQueryData(storesQuery.queryKey, [{ id: 1, name: '店', code: 'S1', invoiceMode: 'off', settings } as never])
}

describe('money on a screen', () => {
  it('whole dollars, rounded half up, in a store without cent prices (a report average of "328.20")', () => {
    working({})
    expect(formatNtd('328.20')).toBe('NT$328')
    expect(formatNtd('328.50')).toBe('NT$329')
    expect(formatNtd('1234.49')).toBe('NT$1,234')
    expect(formatNtdCents(-32850)).toBe('-NT$329')
    expect(formatNtd('0.20')).toBe('NT$0')
    expect(formatNtd(null)).toBe('—')
  })

  it('the cents of a store that prices in cents; the exact helper always', () => {
    working({ allowCentPrices: true })
    expect(formatNtd('328.20')).toBe('NT$328.20')
    working({})
    expect(formatNtdExact('0.05')).toBe('NT$0.05')
  })

  it('no screen formats money on its own: every amount goes through src/ui/money.ts', () => {
    const own = [/shared\/format\/money\.ts'/, /NT\$\$\{/, /Intl\.NumberFormat/]
    const found = sources(UI)
      .filter((file) => file !== join(UI, 'money.ts'))
      .flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .flatMap((line, i) => (own.some((r) => r.test(line)) ? [`${relative(UI, file)}:${i + 1}`] : [])),
      )
    expect(found).toEqual([])
  })
})
