import { Elysia, t } from 'elysia'
import { idParams, storeParams, StoreParams } from '../../http/params'
import type { authPlugin } from '../../http/auth'
import { TABLE_STATUSES } from '../../../shared/domain/table-session'
import type { TableService } from './service'
import type { LayoutService } from './layouts'
import { oneOf } from '../../../shared/api/requests/common'


const TableParams = storeParams('tableId')
const ConfigParams = storeParams('id')
const IdParams = idParams('id')

const Status = oneOf(TABLE_STATUSES)
const TableNumber = t.String({ maxLength: 50 })
const Seats = t.Nullable(t.Number())

type Guard = ReturnType<typeof authPlugin>

/** Tables, opening and clearing them (spec part 2 §7). */
export function tableRoutes({ tables, guard }: { tables: TableService; guard: Guard }) {
  return new Elysia({ prefix: '/api/stores/:storeId/tables', tags: ['tables'] })
    .use(guard)
    .get('', ({ params }) => tables.list(params.storeId), { auth: 'staff', params: StoreParams })
    .post('', ({ params, body, actor, set }) => {
      set.status = 201
      return tables.create(params.storeId, body, actor)
    }, { auth: 'staff', params: StoreParams, body: t.Object({ number: TableNumber, seats: t.Optional(Seats), status: t.Optional(Status) }) })
    .get('/:tableId', ({ params }) => tables.get(params.storeId, params.tableId), { auth: 'staff', params: TableParams })
    .patch('/:tableId', ({ params, body, actor }) => tables.update(params.storeId, params.tableId, body, actor), {
      auth: 'staff', params: TableParams, body: t.Object({ number: t.Optional(TableNumber), seats: t.Optional(Seats), status: t.Optional(Status) }),
    })
    .delete('/:tableId', ({ params, actor }) => tables.remove(params.storeId, params.tableId, actor), { auth: 'manager', params: TableParams })
    .post('/:tableId/open', ({ params, body, actor }) => tables.open(params.storeId, params.tableId, body.guestCount, actor), {
      auth: 'staff', params: TableParams, body: t.Object({ guestCount: t.Number() }),
    })
    .post('/:tableId/move', ({ params, body, actor }) => tables.move(params.storeId, params.tableId, body.toTableId, actor), {
      auth: 'staff', params: TableParams, body: t.Object({ toTableId: t.Integer({ minimum: 1 }) }),
    })
    .post('/:tableId/merge', ({ params, body, actor }) => tables.merge(params.storeId, params.tableId, body.fromTableId, actor), {
      auth: 'staff', params: TableParams, body: t.Object({ fromTableId: t.Integer({ minimum: 1 }) }),
    })
    .post('/:tableId/clear', ({ params, actor }) => tables.clear(params.storeId, params.tableId, actor), {
      auth: 'staff', params: TableParams, body: t.Optional(t.Any()),
    })
}

/** Table configurations per store and the combinations inside one configuration. */
export function layoutRoutes({ layouts, guard }: { layouts: LayoutService; guard: Guard }) {
  return new Elysia({ prefix: '/api', tags: ['tables'] })
    .use(guard)
    .get('/stores/:storeId/table-configurations', ({ params }) => layouts.listConfigurations(params.storeId), { auth: 'staff', params: StoreParams })
    .post('/stores/:storeId/table-configurations', ({ params, body, actor, set }) => {
      set.status = 201
      return layouts.createConfiguration(params.storeId, body, actor)
    }, {
      auth: 'manager', params: StoreParams,
      body: t.Object({ name: t.String({ maxLength: 100 }), description: t.Optional(t.Nullable(t.String({ maxLength: 500 }))) }),
    })
    .post('/stores/:storeId/table-configurations/:id/activate', ({ params, actor }) => layouts.activateConfiguration(params.storeId, params.id, actor), {
      auth: 'manager', params: ConfigParams, body: t.Optional(t.Any()),
    })
    .delete('/stores/:storeId/table-configurations/:id', ({ params, actor }) => layouts.deleteConfiguration(params.storeId, params.id, actor), {
      auth: 'manager', params: ConfigParams,
    })
    .get('/table-configurations/:id/combinations', ({ params, user }) => layouts.listCombinations(user, params.id), { auth: 'staff', params: IdParams })
    .post('/table-configurations/:id/combinations', ({ params, body, user, actor, set }) => {
      set.status = 201
      return layouts.createCombination(user, params.id, body, actor)
    }, {
      auth: 'manager', params: IdParams,
      body: t.Object({
        name: t.String({ maxLength: 100 }),
        tableIds: t.Array(t.Integer({ minimum: 1 }), { maxItems: 50 }),
        storeId: t.Optional(t.Integer({ minimum: 1 })),
        // Spec part 2 §7 sends totalSeats; the server computes it from the tables.
        totalSeats: t.Optional(t.Any()),
      }),
    })
    .delete('/table-combinations/:id', ({ params, query, user, actor }) => layouts.deleteCombination(user, params.id, query.storeId, actor), {
      auth: 'manager', params: IdParams, query: t.Object({ storeId: t.Optional(t.Numeric({ minimum: 1 })) }),
    })
}
