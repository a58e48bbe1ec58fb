import { expect, test } from 'bun:test'
import { isLanAddress, isLanName, printerHostKind } from './printer-host'

test('LAN and loopback IPv4 literals are addresses; the internet and odd spellings are not', () => {
  for (const ok of [
    '10.0.0.1',
    '10.255.255.254',
    '172.16.0.5',
    '172.31.255.1',
    '192.168.1.50',
    '169.254.10.20',
    '127.0.0.1',
    '127.8.9.10',
  ]) {
    expect(isLanAddress(ok)).toBe(true)
  }
  for (const bad of [
    '8.8.8.8',
    '172.15.0.1',
    '172.32.0.1',
    '192.169.1.1',
    '100.64.0.1',
    '0.0.0.0',
    '255.255.255.255',
    '224.0.0.1',
    '11.0.0.1',
    '127.1',
    '0x7f.0.0.1',
    '010.0.0.1',
    '2130706433',
    '192.168.1.256',
    '192.168.1',
    '192.168.1.1.1',
    '１９２.168.1.1',
    '192.168.1.1 ',
    '',
  ]) {
    expect(isLanAddress(bad)).toBe(false)
  }
})

test('IPv6: loopback, unique local, link-local and mapped LAN IPv4 only', () => {
  for (const ok of [
    '::1',
    '0:0:0:0:0:0:0:1',
    'fd12:3456:789a::1',
    'fc00::5',
    'fe80::1',
    'FE80::abcd:1',
    'febf::1',
    '::ffff:192.168.1.5',
    '::ffff:c0a8:105',
    '::ffff:127.0.0.1',
  ]) {
    expect(isLanAddress(ok)).toBe(true)
  }
  for (const bad of [
    '::',
    '2001:4860:4860::8888',
    'fec0::1',
    '::ffff:8.8.8.8',
    '::ffff:808:808',
    '64:ff9b::808:808',
    '::2',
    '1::2::3',
    'fe80::1::',
    '1:2:3:4:5:6:7:8:9',
    'fe80::1%eth0',
    'fe80:::1',
    '::ffff:192.168.1.5:1',
    '::1.2.3.4.5',
    'g::1',
  ]) {
    expect(isLanAddress(bad)).toBe(false)
  }
})

test('names: mDNS .local names, nothing else', () => {
  for (const ok of ['epson-tm.local', 'Kitchen-Printer.local', 'a.b.local']) expect(isLanName(ok)).toBe(true)
  for (const bad of [
    'localhost',
    'local',
    '.local',
    'printer.local.',
    'printer.lan',
    'example.com',
    'printer',
    '-x.local',
    'x-.local',
    'a..local',
    'under_score.local',
    `${'a'.repeat(64)}.local`,
    'localhost.example.com',
    '印表機.local',
  ]) {
    expect(isLanName(bad)).toBe(false)
  }
})

test('printerHostKind sorts a host into address, name or refused', () => {
  expect(printerHostKind('192.168.1.50')).toBe('address')
  expect(printerHostKind('epson.local')).toBe('name')
  expect(printerHostKind('8.8.8.8')).toBe('refused')
  expect(printerHostKind('evil.example.com')).toBe('refused')
})
