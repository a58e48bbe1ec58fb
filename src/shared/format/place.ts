import { zhTW } from '../i18n/zh-TW.ts'

const c = zhTW.frontOfHouse.common

/** What a ticket, receipt or list calls an order without a table: 外送 for delivery, else 外帶. */
export const awayLabel = (orderType: string | null | undefined) => (orderType === 'delivery' ? c.delivery : c.takeout)

/** Where an order goes as screens and paper name it: its table's number, or 外帶 / 外送. */
export const placeLabel = (o: { tableNumber: string | null; orderType?: string | null }) =>
  o.tableNumber ?? awayLabel(o.orderType)
