/** The parts of a person's name as users and activity-log rows keep them. */
export type NameParts = {
  firstName?: string | null
  lastName?: string | null
  email?: string | null
  username?: string | null
}

// CJK ideographs (basic, extension A, compatibility): a name written in them reads family name first.
const CJK = /[\u3400-\u9fff\uf900-\ufaff]/

/**
 * The one way a person's name is shown (spec part 1 §2, part 2 §2.9): Chinese names family name
 * first with no space (陳 + 志明 → 陳志明), Latin names "First Last"; without a name the email,
 * then the username; null when there is nothing at all (the caller picks its own placeholder).
 */
export function displayName(p: NameParts): string | null {
  const first = p.firstName?.trim() ?? ''
  const last = p.lastName?.trim() ?? ''
  if (first || last) return CJK.test(first + last) ? `${last}${first}` : [first, last].filter(Boolean).join(' ')
  return p.email?.trim() || p.username?.trim() || null
}
