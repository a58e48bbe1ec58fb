import { and, eq, ne } from 'drizzle-orm'
import type { DbHandle } from '../../db/client'
import type { Clock } from '../../clock'
import type { EventBus, EventMap } from '../../events'
import { diningTables } from '../../db/schema'
import { AppError } from '../../http/app-error'
import { MAX_GUESTS, isValidGuestCount, planStatusChange, type TableStatus } from '../../../shared/domain/table-session'
import { logActivity, type Actor } from '../activity'
import { presentTable, presentTables } from './present'
import type { SessionFollowers } from './followers'
import { mergeSessions, moveSession } from './relocate'
import { balanceOf, clearSession, openSessionOf, seatTable, tableOfStore, type TableRow } from './sessions-repo'

export type TableInput = { number?: string; seats?: number | null; status?: TableStatus }

type Pending = { [K in keyof EventMap]: [K, EventMap[K]] }[keyof EventMap]

const DEFAULT_SEATS = 4

function tableNumber(raw: string): string {
  const n = raw.trim()
  if (!n || n.length > 20) throw new AppError('TABLE_NUMBER_REQUIRED')
  return n
}

/** Spec part 2 §5: seats a whole number of at least 1, default 4. */
function seatsOf(raw: number | null | undefined): number {
  if (raw === undefined || raw === null) return DEFAULT_SEATS
  if (!Number.isInteger(raw) || raw < 1 || raw > MAX_GUESTS) throw new AppError('SEATS_INVALID')
  return raw
}

const byNumber = (a: TableRow, b: TableRow) => a.number.localeCompare(b.number, 'zh-Hant', { numeric: true })

