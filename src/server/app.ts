import { Elysia } from 'elysia'
import { apiDocs } from './http/api-docs'
import { AppError } from './http/app-error'
import { authPlugin } from './http/auth'
import { errorHandler } from './http/error-handler'
import { noSniff } from './http/no-sniff'
import { requestGuard } from './http/request-guard'
import { authRoutes } from './modules/auth'
import { systemSettingsRoutes } from './modules/settings'
import { storeAdminRoutes, storeRoutes } from './modules/stores'
import { menuCopyRoutes, menuRoutes } from './modules/menu'
import { inventoryRoutes } from './modules/inventory'
import { sopRoutes } from './modules/sops'
import { dashboardRoutes } from './modules/dashboard'
import { reportRoutes } from './modules/reports'
import { chainMenuRoutes, hqRoutes, hqStoreRoutes } from './modules/chain'
import { memberRoutes } from './modules/members'
import { announcementRoutes } from './modules/announcements'
import { handoverRoutes } from './modules/handover'
import { activityRoutes } from './modules/activity'
import { userRoutes } from './modules/users'
import { dayCloseRoutes } from './modules/day-close'
import { shiftRoutes } from './modules/shifts'
import { liveRoutes } from './modules/live'
import { dinerRoutes, kioskRoutes } from './modules/diner'
import { orderRoutes } from './modules/orders'
import { adjustmentRoutes } from './modules/adjustments'
import { layoutRoutes, tableRoutes } from './modules/tables'
import { paymentRoutes, splitRoutes } from './modules/payments'
import { refundRoutes } from './modules/refunds'
import { deviceRoutes, mqttWebSocketSettings } from './modules/devices'
import { backupRoutes } from './modules/backup'
import { einvoiceRoutes } from './modules/einvoice'
import type { Services } from './services'
import { createUiHandler } from './static'

export function createApp(s: Services, ui = createUiHandler()) {
  const guard = authPlugin({
    config: s.config,
    auth: s.auth,
    canAccessStore: s.stores.canAccess,
    requireStore: (id) => void s.stores.get(id),
    canManageUser: s.userAccess.canManage,
  })
  // Bun takes WebSocket settings per server, not per route: these are /mqtt's (its only WebSocket).
  return (
    new Elysia({ websocket: mqttWebSocketSettings })
      .use(noSniff)
      .use(errorHandler(s.log))
      .use(requestGuard)
      .use(apiDocs(s.config.version))
      .get('/api/health', () => ({ status: 'ok' as const, version: s.config.version }), {
        detail: { tags: ['system'] },
      })
      .use(authRoutes({ config: s.config, auth: s.auth, guard, providers: s.providers }))
      .use(storeRoutes({ stores: s.stores, guard }))
      .use(menuRoutes({ menu: s.menu, guard }))
      .use(menuCopyRoutes({ menuCopy: s.menuCopy, guard }))
      .use(inventoryRoutes({ inventory: s.inventory, guard }))
      .use(sopRoutes({ sops: s.sops, guard }))
      .use(dashboardRoutes({ dashboard: s.dashboard, guard }))
      .use(reportRoutes({ reports: s.reports, guard }))
      .use(memberRoutes({ members: s.members, guard }))
      .use(storeAdminRoutes({ storeAdmin: s.storeAdmin, guard }))
      .use(announcementRoutes({ announcements: s.announcements, guard }))
      .use(handoverRoutes({ handover: s.handover, guard }))
      .use(activityRoutes({ activity: s.activity, guard }))
      .use(userRoutes({ userAdmin: s.userAdmin, guard }))
      // The day's close and the shifts within it: one plugin, since each `.use` here deepens the App type
      // (past its limit tsc gives up on the chain).
      .use(
        new Elysia()
          .use(dayCloseRoutes({ dayClose: s.dayClose, devices: s.devices, guard }))
          .use(shiftRoutes({ shifts: s.shifts, devices: s.devices, guard }))
          .use(hqRoutes({ reports: s.chain.reports, clock: s.clock, guard }))
          .use(chainMenuRoutes({ chain: s.chain, guard }))
          .use(hqStoreRoutes({ chain: s.chain, guard })),
      )
      .use(liveRoutes({ hub: s.live, guard, auth: s.auth, canAccessStore: s.stores.canAccess }))
      .use(orderRoutes({ orders: s.orders, guard }))
      .use(tableRoutes({ tables: s.tables, guard }))
      .use(layoutRoutes({ layouts: s.layouts, guard }))
      .use(paymentRoutes({ payments: s.payments, guard }))
      .use(splitRoutes({ splits: s.splits, guard }))
      .use(refundRoutes({ refunds: s.refunds, guard }))
      .use(adjustmentRoutes({ discounts: s.discounts, voids: s.voids, guard }))
      .use(deviceRoutes({ devices: s.devices, guard }))
      .use(backupRoutes({ backups: s.backups, guard }))
      .use(einvoiceRoutes({ einvoice: s.einvoice, guard }))
      // A table's QR ordering and the door's kiosks: one plugin for the same reason as the day's close above.
      .use(
        new Elysia()
          .use(dinerRoutes({ diner: s.diner, orders: s.orders, hub: s.live, guard, config: s.config }))
          .use(kioskRoutes({ kiosks: s.kiosks, orders: s.orders, guard, config: s.config })),
      )
      .use(systemSettingsRoutes({ settings: s.settings, guard, db: s.db.db, clock: s.clock }))
      .get('/*', ({ path, request }) => {
        if (path === '/api' || path.startsWith('/api/')) throw new AppError('NOT_FOUND')
        return ui(path, request.headers.get('accept-encoding'))
      })
  )
}
export type App = ReturnType<typeof createApp>
