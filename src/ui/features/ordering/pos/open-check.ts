/**
 * The open check of the table the POS cart is for: what its orders already carry, so the cart
 * prices a 加點 round as the server will (the service fee and member discount are rounded once
 * on the check, not per round; shared/domain/order-pricing).
 */
import { useQuery } from '@tanstack/react-query'
import { parseMoney } from '../../../../shared/domain/money.ts'
import { checkFor, type CheckSoFar } from '../../../../shared/domain/order-pricing.ts'
import type { Table } from '../../../../shared/api/front-of-house.ts'
import { sessionSummaryQuery } from '../../../front-of-house-api.ts'
import { member, place } from './state.ts'

type SummaryCheck = {
  feeBase: string
  serviceFee: string
  members: { memberId: number; base: string; discount: string }[]
}

const cents = (money: string) => parseMoney(money) ?? 0

/** The check as the session summary answers it, seen by an order of `memberId`. */
export function checkOfSummary(check: SummaryCheck, memberId: number | null): CheckSoFar {
  return checkFor(
    {
      feeBase: cents(check.feeBase),
      fee: cents(check.serviceFee),
      members: check.members.map((m) => ({ memberId: m.memberId, base: cents(m.base), discount: cents(m.discount) })),
    },
    memberId,
  )
}

/** The chosen table's open check; null for takeout, a free table, or until it has loaded. */
export function useOpenCheck(storeId: number, tables: readonly Table[]): CheckSoFar | null {
  const where = place.value
  const sessionId = where?.kind === 'table' ? (tables.find((t) => t.id === where.tableId)?.sessionId ?? null) : null
  const summary = useQuery({ ...sessionSummaryQuery(storeId, sessionId ?? 0), enabled: sessionId !== null })
  return sessionId !== null && summary.data ? checkOfSummary(summary.data.check, member.value?.id ?? null) : null
}
