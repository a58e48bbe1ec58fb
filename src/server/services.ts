import type { Config } from './config'
import type { DbHandle } from './db/client'
import type { Clock } from './clock'
import { createEventBus, type EventBus } from './events'
import { createAttemptsRepo } from './modules/auth/attempts-repo'
import { createSessionsRepo } from './modules/auth/sessions-repo'
import { createUsersRepo } from './modules/auth/users-repo'
import { createAuthService } from './modules/auth/service'
import { createOidcClient } from './modules/auth/oidc'
import { createSystemSettings } from './modules/settings/system-settings'
import { createStoreService } from './modules/stores/service'
import { createLiveHub } from './modules/live/hub'
import { createDinerService } from './modules/diner/service'

export type CoreDeps = { config: Config; db: DbHandle; clock: Clock; events?: EventBus }

/** Builds every service from its dependencies; constructors do no I/O. */
export function createServices({ config, db, clock, events = createEventBus() }: CoreDeps) {
  const users = createUsersRepo(db.db)
  const settings = createSystemSettings(db.db)
  const sessions = createSessionsRepo(db.db)
  const auth = createAuthService({ db, clock, users, sessions, settings, attempts: createAttemptsRepo(db.db) })
  const stores = createStoreService({ db, clock, users })
  const live = createLiveHub(events)
  live.start() // in-memory subscription only
  const diner = createDinerService({ db, settings })
  const providers = {
    oidc: config.oidc ? createOidcClient(config.oidc) : null,
    line: config.line ? createOidcClient(config.line) : null,
  }
  return { config, db, clock, events, users, settings, sessions, auth, stores, providers, live, diner }
}
export type Services = ReturnType<typeof createServices>
