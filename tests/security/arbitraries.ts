import fc from 'fast-check'

/**
 * fast-check arbitraries driven by the OpenAPI document: near-valid values built from a route's
 * JSON schema (so a request gets deep into the handler), then broken in one place with junk.
 */

export type JsonSchema = {
  type?: string | string[]
  format?: string
  enum?: unknown[]
  const?: unknown
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
  properties?: Record<string, JsonSchema>
  required?: string[]
  patternProperties?: Record<string, JsonSchema>
  items?: JsonSchema
  minimum?: number
  maximum?: number
  minLength?: number
  maxLength?: number
  maxItems?: number
  minItems?: number
  pattern?: string
}

/** Real ids and values from the populated store, so near-valid bodies name rows that exist. */
export type Hints = { ids: number[]; strings: string[] }

const HUGE_SIZES = [5_000, 70_000, 600_000]
export const hugeString = fc
  .constantFrom(...HUGE_SIZES)
  .chain((n) => fc.constantFrom('x', '滷', '💥').map((c) => c.repeat(n)))

const junkNumber = fc.constantFrom(-1, 0, -0, 0.5, -2.5, 1e308, -1e308, 2 ** 31, 2 ** 53, 2 ** 64, 5e-324, 1e21)

export const junkText = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '\t\n',
    'NaN',
    'Infinity',
    '-Infinity',
    '1e999',
    '-1',
    '0x1F',
    '1_000',
    '１２３',
    '٣',
    '1.5',
    "'; DROP TABLE orders; --",
    '" OR 1=1 --',
    '<script>alert(1)</script>',
    '../../etc/passwd',
    '%00',
    '\ud800',
    '\u202e',
    '2026-02-30',
    '9999-99-99',
    '__proto__',
    'constructor',
    'true',
    'null',
    '{}',
    '[]',
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
)

const leafJunk = fc.oneof(junkNumber, junkText, fc.boolean(), fc.constant(null), fc.integer(), fc.double())

/** A wrong value of any kind for a field. */
export const junkValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: leafJunk },
  { weight: 1, arbitrary: hugeString },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.array(leafJunk, { maxLength: 300 }) },
  {
    weight: 1,
    arbitrary: fc.dictionary(
      fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'valueOf', 'a'),
      leafJunk,
    ),
  },
)

function typesOf(s: JsonSchema): string[] {
  if (Array.isArray(s.type)) return s.type
  if (s.type) return [s.type]
  if (s.properties || s.patternProperties) return ['object']
  return []
}

/** A value that mostly satisfies `schema`. */
export function validish(schema: JsonSchema, hints: Hints, name = '', depth = 0): fc.Arbitrary<unknown> {
  if (schema.enum) return fc.constantFrom(...schema.enum)
  if ('const' in schema) return fc.constant(schema.const)
  const alts = schema.anyOf ?? schema.oneOf
  if (alts)
    return fc.oneof(
      ...alts.map((s) =>
        validish(
          { ...s, minimum: s.minimum ?? schema.minimum, maximum: s.maximum ?? schema.maximum },
          hints,
          name,
          depth,
        ),
      ),
    )
  const types = typesOf(schema)
  if (types.length > 1) return fc.oneof(...types.map((type) => validish({ ...schema, type }, hints, name, depth)))
  const idLike = /id$|ids$/i.test(name)
  switch (types[0]) {
    case 'null':
      return fc.constant(null)
    case 'boolean':
      return fc.boolean()
    case 'integer':
    case 'number': {
      const int = fc.integer({
        min: Math.ceil(schema.minimum ?? -1000),
        max: Math.floor(Math.min(schema.maximum ?? 100_000, 2 ** 31)),
      })
      const base =
        types[0] === 'integer'
          ? int
          : fc.oneof(int, fc.double({ min: schema.minimum ?? -1000, max: schema.maximum ?? 10_000, noNaN: true }))
      return idLike && hints.ids.length ? fc.oneof(fc.constantFrom(...hints.ids), base) : base
    }
    case 'string': {
      if (schema.format === 'numeric' || schema.format === 'integer') {
        const min = schema.minimum ?? 0
        const int =
          idLike && hints.ids.length ? fc.constantFrom(...hints.ids) : fc.integer({ min: Math.ceil(min), max: 10_000 })
        // In range but not whole: a LIMIT of 1.5 once reached SQLite and failed there.
        const fraction = fc.double({ min, max: Math.max(min, Math.min(schema.maximum ?? 10_000, 10_000)), noNaN: true })
        return fc.oneof({ weight: 4, arbitrary: int }, { weight: 1, arbitrary: fraction }).map(String)
      }
      // A pattern (a page size's digits): mostly values that match it, so the request gets past it.
      if (schema.pattern)
        return fc.oneof(
          { weight: 3, arbitrary: fc.stringMatching(new RegExp(schema.pattern)) },
          { weight: 1, arbitrary: junkText },
        )
      const max = Math.min(schema.maxLength ?? 30, 30)
      const text = fc.string({ unit: 'grapheme', minLength: Math.min(schema.minLength ?? 0, max), maxLength: max })
      return hints.strings.length ? fc.oneof(text, fc.constantFrom(...hints.strings)) : text
    }
    case 'array':
      return fc.array(validish(schema.items ?? {}, hints, name, depth + 1), {
        minLength: Math.min(schema.minItems ?? 0, 3),
        maxLength: Math.min(schema.maxItems ?? 3, 3),
      })
    case 'object': {
      if (depth > 4) return fc.constant({})
      const props = schema.properties ?? {}
      const shape = Object.fromEntries(Object.entries(props).map(([k, s]) => [k, validish(s, hints, k, depth + 1)]))
      const record = fc.record(shape, { requiredKeys: (schema.required ?? []).filter((k) => k in props) })
      const patterned = Object.values(schema.patternProperties ?? {})[0]
      if (!patterned) return record
      return fc.dictionary(fc.string({ maxLength: 10 }), validish(patterned, hints, '', depth + 1), { maxKeys: 3 })
    }
    default:
      return fc.jsonValue({ maxDepth: 2 })
  }
}

