/**
 * Usernames are read on screens and typed on phones, and one that looks like another is a way in:
 * "аdmin" with a Cyrillic а is not "admin" to the database but is to the manager reading a list.
 * A username is kept in NFKC (full-width ａｄｍｉｎ is admin, ﬁ is fi), holds nothing invisible, and
 * does not mix scripts, following Unicode TS #39's "highly restrictive" level: one script, or
 * Latin with the scripts written beside it in Taiwan, China, Japan and Korea.
 */
export const USERNAME_MAX = 50

export function normalizeUsername(raw: string): string {
  return raw.normalize('NFKC').trim()
}

/** The key a username's sign-in counts are kept under: one per name, however it is typed. */
export function usernameKey(raw: string): string {
  return normalizeUsername(raw).toLowerCase()
}

// Scripts a letter is told apart by; a letter of none of them is of "another" script.
// Common (digits, punctuation, ー) and Inherited (combining marks) belong to every script.
const SCRIPTS = [
  'Latin',
  'Greek',
  'Cyrillic',
  'Armenian',
  'Georgian',
  'Cherokee',
  'Hebrew',
  'Arabic',
  'Thai',
  'Devanagari',
  'Han',
  'Bopomofo',
  'Hiragana',
  'Katakana',
  'Hangul',
].map((name) => ({ name, re: new RegExp(`^\\p{Script=${name}}$`, 'u') }))
const SHARED = /^[\p{Script=Common}\p{Script=Inherited}]$/u
const MIXES_ALLOWED = [
  ['Latin', 'Han', 'Bopomofo'],
  ['Latin', 'Han', 'Hiragana', 'Katakana'],
  ['Latin', 'Han', 'Hangul'],
].map((set) => new Set(set))

/** The scripts the letters of `text` are written in (Common and Inherited left out). */
export function scriptsOf(text: string): Set<string> {
  const found = new Set<string>()
  for (const ch of text) {
    if (SHARED.test(ch)) continue
    found.add(SCRIPTS.find((s) => s.re.test(ch))?.name ?? 'other')
  }
  return found
}

// Control and format characters (zero-width spaces and joiners, direction marks), private use,
// unassigned code points; and the Hangul fillers, letters that draw nothing.
const INVISIBLE = /[\p{C}\u115f\u1160\u3164\uffa0]/u

export type UsernameProblem = 'empty' | 'too-long' | 'invisible' | 'mixed-scripts'

/** The username as it is kept, or why it is refused. */
export function checkUsername(raw: string): { ok: true; username: string } | { ok: false; problem: UsernameProblem } {
  const username = normalizeUsername(raw)
  if (!username) return { ok: false, problem: 'empty' }
  if ([...username].length > USERNAME_MAX) return { ok: false, problem: 'too-long' }
  if (INVISIBLE.test(username)) return { ok: false, problem: 'invisible' }
  const scripts = scriptsOf(username)
  if (scripts.size > 1 && !MIXES_ALLOWED.some((allowed) => [...scripts].every((s) => allowed.has(s)))) {
    return { ok: false, problem: 'mixed-scripts' }
  }
  return { ok: true, username }
}
