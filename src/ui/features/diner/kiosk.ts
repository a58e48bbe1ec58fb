/**
 * 自助點餐機 (/kiosk?store=&kiosk=&t=): who the link is for and its calls. The kiosk's signed token
 * is the key; the cart is 外帶's, so the menu is read at the takeout price (channel-price.ts), as
 * the server will price the order.
 */
import { queryOptions } from '@tanstack/react-query'
import { forChannel } from '../../../shared/domain/channel-price.ts'
import { api, unwrap, type BodyOf } from '../../api/client.ts'
import { ApiError } from '../../api/errors.ts'
import { positiveInt } from './diner.ts'
import { dinerQueries } from './queries.ts'

export type KioskParams = { storeId: number; kioskId: number; token: string }

/** store, kiosk and t from the query; null when store or kiosk is missing. */
export function parseKioskParams(search: string): KioskParams | null {
  const q = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search)
  const storeId = positiveInt(q.get('store'))
  const kioskId = positiveInt(q.get('kiosk'))
  if (!storeId || !kioskId) return null
  return { storeId, kioskId, token: q.get('t') ?? '' }
}

/** A refusal of the link itself (停用, 重新產生連結, a wrong token): the kiosk shows it and stops. */
export const linkRefused = (error: unknown) => error instanceof ApiError && error.status === 403

const kioskOrders = (storeId: number) => api.api.stores({ storeId }).orders.kiosk
export type KioskOrder = BodyOf<ReturnType<typeof kioskOrders>['post']>

export function kioskQueries(p: KioskParams) {
  const store = dinerQueries({ storeId: p.storeId, tableId: 0, token: '' })
  return {
    info: queryOptions({
      queryKey: ['kiosk', p.storeId, p.kioskId, p.token],
      queryFn: () =>
        unwrap(
          api.api.public
            .stores({ storeId: p.storeId })
            .kiosks({ kioskId: p.kioskId })
            .get({ query: { t: p.token } }),
        ),
    }),
    menu: queryOptions({
      ...store.menu,
      select: (items) => items.map((i) => forChannel(i, 'takeout')),
    }),
    categories: store.categories,
  }
}

/** Sends the cart as a takeout order (its `clientOrderId` makes a retry a replay, never a second order). */
export const sendKioskOrder = (storeId: number, body: KioskOrder) => unwrap(kioskOrders(storeId).post(body))

/** How long the call number stays up before the kiosk is ready for the next guest. */
export const KIOSK_DONE_MS = 30_000
