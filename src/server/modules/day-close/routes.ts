import { Elysia } from 'elysia'
import { StoreParams as StoreIdParams } from '../../http/params'
import type { authPlugin } from '../../http/auth'
import type { DeviceService } from '../devices'
import type { DayCloseService } from './service'
import { DateQuery, DayCloseBody, ZReportPrintBody } from '../../../shared/api/requests/day-close'

/** /payments screen: the day's payments, and the close of day (Z report). */
type Deps = {
  dayClose: DayCloseService
  devices: Pick<DeviceService, 'printZReport'>
  guard: ReturnType<typeof authPlugin>
}

export function dayCloseRoutes({ dayClose, devices, guard }: Deps) {
  return (
    new Elysia({ prefix: '/api/stores/:storeId', tags: ['payments'] })
      .use(guard)
      .get('/payments', ({ params, query }) => dayClose.paymentsOfDay(params.storeId, query.date), {
        auth: 'staff',
        params: StoreIdParams,
        query: DateQuery,
      })
      .get('/day-close', ({ params, query }) => dayClose.report(params.storeId, query.date), {
        auth: 'manager',
        params: StoreIdParams,
        query: DateQuery,
      })
      // What a close now would carry into the next business day: open checks and pending invoices.
      .get('/day-close/preview', ({ params, query }) => dayClose.preview(params.storeId, query.date), {
        auth: 'manager',
        params: StoreIdParams,
        query: DateQuery,
      })
      // The Z report on the receipt printers (the browser's print dialog is the other way).
      .post(
        '/day-close/print',
        ({ params, body, set }) => {
          set.status = 202
          return { jobs: devices.printZReport(params.storeId, dayClose.printable(params.storeId, body?.date)) }
        },
        { auth: 'manager', params: StoreIdParams, body: ZReportPrintBody },
      )
      .post(
        '/day-close',
        ({ params, body, actor, set }) => {
          set.status = 201
          return dayClose.close(params.storeId, body, actor)
        },
        {
          auth: 'manager',
          params: StoreIdParams,
          body: DayCloseBody,
        },
      )
  )
}