export function createTableService({
  db,
  clock,
  events,
  followers,
}: {
  db: DbHandle
  clock: Clock
  events: EventBus
  followers: SessionFollowers
}) {
  const d = db.db

  /** Runs `work` in one write; what it emits is announced once the write has committed. */
  function write<T>(work: (now: number, emit: (...e: Pending) => void) => T): T {
    const now = clock.now()
    return db.write((tx) => work(now, (name, payload) => tx.afterCommit(() => events.emit(name, payload as never))))
  }

  function assertNumberFree(storeId: number, number: string, exceptId = 0) {
    const clash = d
      .select({ id: diningTables.id })
      .from(diningTables)
      .where(and(eq(diningTables.storeId, storeId), eq(diningTables.number, number), ne(diningTables.id, exceptId)))
      .get()
    if (clash) throw new AppError('TABLE_NUMBER_TAKEN', { number })
  }

  function applyStatus(table: TableRow, to: TableStatus, actor: Actor, now: number, emit: (...e: Pending) => void) {
    const session = openSessionOf(d, table.id)
    const plan = planStatusChange(
      {
        status: table.status,
        hasOpenSession: !!session,
        outstanding: session ? balanceOf(d, session.id).outstanding : 0,
      },
      to,
    )
    if (plan.kind === 'refuse' && plan.reason === 'in_use') throw new AppError('TABLE_IN_USE', { number: table.number })
    // With money owed, clearSession refuses with the outstanding amount in the body.
    if ((plan.kind === 'refuse' || plan.kind === 'clear') && session) {
      clearSession(d, followers, table, session, actor, now)
      emit('table.cleared', { storeId: table.storeId, tableId: table.id, sessionId: session.id })
    } else if (plan.kind === 'open') {
      const opened = seatTable(d, { ...table, status: 'available' }, Math.min(table.seats, MAX_GUESTS), actor, now)
      emit('table.opened', { storeId: table.storeId, tableId: table.id, sessionId: opened.id })
    } else if (plan.kind === 'set') {
      d.update(diningTables).set({ status: to, updatedAt: now }).where(eq(diningTables.id, table.id)).run()
    }
  }

  return {
    list(storeId: number) {
      return presentTables(
        d,
        d.select().from(diningTables).where(eq(diningTables.storeId, storeId)).all().sort(byNumber),
      )
    },

    get(storeId: number, tableId: number) {
      return presentTable(d, tableOfStore(d, storeId, tableId))
    },

    create(storeId: number, input: Required<Pick<TableInput, 'number'>> & TableInput, actor: Actor) {
      if (input.status === 'occupied') throw new AppError('VALIDATION', { detail: '新桌位請先建立，再以「開桌」入座' })
      const row = write((now, emit) => {
        const number = tableNumber(input.number)
        assertNumberFree(storeId, number)
        const table = d
          .insert(diningTables)
          .values({
            storeId,
            number,
            seats: seatsOf(input.seats),
            status: input.status ?? 'available',
            createdAt: now,
            updatedAt: now,
          })
          .returning()
          .get()
        logActivity(
          d,
          actor,
          {
            storeId,
            action: 'create_table',
            entityType: 'table',
            entityId: table.id,
            details: { number, seats: table.seats },
          },
          now,
        )
        emit('table.changed', { storeId, tableId: table.id })
        return table
      })
      return presentTable(d, row)
    },

    /** Number and seats, or a status; see planStatusChange for what a status means with guests seated. */
    update(storeId: number, tableId: number, input: TableInput, actor: Actor) {
      write((now, emit) => {
        let table = tableOfStore(d, storeId, tableId)
        const changes: Partial<TableRow> = {}
        if (input.number !== undefined) changes.number = tableNumber(input.number)
        if (changes.number !== undefined && changes.number !== table.number)
          assertNumberFree(storeId, changes.number, table.id)
        if (input.seats !== undefined) changes.seats = seatsOf(input.seats)
        if (Object.keys(changes).length) {
          d.update(diningTables)
            .set({ ...changes, updatedAt: now })
            .where(eq(diningTables.id, table.id))
            .run()
          table = { ...table, ...changes }
        }
        if (input.status !== undefined) applyStatus(table, input.status, actor, now, emit)
        logActivity(
          d,
          actor,
          {
            storeId,
            action: 'update_table',
            entityType: 'table',
            entityId: table.id,
            details: { number: table.number, ...input },
          },
          now,
        )
        emit('table.changed', { storeId, tableId })
      })
      return presentTable(d, tableOfStore(d, storeId, tableId))
    },

    remove(storeId: number, tableId: number, actor: Actor) {
      write((now, emit) => {
        const table = tableOfStore(d, storeId, tableId)
        if (openSessionOf(d, table.id)) throw new AppError('TABLE_IN_USE', { number: table.number })
        d.delete(diningTables).where(eq(diningTables.id, table.id)).run()
        logActivity(
          d,
          actor,
          {
            storeId,
            action: 'delete_table',
            entityType: 'table',
            entityId: table.id,
            details: { number: table.number },
          },
          now,
        )
        emit('table.changed', { storeId, tableId })
      })
      return { id: tableId, deleted: true }
    },

    open(storeId: number, tableId: number, guestCount: number, actor: Actor) {
      if (!isValidGuestCount(guestCount)) throw new AppError('GUEST_COUNT_INVALID')
      write((now, emit) => {
        const session = seatTable(d, tableOfStore(d, storeId, tableId), guestCount, actor, now)
        emit('table.opened', { storeId, tableId, sessionId: session.id })
      })
      return presentTable(d, tableOfStore(d, storeId, tableId))
    },

    /** 換桌: the open session at `tableId` moves to the free table `toTableId`. */
    move(storeId: number, tableId: number, toTableId: number, actor: Actor) {
      const moved = write((now, emit) => {
        const r = moveSession(d, followers, storeId, tableId, toTableId, actor, now)
        emit('table.changed', { storeId, tableId })
        emit('table.changed', { storeId, tableId: toTableId })
        return r
      })
      return presentTable(d, tableOfStore(d, storeId, moved.to.id))
    },

    /** 併桌: the party at `fromTableId` joins the bill at `tableId`. */
    merge(storeId: number, tableId: number, fromTableId: number, actor: Actor) {
      write((now, emit) => {
        mergeSessions(d, followers, storeId, tableId, fromTableId, actor, now)
        emit('table.changed', { storeId, tableId })
        emit('table.changed', { storeId, tableId: fromTableId })
      })
      return presentTable(d, tableOfStore(d, storeId, tableId))
    },

    /**
     * Ends the paid session. A table already available is already clear (the payment that settled
     * it cleared it, or a second tap): it stays as it is, so a client that clears after paying works
     * whether or not the store clears tables once paid.
     */
    clear(storeId: number, tableId: number, actor: Actor) {
      write((now, emit) => {
        const table = tableOfStore(d, storeId, tableId)
        const session = openSessionOf(d, table.id)
        if (!session && table.status === 'available') return
        if (!session) throw new AppError('TABLE_NOT_OPEN', { number: table.number })
        clearSession(d, followers, table, session, actor, now)
        emit('table.cleared', { storeId, tableId, sessionId: session.id })
      })
      return presentTable(d, tableOfStore(d, storeId, tableId))
    },
  }
}
export type TableService = ReturnType<typeof createTableService>
