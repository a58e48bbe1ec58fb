import { expect, test } from 'bun:test'
import { checkUsername, scriptsOf, usernameKey } from './username'

const refused = (raw: string) => {
  const r = checkUsername(raw)
  return r.ok ? null : r.problem
}

test('a Latin look-alike from Cyrillic or Greek is refused', () => {
  expect(refused('\u0430dmin')).toBe('mixed-scripts') // Cyrillic а
  expect(refused('adm\u0456n')).toBe('mixed-scripts') // Cyrillic і
  expect(refused('\u03bfwner')).toBe('mixed-scripts') // Greek ο
  expect(refused('manager\u0405')).toBe('mixed-scripts') // Cyrillic Ѕ
  expect(refused('ab\u0561')).toBe('mixed-scripts') // Armenian ա
})

test('one script, or Latin beside Han with Bopomofo, kana or Hangul, is accepted', () => {
  for (const name of [
    'admin',
    'amy.chen_02',
    '王小明',
    '小王wang',
    'ㄅㄆ王',
    'さくら桜sakura',
    '김민수kim',
    'Иван',
    'Σοφία',
    'cook-1',
    '店長@A01',
  ]) {
    expect([name, refused(name)]).toEqual([name, null])
  }
  expect(refused('Иван\u03b1')).toBe('mixed-scripts')
  expect(refused('王小明\u0430')).toBe('mixed-scripts')
  expect(refused('ก\u0430')).toBe('mixed-scripts')
})

test('NFKC: full-width and compatibility forms are kept as their plain letters', () => {
  expect(checkUsername('  ａｄｍｉｎ ')).toEqual({ ok: true, username: 'admin' })
  expect(checkUsername('\ufb01sh')).toEqual({ ok: true, username: 'fish' })
  expect(checkUsername('ＡＢＣ１２３')).toEqual({ ok: true, username: 'ABC123' })
  expect(usernameKey('ＡＤＭＩＮ')).toBe('admin')
  expect(usernameKey(' Admin ')).toBe('admin')
})

test('invisible characters, empty names and names NFKC makes too long are refused', () => {
  expect(refused('ad\u200bmin')).toBe('invisible')
  expect(refused('ad\u200dmin')).toBe('invisible')
  expect(refused('admin\u202e')).toBe('invisible')
  expect(refused('\u3164admin')).toBe('invisible')
  expect(refused('\u00adadmin')).toBe('invisible')
  expect(refused(' \u3000 ')).toBe('empty')
  expect(refused('\ufdfa'.repeat(3))).toBe('too-long') // each expands to 18 letters
  expect(refused('a'.repeat(50))).toBeNull()
})

test('digits, punctuation and combining marks belong to every script', () => {
  expect([...scriptsOf('a1-_.@')]).toEqual(['Latin'])
  expect([...scriptsOf('ー王')]).toEqual(['Han'])
  expect([...scriptsOf('e\u0301')]).toEqual(['Latin'])
  expect(scriptsOf('123').size).toBe(0)
})
