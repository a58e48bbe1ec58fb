import { Elysia } from 'elysia'
import { idParams, storeParams, StoreParams } from '../../http/params'
import type { authPlugin } from '../../http/auth'
import type { TableService } from './service'
import type { LayoutService } from './layouts'
import {
  CreateCombinationBody,
  CreateConfigurationBody,
  CreateTableBody,
  DeleteCombinationQuery,
  IgnoredBody,
  MergeTableBody,
  MoveTableBody,
  OpenTableBody,
  UpdateTableBody,
} from '../../../shared/api/requests/tables'

const TableParams = storeParams('tableId')
const ConfigParams = storeParams('id')
const IdParams = idParams('id')

type Guard = ReturnType<typeof authPlugin>

/** Tables, opening and clearing them (spec part 2 §7). */
export function tableRoutes({ tables, guard }: { tables: TableService; guard: Guard }) {
  return new Elysia({ prefix: '/api/stores/:storeId/tables', tags: ['tables'] })
    .use(guard)
    .get('', ({ params }) => tables.list(params.storeId), { auth: 'staff', params: StoreParams })
    .post(
      '',
      ({ params, body, actor, set }) => {
        set.status = 201
        return tables.create(params.storeId, body, actor)
      },
      { auth: 'staff', params: StoreParams, body: CreateTableBody },
    )
    .get('/:tableId', ({ params }) => tables.get(params.storeId, params.tableId), {
      auth: 'staff',
      params: TableParams,
    })
    .patch('/:tableId', ({ params, body, actor }) => tables.update(params.storeId, params.tableId, body, actor), {
      auth: 'staff',
      params: TableParams,
      body: UpdateTableBody,
    })
    .delete('/:tableId', ({ params, actor }) => tables.remove(params.storeId, params.tableId, actor), {
      auth: 'manager',
      params: TableParams,
    })
    .post(
      '/:tableId/open',
      ({ params, body, actor }) => tables.open(params.storeId, params.tableId, body.guestCount, actor),
      {
        auth: 'staff',
        params: TableParams,
        body: OpenTableBody,
      },
    )
    .post(
      '/:tableId/move',
      ({ params, body, actor }) => tables.move(params.storeId, params.tableId, body.toTableId, actor),
      {
        auth: 'staff',
        params: TableParams,
        body: MoveTableBody,
      },
    )
    .post(
      '/:tableId/merge',
      ({ params, body, actor }) => tables.merge(params.storeId, params.tableId, body.fromTableId, actor),
      {
        auth: 'staff',
        params: TableParams,
        body: MergeTableBody,
      },
    )
    .post('/:tableId/clear', ({ params, actor }) => tables.clear(params.storeId, params.tableId, actor), {
      auth: 'staff',
      params: TableParams,
      body: IgnoredBody,
    })
}

/** Table configurations per store and the combinations inside one configuration. */
export function layoutRoutes({ layouts, guard }: { layouts: LayoutService; guard: Guard }) {
  return new Elysia({ prefix: '/api', tags: ['tables'] })
    .use(guard)
    .get('/stores/:storeId/table-configurations', ({ params }) => layouts.listConfigurations(params.storeId), {
      auth: 'staff',
      params: StoreParams,
    })
    .post(
      '/stores/:storeId/table-configurations',
      ({ params, body, actor, set }) => {
        set.status = 201
        return layouts.createConfiguration(params.storeId, body, actor)
      },
      {
        auth: 'manager',
        params: StoreParams,
        body: CreateConfigurationBody,
      },
    )
    .post(
      '/stores/:storeId/table-configurations/:id/activate',
      ({ params, actor }) => layouts.activateConfiguration(params.storeId, params.id, actor),
      {
        auth: 'manager',
        params: ConfigParams,
        body: IgnoredBody,
      },
    )
    .delete(
      '/stores/:storeId/table-configurations/:id',
      ({ params, actor }) => layouts.deleteConfiguration(params.storeId, params.id, actor),
      {
        auth: 'manager',
        params: ConfigParams,
      },
    )
    .get('/table-configurations/:id/combinations', ({ params, user }) => layouts.listCombinations(user, params.id), {
      auth: 'staff',
      params: IdParams,
    })
    .post(
      '/table-configurations/:id/combinations',
      ({ params, body, user, actor, set }) => {
        set.status = 201
        return layouts.createCombination(user, params.id, body, actor)
      },
      {
        auth: 'manager',
        params: IdParams,
        body: CreateCombinationBody,
      },
    )
    .delete(
      '/table-combinations/:id',
      ({ params, query, user, actor }) => layouts.deleteCombination(user, params.id, query.storeId, actor),
      {
        auth: 'manager',
        params: IdParams,
        query: DeleteCombinationQuery,
      },
    )
}
