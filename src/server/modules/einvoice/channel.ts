import type { DbHandle } from '../../db/client'
import type { Clock } from '../../clock'
import { einvoiceChannels } from '../../db/schema/einvoice'
import { AppError } from '../../http/app-error'
import { logActivity, type Actor } from '../activity'
import { isAppKey } from '../../../shared/domain/einvoice/ids'
import { channelOf, settingsOf } from './store-info'
import type { ChannelInput } from './model'
import type { EinvoiceChannel } from '../../../shared/api/einvoice'

/** The upload channel (owner/manager): Turnkey files, or the 光貿 (Amego) 加值中心 with the seller's app key. */
export function createChannelSettings({ db, clock }: { db: DbHandle; clock: Clock }) {
  const d = db.db
  const present = (storeId: number): EinvoiceChannel => {
    const row = channelOf(d, storeId)
    return { channel: row?.channel ?? 'turnkey', appKeySet: Boolean(row?.appKey) }
  }

  return {
    get: present,

    update(storeId: number, input: ChannelInput, actor: Actor) {
      const now = clock.now()
      return db.write(() => {
        const prev = channelOf(d, storeId)
        const given = input.appKey?.trim()
        const appKey = input.appKey === undefined ? (prev?.appKey ?? null) : given || null
        if (appKey !== null && !isAppKey(appKey)) throw new AppError('EINVOICE_CHANNEL_KEY_INVALID')
        if (input.channel === 'amego') {
          const missing = [!settingsOf(d, storeId)?.sellerId && '賣方統一編號', !appKey && '光貿 App Key'].filter(
            Boolean,
          )
          if (missing.length) throw new AppError('EINVOICE_CHANNEL_INCOMPLETE', { missing: missing.join('、') })
        }
        const v = { channel: input.channel, appKey }
        d.insert(einvoiceChannels)
          .values({ storeId, ...v, createdAt: now, updatedAt: now })
          .onConflictDoUpdate({ target: einvoiceChannels.storeId, set: { ...v, updatedAt: now } })
          .run()
        logActivity(
          d,
          actor,
          {
            storeId,
            action: 'update_settings',
            entityType: 'einvoice_settings',
            entityId: storeId,
            details: { channel: v.channel, appKeyChanged: input.appKey !== undefined },
          },
          now,
        )
        return present(storeId)
      })
    },
  }
}
export type ChannelSettings = ReturnType<typeof createChannelSettings>
