import { Elysia, t } from 'elysia'
import { StoreParams as StoreIdParams } from '../../http/params'
import type { authPlugin } from '../../http/auth'
import type { DeviceService } from '../devices'
import type { DayCloseService } from './service'

const DateQuery = t.Object({ date: t.Optional(t.String({ maxLength: 10 })) })
const Money = t.Union([t.String({ maxLength: 20 }), t.Number()])

/** /payments screen: the day's payments, and the close of day (Z report). */
type Deps = { dayClose: DayCloseService; devices: Pick<DeviceService, 'printZReport'>; guard: ReturnType<typeof authPlugin> }

export function dayCloseRoutes({ dayClose, devices, guard }: Deps) {
  return new Elysia({ prefix: '/api/stores/:storeId', tags: ['payments'] })
    .use(guard)
    .get('/payments', ({ params, query }) => dayClose.paymentsOfDay(params.storeId, query.date), { auth: 'staff', params: StoreIdParams, query: DateQuery })
    .get('/day-close', ({ params, query }) => dayClose.report(params.storeId, query.date), { auth: 'manager', params: StoreIdParams, query: DateQuery })
    // The Z report on the receipt printers (the browser's print dialog is the other way).
    .post('/day-close/print', ({ params, body, set }) => {
      set.status = 202
      return { jobs: devices.printZReport(params.storeId, dayClose.printable(params.storeId, body?.date)) }
    }, { auth: 'manager', params: StoreIdParams, body: t.Optional(t.Object({ date: t.Optional(t.String({ maxLength: 10 })) })) })
    .post('/day-close', ({ params, body, actor, set }) => {
      set.status = 201
      return dayClose.close(params.storeId, body, actor)
    }, {
      auth: 'manager',
      params: StoreIdParams,
      body: t.Object({
        date: t.String({ maxLength: 10 }),
        countedCash: Money,
        openingFloat: t.Optional(t.Nullable(Money)),
        notes: t.Optional(t.Nullable(t.String({ maxLength: 1000 }))),
      }),
    })
}
