import { and, asc, eq, inArray } from 'drizzle-orm'
import type { TableCombination, TableConfiguration } from '../../../shared/api/front-of-house'
import type { DbHandle } from '../../db/client'
import type { Clock } from '../../clock'
import { diningTables, tableCombinations, tableCombinationTables, tableConfigurations } from '../../db/schema'
import { AppError } from '../../http/app-error'
import { logActivity, type Actor } from '../activity'
import type { UserRow } from '../auth'

type ConfigRow = typeof tableConfigurations.$inferSelect
type CombinationRow = typeof tableCombinations.$inferSelect

const iso = (ms: number) => new Date(ms).toISOString()

function presentConfiguration(c: ConfigRow): TableConfiguration {
  return {
    id: c.id,
    storeId: c.storeId,
    name: c.name,
    description: c.description,
    isActive: c.isActive,
    createdAt: iso(c.createdAt),
    updatedAt: iso(c.updatedAt),
  }
}

/**
 * Table configurations (named floor layouts, one active per store) and the table combinations
 * inside them. Combination routes carry no :storeId, so access is checked against the row's store.
 */
export function createLayoutService(deps: {
  db: DbHandle
  clock: Clock
  canAccessStore: (user: UserRow, storeId: number) => boolean
}) {
  const { db, clock, canAccessStore } = deps
  const d = db.db

  function configOfStore(storeId: number, id: number): ConfigRow {
    const row = d
      .select()
      .from(tableConfigurations)
      .where(and(eq(tableConfigurations.id, id), eq(tableConfigurations.storeId, storeId)))
      .get()
    if (!row) throw new AppError('TABLE_CONFIGURATION_NOT_FOUND')
    return row
  }

  /** A row of a store the user may not see is reported as missing, not as forbidden. */
  function accessible<T extends { storeId: number }>(
    user: UserRow,
    row: T | undefined,
    code: 'TABLE_CONFIGURATION_NOT_FOUND' | 'TABLE_COMBINATION_NOT_FOUND',
    storeId?: number,
  ): T {
    if (!row || !canAccessStore(user, row.storeId) || (storeId !== undefined && storeId !== row.storeId))
      throw new AppError(code)
    return row
  }

  /** Total seats follow the tables' current seats, so editing a table never leaves a stale sum. */
  function presentCombinations(rows: CombinationRow[]): TableCombination[] {
    const links = rows.length
      ? d
          .select({
            combinationId: tableCombinationTables.combinationId,
            tableId: diningTables.id,
            number: diningTables.number,
            seats: diningTables.seats,
          })
          .from(tableCombinationTables)
          .innerJoin(diningTables, eq(tableCombinationTables.tableId, diningTables.id))
          .where(
            inArray(
              tableCombinationTables.combinationId,
              rows.map((r) => r.id),
            ),
          )
          .orderBy(asc(diningTables.id))
          .all()
      : []
    return rows.map((c) => {
      const tables = links.filter((l) => l.combinationId === c.id)
      return {
        id: c.id,
        storeId: c.storeId,
        configurationId: c.configurationId,
        name: c.name,
        tableIds: tables.map((t) => t.tableId),
        tableNumbers: tables.map((t) => t.number),
        totalSeats: tables.reduce((sum, t) => sum + t.seats, 0),
        createdAt: iso(c.createdAt),
      }
    })
  }

  return {
    listConfigurations(storeId: number) {
      return d
        .select()
        .from(tableConfigurations)
        .where(eq(tableConfigurations.storeId, storeId))
        .orderBy(asc(tableConfigurations.id))
        .all()
        .map(presentConfiguration)
    },

    createConfiguration(storeId: number, input: { name: string; description?: string | null }, actor: Actor) {
      const name = input.name.trim()
      if (!name) throw new AppError('CONFIGURATION_NAME_REQUIRED')
      const now = clock.now()
      return db.write(() => {
        const row = d
          .insert(tableConfigurations)
          .values({ storeId, name, description: input.description?.trim() || null, createdAt: now, updatedAt: now })
          .returning()
          .get()
        logActivity(
          d,
          actor,
          {
            storeId,
            action: 'create_table_configuration',
            entityType: 'table_configuration',
            entityId: row.id,
            details: { name },
          },
          now,
        )
        return presentConfiguration(row)
      })
    },

    /** Exactly one active configuration per store, switched in one transaction. */
    activateConfiguration(storeId: number, id: number, actor: Actor) {
      const now = clock.now()
      return db.write(() => {
        const row = configOfStore(storeId, id)
        d.update(tableConfigurations)
          .set({ isActive: false, updatedAt: now })
          .where(and(eq(tableConfigurations.storeId, storeId), eq(tableConfigurations.isActive, true)))
          .run()
        d.update(tableConfigurations)
          .set({ isActive: true, updatedAt: now })
          .where(eq(tableConfigurations.id, id))
          .run()
        logActivity(
          d,
          actor,
          {
            storeId,
            action: 'activate_table_configuration',
            entityType: 'table_configuration',
            entityId: id,
            details: { name: row.name },
          },
          now,
        )
        return presentConfiguration({ ...row, isActive: true, updatedAt: now })
      })
    },

    deleteConfiguration(storeId: number, id: number, actor: Actor) {
      const now = clock.now()
      db.write(() => {
        const row = configOfStore(storeId, id)
        d.delete(tableConfigurations).where(eq(tableConfigurations.id, id)).run()
        logActivity(
          d,
          actor,
          {
            storeId,
            action: 'delete_table_configuration',
            entityType: 'table_configuration',
            entityId: id,
            details: { name: row.name },
          },
          now,
        )
      })
      return { id, deleted: true }
    },

    listCombinations(user: UserRow, configId: number) {
      const config = accessible(
        user,
        d.select().from(tableConfigurations).where(eq(tableConfigurations.id, configId)).get(),
        'TABLE_CONFIGURATION_NOT_FOUND',
      )
      return presentCombinations(
        d
          .select()
          .from(tableCombinations)
          .where(eq(tableCombinations.configurationId, config.id))
          .orderBy(asc(tableCombinations.id))
          .all(),
      )
    },

    /** totalSeats is computed here; a client's figure is ignored. */
    createCombination(
      user: UserRow,
      configId: number,
      input: { name: string; tableIds: number[]; storeId?: number },
      actor: Actor,
    ) {
      const name = input.name.trim()
      const tableIds = [...new Set(input.tableIds)]
      if (!name || tableIds.length === 0) throw new AppError('COMBINATION_INVALID')
      const now = clock.now()
      const row = db.write(() => {
        const config = accessible(
          user,
          d.select().from(tableConfigurations).where(eq(tableConfigurations.id, configId)).get(),
          'TABLE_CONFIGURATION_NOT_FOUND',
          input.storeId,
        )
        const tables = d
          .select()
          .from(diningTables)
          .where(and(eq(diningTables.storeId, config.storeId), inArray(diningTables.id, tableIds)))
          .all()
        const invalid = tableIds.filter((id) => !tables.some((t) => t.id === id))
        if (invalid.length) throw new AppError('COMBINATION_TABLES_INVALID', { ids: invalid.join(', ') })
        const combo = d
          .insert(tableCombinations)
          .values({
            storeId: config.storeId,
            configurationId: config.id,
            name,
            totalSeats: tables.reduce((s, t) => s + t.seats, 0),
            createdAt: now,
            updatedAt: now,
          })
          .returning()
          .get()
        d.insert(tableCombinationTables)
          .values(tableIds.map((tableId) => ({ combinationId: combo.id, tableId })))
          .run()
        logActivity(
          d,
          actor,
          {
            storeId: config.storeId,
            action: 'create_table_combination',
            entityType: 'table_combination',
            entityId: combo.id,
            details: { name, tableIds },
          },
          now,
        )
        return combo
      })
      return presentCombinations([row])[0]
    },

    deleteCombination(user: UserRow, id: number, storeId: number | undefined, actor: Actor) {
      const now = clock.now()
      db.write(() => {
        const row = accessible(
          user,
          d.select().from(tableCombinations).where(eq(tableCombinations.id, id)).get(),
          'TABLE_COMBINATION_NOT_FOUND',
          storeId,
        )
        d.delete(tableCombinations).where(eq(tableCombinations.id, id)).run()
        logActivity(
          d,
          actor,
          {
            storeId: row.storeId,
            action: 'delete_table_combination',
            entityType: 'table_combination',
            entityId: id,
            details: { name: row.name },
          },
          now,
        )
      })
      return { id, deleted: true }
    },
  }
}
export type LayoutService = ReturnType<typeof createLayoutService>
