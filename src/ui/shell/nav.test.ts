import { describe, expect, it } from 'vitest'
import { foldsOnPos, isActiveLink, isSidebarHidden, NAV_GROUPS, navGroupsFor } from './nav.ts'

describe('isActiveLink', () => {
  it('matches / exactly', () => {
    expect(isActiveLink('/', '/')).toBe(true)
    expect(isActiveLink('/', '/pos')).toBe(false)
  })
  it('matches other links by prefix', () => {
    expect(isActiveLink('/pos', '/pos')).toBe(true)
    expect(isActiveLink('/orders', '/orders/12')).toBe(true)
    expect(isActiveLink('/menu-management', '/menu')).toBe(false)
  })
})

describe('sidebar', () => {
  it('is hidden under /mobile/', () => {
    expect(isSidebarHidden('/mobile/kitchen')).toBe(true)
    expect(isSidebarHidden('/menu')).toBe(false)
  })
  it("lists the 17 links of spec part1 §2 and the counter's floor in five groups", () => {
    expect(NAV_GROUPS.map((g) => g.label)).toEqual(['主要', '商品', '會員', '營運', '系統'])
    expect(NAV_GROUPS.flatMap((g) => g.links.map((l) => l.path))).toEqual([
      '/',
      '/pos',
      '/orders',
      '/tables',
      '/qr-ordering',
      '/menu-management',
      '/inventory',
      '/cost',
      '/members',
      '/announcements',
      '/handover',
      '/activity-logs',
      '/reports',
      '/stores',
      '/users',
      '/payments',
      '/settings',
    ])
  })
  it('shows managers every link and hides from staff the screens only managers may read', () => {
    const paths = (role: string) => navGroupsFor({ role }).flatMap((g) => g.links.map((l) => l.path))
    expect(paths('manager')).toEqual(NAV_GROUPS.flatMap((g) => g.links.map((l) => l.path)))
    expect(paths('staff')).toEqual([
      '/',
      '/pos',
      '/orders',
      '/tables',
      '/qr-ordering',
      '/menu-management',
      '/inventory',
      '/members',
      '/announcements',
      '/handover',
      '/stores',
      '/payments',
      '/settings',
    ])
    expect(navGroupsFor(null).map((g) => g.label)).toEqual(['主要', '商品', '會員', '營運', '系統'])
  })
})

describe('foldsOnPos', () => {
  it('folds the sidebar on the POS and the floor below 1440 px only', () => {
    for (const width of [768, 1024, 1280, 1366, 1439]) expect(foldsOnPos('/pos', width)).toBe(true)
    expect(foldsOnPos('/floor', 1366)).toBe(true)
    expect(foldsOnPos('/floor', 1440)).toBe(false)
    expect(foldsOnPos('/pos', 1440)).toBe(false)
    expect(foldsOnPos('/orders', 1024)).toBe(false)
    expect(foldsOnPos('/position', 1024)).toBe(false)
  })
})
