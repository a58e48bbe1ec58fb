/**
 * Money on a screen, the one helper every screen formats amounts with: whole dollars (NT$328, the
 * API's "328.20" rounded half up), as a store without cent prices charges; a store that allows
 * cent prices (允許角（小數）價格) sees its cents. Paper and the server's messages keep the exact
 * figures (shared/format/money.ts); so do screens where cents are the point (see money.test.ts).
 */
import { formatNtd as ntd, formatNtdCents as ntdCents } from '../shared/format/money.ts'
import type { Cents } from '../shared/domain/money.ts'
import { currentStore } from './state/stores.ts'

/** Whole dollars unless the store prices in cents. */
export const moneyStyle = () => ({ whole: currentStore.peek()?.settings?.allowCentPrices !== true })

/** "328.20" → "NT$328"; unreadable → "—". */
export const formatNtd = (amount: string | number | null | undefined): string => ntd(amount, moneyStyle())

/** "120.00" → "120", "32.50" → "32.5": an amount as a price field holds it for editing. */
export const amountFieldText = (amount: string): string => String(Number(amount))

/** 32820 → "NT$328". */
export const formatNtdCents = (cents: Cents): string => ntdCents(cents, moneyStyle())

/**
 * To the cent, where the cent is the point: an ingredient's cost per gram (NT$0.05), a recipe's
 * line, and a refusal naming the amount typed (NT$450.01 is more than NT$450).
 */
export { formatNtd as formatNtdExact, formatNtdCents as formatNtdCentsExact } from '../shared/format/money.ts'
