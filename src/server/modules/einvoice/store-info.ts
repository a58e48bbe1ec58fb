import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { einvoiceChannels, einvoiceSettings } from '../../db/schema/einvoice'
import { stores } from '../../db/schema'

export type SettingsRow = typeof einvoiceSettings.$inferSelect

export function settingsOf(d: Db, storeId: number): SettingsRow | null {
  return d.select().from(einvoiceSettings).where(eq(einvoiceSettings.storeId, storeId)).get() ?? null
}

/** The store's name and clock zone: periods and MIG dates follow the store's own calendar. */
export function storeOf(d: Db, storeId: number) {
  const s = d.select({ name: stores.name, settings: stores.settings }).from(stores).where(eq(stores.id, storeId)).get()
  return { name: s?.name ?? '', timeZone: s?.settings?.timezone || 'Asia/Taipei' }
}

/** The store's upload channel row; none means Turnkey files. */
export const channelOf = (d: Db, storeId: number) =>
  d.select().from(einvoiceChannels).where(eq(einvoiceChannels.storeId, storeId)).get() ?? null