type Path = (string | number)[]

function pathsOf(v: unknown, at: Path = [], out: Path[] = []): Path[] {
  out.push(at)
  if (v && typeof v === 'object' && at.length < 6) {
    for (const k of Object.keys(v))
      pathsOf((v as Record<string, unknown>)[k], [...at, Array.isArray(v) ? Number(k) : k], out)
  }
  return out
}

export type Mutation = { kind: 'replace' | 'delete' | 'extra'; pick: number; junk: unknown; key: string }

/** `value` with one place broken: replaced with junk, removed, or given an extra (often hostile) key. */
export function mutate(value: unknown, m: Mutation): unknown {
  const copy = structuredClone(value)
  const paths = pathsOf(copy)
  const path = paths[m.pick % paths.length]
  if (path.length === 0) return m.kind === 'replace' ? m.junk : copy
  const parent = path.slice(0, -1).reduce<any>((o, k) => o[k], copy)
  const last = path[path.length - 1]
  if (m.kind === 'replace') parent[last] = m.junk
  else if (m.kind === 'delete') Array.isArray(parent) ? parent.splice(Number(last), 1) : delete parent[last]
  else if (parent && typeof parent === 'object')
    Object.defineProperty(parent, m.key, { value: m.junk, enumerable: true, writable: true, configurable: true })
  return copy
}

export const mutation: fc.Arbitrary<Mutation> = fc.record({
  kind: fc.constantFrom('replace', 'replace', 'delete', 'extra'),
  pick: fc.nat(),
  junk: junkValue,
  key: fc.constantFrom(
    '__proto__',
    'constructor',
    'prototype',
    'id',
    'storeId',
    'role',
    'isAdmin',
    'createdAt',
    'passwordHash',
    'total',
  ),
})

/**
 * JSON-ish text no JSON encoder would write: NaN and Infinity as numbers, a `__proto__` member,
 * duplicate keys, deep nesting, truncation, a byte-order mark.
 */
