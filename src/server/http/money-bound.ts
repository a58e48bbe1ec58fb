import { isBoundedMoney, MAX_MONEY } from '../../shared/domain/money'
import { formatNtdCents } from '../../shared/format/money'
import { AppError } from './app-error'

/**
 * Refuses (AMOUNT_TOO_LARGE) when any amount passes the money bound. Call it before the write,
 * or inside the write's transaction, so a refused request changes nothing.
 */
export function assertBoundedMoney(...amounts: number[]): void {
  for (const cents of amounts) {
    if (!isBoundedMoney(cents)) throw new AppError('AMOUNT_TOO_LARGE', { max: formatNtdCents(MAX_MONEY) })
  }
}
