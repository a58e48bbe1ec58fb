/**
 * The dialogs the POS screen can open but does not show at first, loaded on demand so
 * the screen's first load is smaller: their code (about 10 KB over the wire) is asked for once the screen is idle.
 */
import type { MenuItem } from '../../../../shared/api/front-of-house.ts'
import { onDemand, preloadWhenIdle } from './on-demand.tsx'

export const OptionDialog = onDemand(
  () => import('../../../components/OptionDialog.tsx').then((m) => m.OptionDialog<MenuItem>),
  (props) => props.item !== null,
)
export const OpenTableDialog = onDemand(
  () => import('../../../components/tables/OpenTableDialog.tsx').then((m) => m.OpenTableDialog),
  (props) => props.table !== null,
)
export const QrDialog = onDemand(
  () => import('../../../components/tables/QrDialog.tsx').then((m) => m.QrDialog),
  (props) => props.table !== null,
)
export const HistoryDialog = onDemand(
  () => import('./components/OrderHistoryDialog.tsx').then((m) => m.OrderHistoryDialog),
  (props) => props.open,
)
export const PayOrderDialog = onDemand(
  () => import('../../../components/pay/PayOrderDialog.tsx').then((m) => m.PayOrderDialog),
  (props) => props.open,
)
export const DiscountDialog = onDemand(
  () => import('../../../components/adjust/DiscountDialog.tsx').then((m) => m.DiscountDialog),
  (props) => props.target !== null,
)

/** Run as an effect of the POS screen: the dialogs' code comes while the cashier looks at the menu. */
export const preloadPosDialogs = () =>
  preloadWhenIdle([OptionDialog, OpenTableDialog, QrDialog, HistoryDialog, PayOrderDialog, DiscountDialog])