export function rawBodies(valid: fc.Arbitrary<unknown>, keys: string[]): fc.Arbitrary<string> {
  const key = keys.length ? fc.constantFrom(...keys) : fc.constant('x')
  const bareNumber = fc.constantFrom(
    'NaN',
    'Infinity',
    '-Infinity',
    '1e999',
    '-1e999',
    '01',
    '.5',
    '+1',
    '0x10',
    '1_0',
    '-0',
    '9'.repeat(400),
  )
  const deep = fc.constantFrom(50, 2_000, 100_000)
  return fc.oneof(
    fc.tuple(valid, key, bareNumber).map(([v, k, n]) => splice(v, `"${k}":${n}`)),
    fc
      .tuple(valid, fc.constantFrom('{"polluted":"yes","role":"manager"}', '{"isActive":true}', 'null', '[]'))
      .map(([v, p]) => splice(v, `"__proto__":${p}`)),
    valid.map((v) => splice(v, '"constructor":{"prototype":{"polluted":"yes"}}')),
    fc
      .tuple(valid, key, fc.jsonValue({ maxDepth: 1 }))
      .map(([v, k, j]) => splice(splice(v, `"${k}":${JSON.stringify(j)}`), `"${k}":1`)),
    deep.map((n) => '['.repeat(n) + ']'.repeat(n)),
    deep.map((n) => `${'{"a":'.repeat(n)}1${'}'.repeat(n)}`),
    fc.tuple(valid, fc.nat()).map(([v, n]) => {
      const s = JSON.stringify(v) ?? ''
      return s.slice(0, n % (s.length + 1))
    }),
    valid.map((v) => `\ufeff${JSON.stringify(v)}`),
    fc.constantFrom(
      '',
      'null',
      'true',
      '0',
      '"text"',
      '[]',
      '[{}]',
      '{',
      '}',
      '{"a":1}{"b":2}',
      '\u0000',
      '{"a":"\\ud800"}',
      '{"a":"\\u0000"}',
    ),
  )
}

/** Adds a member to the JSON text of an object (or wraps a non-object). */
function splice(value: unknown, member: string): string {
  const text = JSON.stringify(value ?? {}) ?? '{}'
  if (!text.startsWith('{')) return `{${member},"value":${text}}`
  return text === '{}' ? `{${member}}` : `{${member},${text.slice(1)}`
}

/** Path parameter values that are not ids: negative, huge, fractional, not numbers, not ASCII. */
export const junkPathSegment: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '0',
    '-1',
    '-0',
    '1.5',
    '1e3',
    '1e308',
    '1e999',
    'NaN',
    'Infinity',
    '-Infinity',
    '0x10',
    '0b1',
    '%20%31',
    '1%00',
    '9007199254740993',
    '99999999999999999999999',
    '%EF%BC%91',
    '%D9%A3',
    '%F0%9F%8D%9C',
    '%E6%BB%B7',
    'null',
    'undefined',
    'true',
    '__proto__',
    'constructor',
    '%2e%2e',
    '1%2F2',
    'me',
    "1'",
    '1;',
    '%25',
    'a'.repeat(5000),
  ),
  fc.integer({ min: -(2 ** 31), max: 2 ** 31 }).map(String),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 20 }).map(encodeURIComponent),
)

/** A query string: near-valid values for the declared parameters, junk for some, and hostile extras. */
export function queryStrings(params: { name: string; schema: JsonSchema }[], hints: Hints): fc.Arbitrary<string> {
  const declared = params.map((p) =>
    fc.option(
      fc
        .oneof(
          validish(p.schema, hints, p.name).map((v) => String(v)),
          junkText,
          hugeString.map((s) => s.slice(0, 3000)),
        )
        .map((v) => `${p.name}=${encodeQuery(v)}`),
    ),
  )
  const extras = fc.array(
    fc.oneof(
      fc.constantFrom(
        '__proto__[polluted]=yes',
        'constructor[prototype][polluted]=yes',
        '__proto__=x',
        'limit=-1',
        'limit=1e9',
        // Page sizes that once reached SQLite as a LIMIT it failed on (0 in its spellings) or as "every row".
        'limit=0',
        'limit=-0',
        'limit=00',
        'limit=0x0',
        'limit=100000',
        'limit=1e2',
        'limit=%205',
        'limit=501',
        'limit=%2B5',
        'limit=5&limit=0',
        'date=2026-13-45',
        'range=forever',
        't=',
        't[]=a',
        'a[b][c]=1',
        '%ZZ=1',
        '=1',
        '&&&',
        'x=%E0%A4%A',
      ),
      fc
        .tuple(fc.constantFrom(...params.map((p) => p.name), 'limit'), junkText)
        .map(([k, v]) => `${k}=${encodeQuery(v)}`),
    ),
    { maxLength: 3 },
  )
  return fc
    .tuple(fc.tuple(...declared), extras)
    .map(([d, e]) => [...d.filter((x): x is string => x !== null), ...e].join('&'))
}

/** encodeURIComponent, except that a lone surrogate goes out as its raw (invalid) percent bytes. */
function encodeQuery(v: string): string {
  try {
    return encodeURIComponent(v)
  } catch {
    return `${encodeURIComponent(v.replace(/[\ud800-\udfff]/g, ''))}%ED%A0%80`
  }
}
