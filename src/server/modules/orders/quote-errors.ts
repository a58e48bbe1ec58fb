/** Why the pricing refused an order or a discount, as the error the API answers with. */
import { AppError } from '../../http/app-error'
import { formatMoney } from '../../../shared/domain/money'
import type { OptionKind } from '../../../shared/domain/order-totals'
import { boundsLabel, type GroupProblem } from '../../../shared/domain/option-groups'
import type { QuoteProblem } from '../../../shared/domain/order-quote'
import type { PartProblem } from '../../../shared/domain/set-meals'
import { hoursLabel } from '../../../shared/domain/menu-hours'

const KIND_LABEL: Record<OptionKind, string> = { size: '尺寸', spice: '辣度', addOn: '加點' }

/** A line's group picks refused, naming the item and the group. */
function groupError(item: string, p: GroupProblem): AppError {
  switch (p.kind) {
    case 'notOnItem':
      return new AppError('ORDER_GROUP_NOT_ON_ITEM', { item, groupId: p.groupId })
    case 'required':
      return new AppError('ORDER_GROUP_REQUIRED', { item, group: p.group })
    case 'count':
      return new AppError('ORDER_GROUP_COUNT', {
        item,
        group: p.group,
        bounds: boundsLabel({ minChoices: p.min, maxChoices: p.max }),
      })
    case 'unknownOption':
      return new AppError('ORDER_GROUP_UNKNOWN_OPTION', { item, group: p.group, value: p.value })
    case 'repeated':
      return new AppError('ORDER_GROUP_REPEATED', { item, group: p.group, value: p.value })
  }
}

/** A set line's parts refused, naming the set and the slot or the part. */
function setError(item: string, p: PartProblem, nameOf: (menuItemId: number) => string | undefined): AppError {
  switch (p.kind) {
    case 'notASet':
      return new AppError('ORDER_SET_NOT_A_SET', { item })
    case 'unknownSlot':
      return new AppError('ORDER_SET_UNKNOWN_SLOT', { item, slot: p.slot })
    case 'repeatedSlot':
      return new AppError('ORDER_SET_REPEATED_SLOT', { item, slot: p.slot })
    case 'missingSlot':
      return new AppError('ORDER_SET_MISSING_SLOT', { item, slot: p.slot })
    case 'notInSlot':
      return new AppError('ORDER_SET_NOT_IN_SLOT', {
        item,
        slot: p.slot,
        part: nameOf(p.menuItemId) ?? `#${p.menuItemId}`,
      })
    case 'group':
      return groupError(`${item}的${p.part}`, p.problem)
  }
}

function discountError({ check, spec }: Extract<QuoteProblem, { kind: 'discount' }>): AppError {
  if (check.reason === 'percent_invalid') return new AppError('DISCOUNT_PERCENT_INVALID')
  if (check.reason === 'amount_invalid') return new AppError('DISCOUNT_AMOUNT_INVALID')
  if (check.reason === 'comp_on_order') return new AppError('DISCOUNT_COMP_ON_ORDER')
  if (check.base <= 0) return new AppError('DISCOUNT_NOTHING_LEFT')
  return new AppError(
    'DISCOUNT_EXCEEDS',
    { amount: formatMoney(spec.value), base: formatMoney(check.base) },
    { base: formatMoney(check.base) },
  )
}

/** `nameOf`: a menu item's name, for a part the set does not offer. */
export function quoteError(
  p: QuoteProblem,
  nameOf: (menuItemId: number) => string | undefined = () => undefined,
): AppError {
  switch (p.kind) {
    case 'unavailable':
      return new AppError('ORDER_ITEM_UNAVAILABLE', { name: p.item })
    case 'hours':
      return new AppError('ORDER_ITEM_OUTSIDE_HOURS', { name: p.item, hours: hoursLabel(p.closed) })
    case 'quantity':
      return new AppError('ORDER_QUANTITY_INVALID', { name: p.item })
    case 'option':
      return new AppError('ORDER_OPTION_UNKNOWN', { item: p.item, value: p.value, kind: KIND_LABEL[p.option] })
    case 'group':
      return groupError(p.item, p.problem)
    case 'set':
      return setError(p.item, p.problem, nameOf)
    case 'discountLine':
      return new AppError('ORDER_LINE_NOT_FOUND')
    case 'reason':
      return new AppError('DISCOUNT_REASON_REQUIRED', { reasons: p.reasons.join('、') })
    case 'discount':
      return discountError(p)
    case 'approval':
      return new AppError('DISCOUNT_APPROVAL_REQUIRED', {
        percent: p.threshold.percent,
        amount: formatMoney(p.threshold.amount),
      })
  }
}
