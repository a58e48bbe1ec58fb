import { DAY_MS } from './business-day'

export const MEMBER_TIERS = ['regular', 'silver', 'gold', 'vip'] as const
export type MemberTier = (typeof MEMBER_TIERS)[number]

export const MEMBER_TIER_LABELS: Record<MemberTier, string> = {
  regular: '一般會員',
  silver: '銀卡會員',
  gold: '金卡會員',
  vip: 'VIP 會員',
}

/** Spec part 1 §4: active members visited in the past 30 days. */
export const ACTIVE_MEMBER_DAYS = 30

export function activeSince(now: number): number {
  return now - ACTIVE_MEMBER_DAYS * DAY_MS
}

export function isActiveMember(lastVisit: number | null, now: number): boolean {
  return lastVisit !== null && lastVisit >= activeSince(now) && lastVisit <= now
}

/** Points after a change, or null when it would go below zero. */
export function applyPoints(current: number, delta: number): number | null {
  const next = current + delta
  return next < 0 ? null : next
}
