import type { Config } from './config'
import type { DbHandle } from './db/client'
import type { Clock } from './clock'
import { createEventBus, type EventBus } from './events'
import type { Logger } from './log'
import {
  createAuthService,
  createGuessGuard,
  createHasher,
  createOidcClient,
  createSessionsRepo,
  createSetupCode,
  createUsersRepo,
} from './modules/auth'
import { createSystemSettings } from './modules/settings'
import { createStoreAdmin, createStoreService } from './modules/stores'
import { createMenuCopyService, createMenuModule } from './modules/menu'
import { copyIngredients, createInventoryModule } from './modules/inventory'
import { copySop, createSopService } from './modules/sops'
import { createDashboardService } from './modules/dashboard'
import { createReportsService } from './modules/reports'
import { createMemberService } from './modules/members'
import { createAnnouncementService } from './modules/announcements'
import { createHandoverService } from './modules/handover'
import { createShiftService } from './modules/shifts'
import { createActivityService } from './modules/activity'
import { createUserAccess, createUserAdmin } from './modules/users'
import { createDayCloseService, openDayOf } from './modules/day-close'
import { createLiveHub } from './modules/live'
import { createDinerService, createKioskService } from './modules/diner'
import { createOrderService } from './modules/orders'
import { createDiscountService, createVoidService, recordOrderDiscounts } from './modules/adjustments'
import { createLayoutService, createTableService } from './modules/tables'
import { createPaymentService, createSplitService, sessionFollowers } from './modules/payments'
import { createRefundService } from './modules/refunds'
import { createDevices, type DevicesDeps } from '../devices'
import { createDeviceAuthenticator, createDeviceService, createPrintJobStore } from './modules/devices'
import { createBackupService } from './modules/backup'
import { createEinvoiceModule } from './modules/einvoice'
import { createChainModule } from './modules/chain'

export type CoreDeps = {
  config: Config
  db: DbHandle
  clock: Clock
  log: Logger
  events?: EventBus
  deviceTuning?: Omit<DevicesDeps, 'jobs' | 'authenticate' | 'clock' | 'log' | 'printerDevices'>
}

/** Builds every service from its dependencies; constructors do no I/O. */
export function createServices({ config, db, clock, log, events = createEventBus(log), deviceTuning }: CoreDeps) {
  const users = createUsersRepo(db.db)
  const settings = createSystemSettings(db.db)
  const sessions = createSessionsRepo(db.db)
  // Every argon2 run (sign-ins, PINs, new passwords) takes a turn here: a few at once, a short queue.
  const hasher = createHasher()
  const guess = createGuessGuard({ db, clock, hasher })
  // A fresh install's first account needs the code start() prints (main.ts, after any demo data).
  const setupCode = createSetupCode({ dataDir: config.dataDir, log, hasOwner: () => users.count() > 0 })
  const auth = createAuthService({ db, clock, users, sessions, settings, guess, hasher, setupCode })
  const stores = createStoreService({ db, clock, users })
  const menu = createMenuModule({ db, clock, events })
  const menuCopy = createMenuCopyService({
    db,
    clock,
    canAccessStore: stores.canAccess,
    steps: { copyIngredients, copySop },
  })
  const inventory = createInventoryModule({ db, clock, events })
  const sops = createSopService({ db, clock, canAccessStore: stores.canAccess })
  const dashboard = createDashboardService({ db: db.db, clock, stores })
  const reports = createReportsService({ db: db.db, clock, stores })
  const members = createMemberService({ db, clock, stores })
  const storeAdmin = createStoreAdmin({ db, clock, stores, dashboard })
  const announcements = createAnnouncementService({ db, clock, stores })
  const handover = createHandoverService({ db, clock, stores })
  const activity = createActivityService({ db: db.db, clock, stores })
  const userAccess = createUserAccess({ db: db.db, users })
  const userAdmin = createUserAdmin({ db, clock, users, sessions, access: userAccess, guess, hasher })
  const shifts = createShiftService({ db, clock, stores })
  const dayClose = createDayCloseService({ db, clock, stores, shifts, events })
  const live = createLiveHub(events)
  live.start() // in-memory subscription only
  const diner = createDinerService({ db, settings })
  const kiosks = createKioskService({ db, settings, clock })
  // The money path: orders and the kitchen flow, discounts and voids, tables and layouts, payments, splits, refunds.
  const moneyPath = { db, clock, events, log, guess, canAccessStore: stores.canAccess }
  const orders = createOrderService({ ...moneyPath, recordDiscounts: recordOrderDiscounts, openDay: openDayOf })
  const discounts = createDiscountService(moneyPath)
  const voids = createVoidService({ ...moneyPath, orders })
  const tables = createTableService({ ...moneyPath, followers: sessionFollowers })
  const layouts = createLayoutService(moneyPath)
  const payments = createPaymentService(moneyPath)
  const splits = createSplitService(moneyPath)
  const refunds = createRefundService(moneyPath)
  const devices = createDeviceService({
    db,
    clock,
    events,
    log,
    hardware: createDevices(config.mqtt, {
      jobs: createPrintJobStore(db),
      authenticate: createDeviceAuthenticator(db.db),
      clock,
      log,
      printerDevices: config.printerDevices,
      durable: db.wal?.settled,
      ...deviceTuning,
    }),
    markReady: (storeId, orderId) => orders.kitchenMove(storeId, orderId, 'ready', { user: null, ip: 'mqtt' }),
    reprintProof: (storeId, orderId, printerId) => einvoice.printing.reprint(storeId, orderId, printerId),
  })
  const backups = createBackupService({ db, clock, config, log })
  const einvoice = createEinvoiceModule({
    db,
    clock,
    events,
    log,
    enqueue: (job) => devices.enqueue(job),
    uploadRoot: config.einvoiceDir,
    uploadGroup: config.einvoiceGroup,
    amegoUrl: config.amegoUrl,
  })
  const chain = createChainModule({
    db,
    events,
    log,
    clock,
    menus: menu.chainMenu,
    config: config.chain,
    healthOf: (storeId) => {
      const invoices = einvoice.reports.status(storeId)
      const backup = backups.list()[0]
      return {
        printerAlerts: devices.status(storeId).alerts.map((a) => a.message),
        invoicesWaiting: invoices.waiting + invoices.failed,
        numbersLeft: invoices.numbersLeft,
        lastBackupAt: backup ? Date.parse(backup.createdAt) : null,
        version: config.version,
      }
    },
  })
  const providers = {
    oidc: config.oidc ? createOidcClient(config.oidc) : null,
    line: config.line ? createOidcClient(config.line) : null,
  }
  return {
    config,
    db,
    clock,
    log,
    events,
    users,
    settings,
    sessions,
    hasher,
    setupCode,
    auth,
    stores,
    providers,
    menu,
    menuCopy,
    inventory,
    sops,
    live,
    diner,
    kiosks,
    dashboard,
    reports,
    orders,
    discounts,
    voids,
    tables,
    layouts,
    payments,
    splits,
    refunds,
    members,
    devices,
    storeAdmin,
    announcements,
    handover,
    activity,
    userAccess,
    userAdmin,
    dayClose,
    shifts,
    backups,
    einvoice,
    chain,
  }
}
export type Services = ReturnType<typeof createServices>
