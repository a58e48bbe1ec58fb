/**
 * Tables (opening, moving, merging them) and the table configurations with their combinations.
 * Elysia `t` schemas the server validates with; the UI imports the static types (`import type`).
 */
import { t } from 'elysia'
import { TABLE_STATUSES } from '../../domain/table-session.ts'
import { oneOf } from './common.ts'

const Status = oneOf(TABLE_STATUSES)
const TableNumber = t.String({ maxLength: 50 })
const Seats = t.Nullable(t.Number())

export const CreateTableBody = t.Object({ number: TableNumber, seats: t.Optional(Seats), status: t.Optional(Status) })
export type CreateTableBody = typeof CreateTableBody.static

export const UpdateTableBody = t.Object({
  number: t.Optional(TableNumber),
  seats: t.Optional(Seats),
  status: t.Optional(Status),
})
export type UpdateTableBody = typeof UpdateTableBody.static

export const OpenTableBody = t.Object({ guestCount: t.Number() })
export type OpenTableBody = typeof OpenTableBody.static

export const MoveTableBody = t.Object({ toTableId: t.Integer({ minimum: 1 }) })
export type MoveTableBody = typeof MoveTableBody.static

export const MergeTableBody = t.Object({ fromTableId: t.Integer({ minimum: 1 }) })
export type MergeTableBody = typeof MergeTableBody.static

/** Clearing a table or activating a configuration takes no body; whatever a client sends is ignored. */
export const IgnoredBody = t.Optional(t.Any())

export const CreateConfigurationBody = t.Object({
  name: t.String({ maxLength: 100 }),
  description: t.Optional(t.Nullable(t.String({ maxLength: 500 }))),
})
export type CreateConfigurationBody = typeof CreateConfigurationBody.static

export const CreateCombinationBody = t.Object({
  name: t.String({ maxLength: 100 }),
  tableIds: t.Array(t.Integer({ minimum: 1 }), { maxItems: 50 }),
  storeId: t.Optional(t.Integer({ minimum: 1 })),
  // Spec part 2 §7 sends totalSeats; the server computes it from the tables.
  totalSeats: t.Optional(t.Any()),
})
export type CreateCombinationBody = typeof CreateCombinationBody.static

export const DeleteCombinationQuery = t.Object({ storeId: t.Optional(t.Numeric({ minimum: 1 })) })
export type DeleteCombinationQuery = typeof DeleteCombinationQuery.static
