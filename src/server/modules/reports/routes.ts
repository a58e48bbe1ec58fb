import { Elysia } from 'elysia'
import { StoreParams as StoreIdParams } from '../../http/params'
import type { authPlugin } from '../../http/auth'
import { businessDate } from '../../../shared/domain/business-day'
import { ReportRangeQuery as RangeQuery } from '../../../shared/api/requests/reports'
import { csvResponse } from '../../http/csv'
import { reportCsvRows } from './csv'
import type { ReportsService } from './service'

export function reportRoutes({ reports, guard }: { reports: ReportsService; guard: ReturnType<typeof authPlugin> }) {
  return new Elysia({ prefix: '/api/stores/:storeId', tags: ['reports'] })
    .use(guard)
    .get('/reports', ({ params, query }) => reports.report(params.storeId, query.range ?? 'today'), {
      auth: 'manager',
      params: StoreIdParams,
      query: RangeQuery,
    })
    .get(
      '/reports/export.csv',
      ({ params, query }) => {
        const r = reports.report(params.storeId, query.range ?? 'today')
        return csvResponse(
          `report-${params.storeId}-${r.range}-${businessDate(Date.parse(r.generatedAt))}.csv`,
          reportCsvRows(r),
        )
      },
      { auth: 'manager', params: StoreIdParams, query: RangeQuery },
    )
}
