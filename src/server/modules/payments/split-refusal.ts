import type { Db } from '../../db/client'
import { AppError } from '../../http/app-error'
import { formatMoney } from '../../../shared/domain/money'
import type { SplitPlan } from '../../../shared/domain/bill-split'
import { balanceOf, type SessionRow } from '../tables'
import { sessionLines } from './split-lines'

/** A refused plan as the zh-TW error the cashier reads. */
export function refusal(d: Db, session: SessionRow, p: Extract<SplitPlan, { ok: false }>): AppError {
  const line = p.itemId ? sessionLines(d, session.id).find((l) => l.id === p.itemId) : undefined
  const name = line?.name ?? String(p.itemId ?? '')
  const quantity = line?.quantity ?? 0
  const outstanding = formatMoney(balanceOf(d, session.id).outstanding)
  switch (p.reason) {
    case 'parts_out_of_range':
      return new AppError('SPLIT_PARTS_OUT_OF_RANGE')
    case 'nothing_due':
      return new AppError('PAYMENT_NOTHING_DUE')
    case 'part_too_small':
      return new AppError('SPLIT_PART_TOO_SMALL')
    case 'amount_not_whole':
      return new AppError('SPLIT_AMOUNT_NOT_WHOLE')
    case 'amount_too_much':
      return new AppError('SPLIT_AMOUNT_TOO_MUCH', { outstanding }, { outstanding })
    case 'item_twice':
      return new AppError('SPLIT_ITEM_TWICE', { name })
    case 'item_missing':
      return new AppError('SPLIT_ITEM_MISSING', { name })
    case 'item_unknown':
      return new AppError('SPLIT_ITEM_UNKNOWN', { itemId: p.itemId })
    case 'quantity_invalid':
      return new AppError('SPLIT_QUANTITY_INVALID', { name })
    case 'quantity_too_much':
      return new AppError('SPLIT_QUANTITY_TOO_MUCH', { name, quantity })
    case 'quantity_short':
      return new AppError('SPLIT_QUANTITY_SHORT', { name, quantity })
    case 'part_empty':
      return new AppError('SPLIT_PART_EMPTY')
    case 'already_paid':
      return new AppError('SPLIT_ITEMS_AFTER_PAYMENT')
  }
}
