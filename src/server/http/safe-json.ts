import { TEXT_FIELDS, isCleanText, type TextKind } from '../../shared/domain/text-rules'

/**
 * JSON request bodies, parsed with limits the plain parser does not have (the idea of
 * Fastify's secure-json-parse):
 * - nesting deeper than MAX_JSON_DEPTH is refused: validation and error reporting recurse over
 *   the value, and 100,000 nested brackets (100 KB) overflowed the stack into a 500;
 * - members named like Object.prototype's own machinery are refused: `__proto__`/`constructor`/
 *   `prototype` invite prototype pollution in any code that copies keys, and an object with a
 *   non-callable `toString` or `valueOf` cannot be turned into text, which crashed Elysia's
 *   validation message (a 500 instead of a 422).
 * - a text field (TEXT_FIELDS: names, notes, reasons, text areas) holding a control character or
 *   a bidi override is refused, with the field and its kind named so the answer can say which
 *   (the rule: shared/domain/text-rules.ts).
 */
export const MAX_JSON_DEPTH = 32
const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype', 'toString', 'valueOf'])

class Unsafe extends Error {}
class UncleanText extends Error {
  constructor(
    readonly field: string,
    readonly kind: TextKind,
  ) {
    super(field)
  }
}

export type SafeJson = { ok: true; value: unknown } | { ok: false; unclean?: { field: string; kind: TextKind } }

export function parseSafeJson(text: string): SafeJson {
  if (tooDeep(text)) return { ok: false }
  try {
    const value = JSON.parse(text, (key, v) => {
      if (UNSAFE_KEYS.has(key)) throw new Unsafe()
      const kind = TEXT_FIELDS.get(key)
      if (kind && !isCleanValue(v, kind)) throw new UncleanText(key, kind)
      return v
    })
    return { ok: true, value }
  } catch (e) {
    return e instanceof UncleanText ? { ok: false, unclean: { field: e.field, kind: e.kind } } : { ok: false }
  }
}

/** A text, or each text of an array (spice levels, discount reasons); other values are not text. */
function isCleanValue(v: unknown, kind: TextKind): boolean {
  if (typeof v === 'string') return isCleanText(v, kind)
  return !Array.isArray(v) || v.every((x) => typeof x !== 'string' || isCleanText(x, kind))
}

/** Whether brackets outside strings nest deeper than the limit (one pass, stops early). */
function tooDeep(text: string): boolean {
  let depth = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (inString) {
      if (c === 92)
        i++ // backslash: skip the escaped character
      else if (c === 34) inString = false
    } else if (c === 34) inString = true
    else if (c === 123 || c === 91) {
      if (++depth > MAX_JSON_DEPTH) return true
    } else if (c === 125 || c === 93) depth--
  }
  return false
}
