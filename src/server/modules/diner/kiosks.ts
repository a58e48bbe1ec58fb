import { and, eq, sql } from 'drizzle-orm'
import type { KioskAdmin, KioskInfo } from '../../../shared/api/diner'
import { chargesServiceFee, pricingRules } from '../../../shared/domain/order-totals'
import { signKioskToken, verifyKioskToken } from '../../../shared/domain/table-token'
import type { Clock } from '../../clock'
import type { DbHandle } from '../../db/client'
import { kiosks } from '../../db/schema'
import { AppError } from '../../http/app-error'
import type { SystemSettings } from '../settings'
import { storeRow } from '../stores'

type KioskRow = typeof kiosks.$inferSelect

/**
 * 自助點餐機: tablets at the door where guests order 外帶 and pay at the counter. Managers register
 * them in 設定; each one's link is signed like a table's QR link, and 停用 or 重新產生連結 retires it.
 */
export function createKioskService({ db, settings, clock }: { db: DbHandle; settings: SystemSettings; clock: Clock }) {
  const d = db.db
  const secret = () => settings.secret('kiosk')

  const row = (storeId: number, kioskId: number) =>
    d
      .select()
      .from(kiosks)
      .where(and(eq(kiosks.id, kioskId), eq(kiosks.storeId, storeId)))
      .get() ?? null

  const nameOf = (name: string) => {
    const trimmed = name.trim()
    if (!trimmed) throw new AppError('KIOSK_NAME_REQUIRED')
    return trimmed
  }

  async function admin(k: KioskRow, origin: string): Promise<KioskAdmin> {
    const token = await signKioskToken(secret(), k.storeId, k.id, k.tokenVersion)
    const url = `${origin}/kiosk?store=${k.storeId}&kiosk=${k.id}&t=${token}`
    return { id: k.id, name: k.name, enabled: k.enabled, token, url }
  }

  function mustRow(storeId: number, kioskId: number) {
    const k = row(storeId, kioskId)
    if (!k) throw new AppError('KIOSK_NOT_FOUND')
    return k
  }

  const service = {
    list(storeId: number, origin: string) {
      const rows = d.select().from(kiosks).where(eq(kiosks.storeId, storeId)).orderBy(kiosks.id).all()
      return Promise.all(rows.map((k) => admin(k, origin)))
    },

    create(storeId: number, name: string, origin: string) {
      const now = clock.now()
      const k = d
        .insert(kiosks)
        .values({ storeId, name: nameOf(name), createdAt: now, updatedAt: now })
        .returning()
        .get()
      return admin(k, origin)
    },

    update(storeId: number, kioskId: number, patch: { name?: string; enabled?: boolean }, origin: string) {
      mustRow(storeId, kioskId)
      const set = {
        ...(patch.name === undefined ? {} : { name: nameOf(patch.name) }),
        ...(patch.enabled === undefined ? {} : { enabled: patch.enabled }),
        updatedAt: clock.now(),
      }
      d.update(kiosks).set(set).where(eq(kiosks.id, kioskId)).run()
      return admin(mustRow(storeId, kioskId), origin)
    },

    /** 重新產生連結: the old link stops working at once (a lost or stolen tablet). */
    rotate(storeId: number, kioskId: number, origin: string) {
      mustRow(storeId, kioskId)
      d.update(kiosks)
        .set({ tokenVersion: sql`${kiosks.tokenVersion} + 1`, updatedAt: clock.now() })
        .where(eq(kiosks.id, kioskId))
        .run()
      return admin(mustRow(storeId, kioskId), origin)
    },

    /** Throws 403 unless the kiosk is on and the token is its current link's. */
    async authorize(storeId: number, kioskId: number, token: unknown) {
      const k = row(storeId, kioskId)
      const valid = k?.enabled && (await verifyKioskToken(secret(), storeId, kioskId, k.tokenVersion, token))
      // An unknown kiosk answers as a stale link does: the id alone tells a stranger nothing.
      if (!k || !valid) throw new AppError('KIOSK_TOKEN_INVALID')
      return k
    },

    async info(storeId: number, kioskId: number, token: unknown): Promise<KioskInfo> {
      const k = await service.authorize(storeId, kioskId, token)
      const store = storeRow(d, storeId)
      const rules = pricingRules(store?.settings)
      return {
        id: k.id,
        name: k.name,
        storeId,
        storeName: store?.name ?? '',
        serviceFeeRate: chargesServiceFee('takeout', rules) ? rules.serviceFeeRate : 0,
        rounding: rules.rounding,
      }
    },
  }
  return service
}
export type KioskService = ReturnType<typeof createKioskService>
