import { describe, expect, test } from 'bun:test'
import {
  DEFAULT_PRINTER_DEVICES,
  isAllowedDevice,
  isInsideFolder,
  isPlainAbsolutePath,
  matchesDevicePattern,
  parseDevicePatterns,
} from './server-paths'

describe('plain absolute paths', () => {
  test('absolute, no empty, . or .. segments, no control characters', () => {
    for (const ok of ['/', '/dev/usb/lp0', '/srv/turnkey/UpCast', '/home/店長/發票', '/a/b c/d'])
      expect(isPlainAbsolutePath(ok)).toBe(true)
    for (const bad of [
      '',
      'dev/usb/lp0',
      './lp0',
      '/root/x/../y/etc',
      '/dev/usb/../mem',
      '/dev/./mem',
      '/dev//mem',
      '/dev/usb/',
      '/dev/usb/lp0\u0000',
      '/dev/\nmem',
      `/${'a'.repeat(500)}`,
    ]) {
      expect(isPlainAbsolutePath(bad)).toBe(false)
    }
  })

  test('inside a folder means the folder itself or below it, never a sibling with the same prefix', () => {
    expect(isInsideFolder('/data/einvoice', '/data/einvoice')).toBe(true)
    expect(isInsideFolder('/data/einvoice', '/data/einvoice/storeA/UpCast')).toBe(true)
    expect(isInsideFolder('/data/einvoice', '/data/einvoice-other')).toBe(false)
    expect(isInsideFolder('/data/einvoice', '/data/einvoice/../../etc')).toBe(false)
    expect(isInsideFolder('/data/einvoice', '/etc')).toBe(false)
    expect(isInsideFolder('/', '/anything')).toBe(true)
  })
})

describe('printer device patterns', () => {
  test('the defaults allow printer and serial devices and nothing else under /dev', () => {
    for (const ok of [
      '/dev/usb/lp0',
      '/dev/usb/lp12',
      '/dev/ttyUSB0',
      '/dev/ttyACM1',
      '/dev/ttyS0',
      '/dev/serial/by-id/usb-Prolific_Technology_Inc._USB-Serial_Controller-if00-port0',
    ]) {
      expect(isAllowedDevice(DEFAULT_PRINTER_DEVICES, ok)).toBe(true)
    }
    for (const bad of [
      '/dev/mem',
      '/dev/sda',
      '/dev/null',
      '/etc/passwd',
      '/proc/sysrq-trigger',
      '/dev/usb/../mem',
      '/dev/serial/by-id/../../sda',
      '/dev/serial/by-id/x/y',
      '/dev/usb/lp0/../../mem',
      '/dev/ttyUSB0/',
      'ttyUSB0',
      '/dev/tty',
      '/dev/pts/3',
      '/dev/usb/hiddev0',
    ]) {
      expect(isAllowedDevice(DEFAULT_PRINTER_DEVICES, bad)).toBe(false)
    }
  })

  test('* and ? never cross a slash; other characters are literal', () => {
    expect(matchesDevicePattern('/dev/ttyS*', '/dev/ttyS12')).toBe(true)
    expect(matchesDevicePattern('/dev/ttyS*', '/dev/ttyS1/x')).toBe(false)
    expect(matchesDevicePattern('/dev/ttyS?', '/dev/ttyS1')).toBe(true)
    expect(matchesDevicePattern('/dev/ttyS?', '/dev/ttyS12')).toBe(false)
    expect(matchesDevicePattern('/dev/usb.lp*', '/dev/usbXlp0')).toBe(false)
    expect(matchesDevicePattern('/tmp/pos-pty-*/ttyPOS*', '/tmp/pos-pty-a1/ttyPOS0')).toBe(true)
  })

  test(`the owner's comma list: trimmed, blanks dropped, any relative or climbing pattern refuses the whole \
list`, () => {
    expect(parseDevicePatterns(' /dev/ttyAMA* , /dev/printers/*,')).toEqual(['/dev/ttyAMA*', '/dev/printers/*'])
    expect(parseDevicePatterns('')).toEqual([])
    expect(parseDevicePatterns('/dev/ttyAMA*,dev/x')).toBeNull()
    expect(parseDevicePatterns('/dev/usb/../*')).toBeNull()
  })
})
