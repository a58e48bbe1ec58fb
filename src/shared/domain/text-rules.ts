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
