/**
 * `--demo`: on an empty database, a realistic Taiwanese restaurant with a week of trade, so every
 * screen has something true to show. Written in one transaction: all of it or none.
 */
import { count } from 'drizzle-orm'
import type { Services } from '../services'
import { activityLogs, stores, users } from '../db/schema'
import { insertMany } from './insert-many'
import { DEMO_ACCOUNTS } from './catalog-people'
import { planWeek } from './order-plan'
import { seedBase, type Hashes } from './seed-base'
import { seedNotes } from './seed-notes'
import { seedOrders } from './seed-orders'

export { DEMO_ACCOUNTS } from './catalog-people'

const isEmpty = (s: Services) =>
  s.db.db.select({ n: count() }).from(stores).get()!.n === 0 &&
  s.db.db.select({ n: count() }).from(users).get()!.n === 0

/** Loads the demo restaurant into an empty database; returns whether it loaded anything. */
export function loadDemoData(services: Services): boolean {
  if (!isEmpty(services)) return false
  // Hashing is slow on purpose; do it before taking the write lock.
  const hash = (secret: string) => Bun.password.hashSync(secret, { algorithm: 'argon2id' })
  const hashes: Hashes = Object.fromEntries(
    DEMO_ACCOUNTS.map((a) => [a.username, { password: hash(a.password), pin: a.pin ? hash(a.pin) : null }]),
  )
  const { db, clock, settings } = services
  return db.write(() => {
    if (!isEmpty(services)) return false
    const now = clock.now()
    const world = seedBase(db, now, hashes)
    const week = planWeek({
      now,
      menu: world.menu,
      tables: world.tables,
      members: world.members,
      staff: { managerId: world.admin.user!.id, staffId: world.staffActor.user!.id },
      pricing: services.stores.get(world.storeId).settings,
    })
    seedOrders(world, week.orders, week.liveTables)
    seedNotes(world)
    insertMany(db, activityLogs, world.activity.rows)
    settings.set('registration_open', 'false', now)
    return true
  })
}
