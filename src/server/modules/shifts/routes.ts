import { Elysia } from 'elysia'
import { storeParams, StoreParams as StoreIdParams } from '../../http/params'
import type { authPlugin } from '../../http/auth'
import type { DeviceService } from '../devices'
import type { ShiftService } from './service'
import { CashMovementBody, CloseShiftBody, OpenShiftBody, ShiftListQuery } from '../../../shared/api/requests/shifts'

const Params = storeParams('id')

/** 交班: a cashier's shift, its cash movements and its X report. */
export function shiftRoutes({
  shifts,
  devices,
  guard,
}: {
  shifts: ShiftService
  devices: Pick<DeviceService, 'printXReport'>
  guard: ReturnType<typeof authPlugin>
}) {
  return (
    new Elysia({ prefix: '/api/stores/:storeId/shifts', tags: ['shifts'] })
      .use(guard)
      .get('/', ({ params, query }) => shifts.listOfDay(params.storeId, query.date), {
        auth: 'manager',
        params: StoreIdParams,
        query: ShiftListQuery,
      })
      .get('/current', ({ params, actor }) => ({ shift: shifts.current(params.storeId, actor) }), {
        auth: 'staff',
        params: StoreIdParams,
      })
      .post(
        '/',
        ({ params, body, actor, set }) => {
          set.status = 201
          return shifts.open(params.storeId, body, actor)
        },
        { auth: 'staff', params: StoreIdParams, body: OpenShiftBody },
      )
      .get('/:id', ({ params }) => shifts.get(params.storeId, params.id), { auth: 'staff', params: Params })
      .post(
        '/:id/movements',
        ({ params, body, actor, set }) => {
          const result = shifts.addMovement(params.storeId, params.id, body, actor)
          set.status = result.replay ? 200 : 201
          return result
        },
        { auth: 'staff', params: Params, body: CashMovementBody },
      )
      .post('/:id/close', ({ params, body, actor }) => shifts.close(params.storeId, params.id, body, actor), {
        auth: 'staff',
        params: Params,
        body: CloseShiftBody,
      })
      // The X report on the receipt printers.
      .post(
        '/:id/print',
        ({ params, set }) => {
          set.status = 202
          return { jobs: devices.printXReport(params.storeId, shifts.printable(params.storeId, params.id)) }
        },
        { auth: 'staff', params: Params },
      )
  )
}
