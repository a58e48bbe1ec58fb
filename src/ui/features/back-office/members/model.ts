/** Member shapes and form rules (spec part 1 §3 member, §5 member add form). */
import type { MemberTier } from '../../../../shared/domain/member-tier.ts'
import type { Member, MemberStats } from '../../../../shared/api/front-of-house.ts'

export type { Member }

export type { MemberStats }

export type MemberForm = { name: string; phone: string; email: string; tier: MemberTier; points: string }
export const emptyMemberForm: MemberForm = { name: '', phone: '', email: '', tier: 'regular', points: '0' }

export type MemberFilters = { search?: string; tier?: MemberTier }

/** The list's filters as the server takes them: an empty search and "all" tiers are left out. */
export function memberFilters(search: string, tier: 'all' | MemberTier): MemberFilters {
  return { search: search.trim() || undefined, tier: tier === 'all' ? undefined : tier }
}

/** Whole numbers only; '' counts as 0 (the form's default). */
export function parseWholeNumber(text: string): number | null {
  const t = text.trim()
  if (t === '') return 0
  return /^-?\d{1,9}$/.test(t) ? Number(t) : null
}

/** Add body: email omitted when empty, tier default regular, points default 0 (integer). */
export function newMemberBody(form: MemberForm) {
  const points = parseWholeNumber(form.points)
  const body: { name: string; phone: string; tier: MemberTier; points: number; email?: string } = {
    name: form.name.trim(),
    phone: form.phone.trim(),
    tier: form.tier,
    points: points !== null && points > 0 ? points : 0,
  }
  if (form.email.trim()) body.email = form.email.trim()
  return body
}

/** Edit body: an emptied email is cleared (null). */
export function memberPatchBody(form: MemberForm) {
  return { name: form.name.trim(), phone: form.phone.trim(), email: form.email.trim() || null, tier: form.tier }
}

export function formFromMember(m: Member): MemberForm {
  return { name: m.name, phone: m.phone, email: m.email ?? '', tier: m.tier, points: String(m.points) }
}
