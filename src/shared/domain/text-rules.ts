/** Small input rules shared by the back-office forms (members, users, handover, search boxes). */

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export function isValidEmail(text: string): boolean {
  return text.length <= 200 && EMAIL_RE.test(text)
}

/** Trimmed text, or null when blank: optional form fields are sent empty (spec part 2 §5). */
export function blankToNull(text: string | null | undefined): string | null {
  const t = text?.trim()
  return t ? t : null
}

/**
 * "0912-345-678", "(02) 2345 6789" → "0912345678", "0223456789"; "+886 912…" keeps its +.
 * null when what is left is not 6–15 digits.
 */
export function normalizePhone(text: string): string | null {
  const compact = text.trim().replace(/[\s\-().]/g, '')
  return /^\+?\d{6,15}$/.test(compact) ? compact : null
}

/** A LIKE pattern matching `term` anywhere, with %, _ and \ taken literally (use ESCAPE '\'). */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}

/**
 * What no name may hold: C0/C1 control characters and DEL (a NUL cuts a name short in C code
 * such as printer drivers, a newline or tab breaks a receipt or kitchen-ticket line) and the
 * invisible direction marks, overrides and isolates (U+202E shows what follows it backwards:
 * a name can look like another one on screen, on paper and in reports).
 */
const NAME_FORBIDDEN = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/

export function isCleanName(text: string): boolean {
  return !NAME_FORBIDDEN.test(text)
}

/**
 * The request-body fields that hold a name or label people read: users (username, firstName,
 * lastName), stores (name, code), tables (number), menu items, categories, options, members,
 * inventory, printers, devices, table layouts (name), SOPs and announcements (title).
 * The server checks them once, wherever they appear in a JSON body (http/safe-json.ts), so a
 * new route with a `name` cannot forget the rule.
 */
export const NAME_FIELDS: ReadonlySet<string> = new Set(['name', 'username', 'firstName', 'lastName', 'code', 'number', 'title'])
