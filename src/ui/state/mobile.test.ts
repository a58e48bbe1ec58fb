import { describe, expect, it } from 'vitest'
import { classifyDevice } from './device.ts'
import { mobileRedirectTarget } from './mobile.ts'

const phone = { isMobile: true, forceDesktop: null, savedRole: null }

describe('mobileRedirectTarget', () => {
  it('sends a phone without a role to role select', () => {
    expect(mobileRedirectTarget({ ...phone, path: '/pos' })).toBe('/mobile/role-select')
  })
  it('sends a phone to its saved role screen', () => {
    expect(mobileRedirectTarget({ ...phone, path: '/orders', savedRole: 'kitchen' })).toBe('/mobile/kitchen')
    expect(mobileRedirectTarget({ ...phone, path: '/orders', savedRole: 'counter' })).toBe('/mobile/counter')
    expect(mobileRedirectTarget({ ...phone, path: '/x', savedRole: 'bogus' })).toBe('/mobile/role-select')
  })
  it('leaves /, /qr-order and /mobile/* alone', () => {
    for (const path of ['/', '/qr-order', '/mobile/role-select', '/mobile/staff/tables']) {
      expect(mobileRedirectTarget({ ...phone, path })).toBeNull()
    }
  })
  it('does nothing off phones, with force-desktop, or for managers', () => {
    expect(mobileRedirectTarget({ ...phone, path: '/pos', isMobile: false })).toBeNull()
    expect(mobileRedirectTarget({ ...phone, path: '/pos', forceDesktop: 'true' })).toBeNull()
    expect(mobileRedirectTarget({ ...phone, path: '/pos', forceDesktop: 'false' })).toBe('/mobile/role-select')
    expect(mobileRedirectTarget({ ...phone, path: '/pos', savedRole: 'manager' })).toBeNull()
  })
})

describe('classifyDevice', () => {
  it('splits at 768 and 1024', () => {
    expect(classifyDevice(767, 900, true).kind).toBe('mobile')
    expect(classifyDevice(768, 900, true).kind).toBe('tablet')
    expect(classifyDevice(1023, 700, false).kind).toBe('tablet')
    expect(classifyDevice(1024, 700, false).kind).toBe('desktop')
  })
  it('is landscape only when wider than tall', () => {
    expect(classifyDevice(800, 800, false).isLandscape).toBe(false)
    expect(classifyDevice(801, 800, false).isLandscape).toBe(true)
  })
})
