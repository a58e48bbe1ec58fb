import { Elysia } from 'elysia'
import type { authPlugin } from '../../http/auth'
import { StoreParams } from '../../http/params'
import {
  AllowanceParams,
  AllowanceVoidBody,
  BlankNumbersBody,
  ChannelBody,
  PeriodQuery,
  RangeBody,
  RangeParams,
  SettingsBody,
} from './model'
import type { EinvoiceModule } from './index'

/** 電子發票 settings, number ranges, the upload card, the period report and allowance voids (owner/manager). */
export function einvoiceRoutes({
  einvoice,
  guard,
}: {
  einvoice: EinvoiceModule
  guard: ReturnType<typeof authPlugin>
}) {
  return new Elysia({ prefix: '/api/stores/:storeId/einvoice', tags: ['einvoice'] })
    .use(guard)
    .get('/settings', ({ params }) => einvoice.settings.get(params.storeId), { auth: 'manager', params: StoreParams })
    .put('/settings', ({ params, body, actor }) => einvoice.settings.update(params.storeId, body, actor), {
      auth: 'manager',
      params: StoreParams,
      body: SettingsBody,
    })
    .get('/channel', ({ params }) => einvoice.channel.get(params.storeId), { auth: 'manager', params: StoreParams })
    .put('/channel', ({ params, body, actor }) => einvoice.channel.update(params.storeId, body, actor), {
      auth: 'manager',
      params: StoreParams,
      body: ChannelBody,
    })
    .get('/ranges', ({ params }) => einvoice.ranges(params.storeId), { auth: 'manager', params: StoreParams })
    .post(
      '/ranges',
      ({ params, body, actor, set }) => {
        set.status = 201
        return einvoice.settings.addRange(params.storeId, body, actor)
      },
      { auth: 'manager', params: StoreParams, body: RangeBody },
    )
    .delete('/ranges/:id', ({ params, actor }) => einvoice.settings.removeRange(params.storeId, params.id, actor), {
      auth: 'manager',
      params: RangeParams,
    })
    .get('/status', ({ params }) => einvoice.reports.status(params.storeId), { auth: 'manager', params: StoreParams })
    .get('/report', ({ params, query }) => einvoice.reports.period(params.storeId, query.period), {
      auth: 'manager',
      params: StoreParams,
      query: PeriodQuery,
    })
    .post('/blank-numbers', ({ params, body }) => einvoice.blankNumbers.writeNow(params.storeId, body.period), {
      auth: 'manager',
      params: StoreParams,
      body: BlankNumbersBody,
    })
    .get('/allowances', ({ params }) => einvoice.allowances.recent(params.storeId), {
      auth: 'manager',
      params: StoreParams,
    })
    .post(
      '/allowances/:allowanceId/void',
      ({ params, body, actor }) => einvoice.allowances.void(params.storeId, params.allowanceId, body, actor),
      { auth: 'manager', params: AllowanceParams, body: AllowanceVoidBody },
    )
}
