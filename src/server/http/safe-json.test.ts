import { expect, test } from 'bun:test'
import { MAX_JSON_DEPTH, parseSafeJson } from './safe-json'

test('ordinary JSON parses as JSON.parse would', () => {
  for (const text of ['{"a":[1,{"b":"x"}],"c":null}', '[]', '"s"', '0', 'null', '{"name":"{[[[\\"]]]}"}']) {
    expect(parseSafeJson(text)).toEqual({ ok: true, value: JSON.parse(text) })
  }
  const nested = '['.repeat(MAX_JSON_DEPTH) + ']'.repeat(MAX_JSON_DEPTH)
  expect(parseSafeJson(nested).ok).toBe(true)
})

test('refuses deep nesting, prototype keys and keys that break turning an object into text', () => {
  const deep = '['.repeat(MAX_JSON_DEPTH + 1) + ']'.repeat(MAX_JSON_DEPTH + 1)
  for (const text of [deep, '{"a":'.repeat(100_000) + '1' + '}'.repeat(100_000), '{"__proto__":{"admin":true}}',
    '{"a":{"constructor":{"prototype":{"x":1}}}}', '{"name":{"toString":1}}', '[{"valueOf":0}]', '{"a":', 'NaN']) {
    expect(parseSafeJson(text)).toEqual({ ok: false })
  }
  // Brackets inside strings are text, not nesting.
  expect(parseSafeJson(`{"note":"${'['.repeat(1000)}"}`).ok).toBe(true)
})

test('a name field with a control or direction character is refused, naming the field; other text may hold them', () => {
  expect(parseSafeJson('{"name":"滷肉\\u202e飯"}')).toEqual({ ok: false, uncleanName: 'name' })
  expect(parseSafeJson('{"items":[{"options":{"sizes":[{"name":"大\\u0000"}]}}]}')).toEqual({ ok: false, uncleanName: 'name' })
  expect(parseSafeJson('{"lastName":"陳\\n"}')).toEqual({ ok: false, uncleanName: 'lastName' })
  expect(parseSafeJson('{"number":"A\\u20661"}')).toEqual({ ok: false, uncleanName: 'number' })
  // Notes and announcements are free text: a line break belongs there.
  expect(parseSafeJson('{"name":"陳志明","notes":"不要香菜\\n少辣","content":"今日\\t公休"}').ok).toBe(true)
})
