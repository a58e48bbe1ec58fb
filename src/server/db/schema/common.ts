import { integer } from 'drizzle-orm/sqlite-core'

/** Epoch milliseconds; the API edge turns these into ISO strings. */
export const timestamps = () => ({
  createdAt: integer('created_at').notNull(),
  updatedAt: integer('updated_at').notNull(),
})

export const id = () => integer('id').primaryKey({ autoIncrement: true })
