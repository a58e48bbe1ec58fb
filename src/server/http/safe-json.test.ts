import { expect, test } from 'bun:test'
import type { TextKind } from '../../shared/domain/text-rules'
import { MAX_JSON_DEPTH, parseSafeJson, type SafeJson } from './safe-json'

test('ordinary JSON parses as JSON.parse would', () => {
  for (const text of ['{"a":[1,{"b":"x"}],"c":null}', '[]', '"s"', '0', 'null', '{"name":"{[[[\\"]]]}"}']) {
    expect(parseSafeJson(text)).toEqual({ ok: true, value: JSON.parse(text) })
  }
  const nested = '['.repeat(MAX_JSON_DEPTH) + ']'.repeat(MAX_JSON_DEPTH)
  expect(parseSafeJson(nested).ok).toBe(true)
})

test('refuses deep nesting, prototype keys and keys that break turning an object into text', () => {
  const deep = '['.repeat(MAX_JSON_DEPTH + 1) + ']'.repeat(MAX_JSON_DEPTH + 1)
  for (const text of [
    deep,
    `${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}`,
    '{"__proto__":{"admin":true}}',
    '{"a":{"constructor":{"prototype":{"x":1}}}}',
    '{"name":{"toString":1}}',
    '[{"valueOf":0}]',
    '{"a":',
    'NaN',
  ]) {
    expect(parseSafeJson(text)).toEqual({ ok: false })
  }
  // Brackets inside strings are text, not nesting.
  expect(parseSafeJson(`{"note":"${'['.repeat(1000)}"}`).ok).toBe(true)
})

test('a text field with a control or direction character is refused, naming the field and its kind', () => {
  const refused = (field: string, kind: TextKind): SafeJson => ({ ok: false, unclean: { field, kind } })
  expect(parseSafeJson('{"name":"滷肉\\u202e飯"}')).toEqual(refused('name', 'name'))
  expect(parseSafeJson('{"items":[{"options":{"sizes":[{"name":"大\\u0000"}]}}]}')).toEqual(refused('name', 'name'))
  expect(parseSafeJson('{"lastName":"陳\\n"}')).toEqual(refused('lastName', 'name'))
  expect(parseSafeJson('{"number":"A\\u20661"}')).toEqual(refused('number', 'name'))
  expect(parseSafeJson('{"spiceLevels":["小辣","大\\u0085辣"]}')).toEqual(refused('spiceLevels', 'name'))
  // Printed notes and reasons are one line: a diner's note holding ESC p 0 0 z, or CR/LF.
  expect(parseSafeJson('{"tableId":1,"items":[{"menuItemId":1,"notes":"NOTE\\u001bp00zEND"}]}')).toEqual(
    refused('notes', 'line'),
  )
  expect(parseSafeJson('{"notes":"不要香菜\\r\\n少辣"}')).toEqual(refused('notes', 'line'))
  expect(parseSafeJson('{"reason":"客訴\\u009b"}')).toEqual(refused('reason', 'line'))
  expect(parseSafeJson('{"settings":{"discountReasons":["熟客","\\u202e員工"]}}')).toEqual(
    refused('discountReasons', 'line'),
  )
  // Text areas keep tabs and line breaks, nothing else.
  expect(parseSafeJson('{"name":"陳志明","notes":"不要香菜 少辣","content":"今日\\t公休\\r\\n明日照常"}').ok).toBe(true)
  expect(parseSafeJson('{"content":"今日\\u001b公休"}')).toEqual(refused('content', 'lines'))
  // Keys not holding text people read are left alone (a token, a client id).
  expect(parseSafeJson('{"clientOrderId":"a\\u0000b","settings":{"other":["\\u001b"]}}').ok).toBe(true)
})
