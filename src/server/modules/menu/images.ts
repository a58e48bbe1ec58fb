import { and, asc, eq, getTableColumns } from 'drizzle-orm'
import type { DbHandle } from '../../db/client'
import type { Clock } from '../../clock'
import { menuItemImages } from '../../db/schema'
import { AppError } from '../../http/app-error'
import { logActivity, type Actor } from '../activity'
import { decodeImage } from './image-data'
import { imageView } from './present'
import type { MenuItemService } from './service'

type ImageRow = Omit<typeof menuItemImages.$inferSelect, 'data'>

const present = (r: ImageRow) => ({
  ...imageView(r),
  menuItemId: r.menuItemId,
  sizeBytes: r.sizeBytes,
  createdAt: new Date(r.createdAt).toISOString(),
})

const { data: _data, ...meta } = getTableColumns(menuItemImages)

/** Images live in the database beside their item (one file to back up); bytes are served separately. */
export function createMenuImageService({ db, clock, items }: { db: DbHandle; clock: Clock; items: MenuItemService }) {
  const d = db.db
  const rows = (itemId: number) =>
    d
      .select(meta)
      .from(menuItemImages)
      .where(eq(menuItemImages.menuItemId, itemId))
      .orderBy(asc(menuItemImages.id))
      .all()
  const find = (itemId: number, imageId: number) => {
    const row = d
      .select(meta)
      .from(menuItemImages)
      .where(and(eq(menuItemImages.menuItemId, itemId), eq(menuItemImages.id, imageId)))
      .get()
    if (!row) throw new AppError('IMAGE_NOT_FOUND')
    return row
  }
  const makePrimary = (itemId: number, imageId: number) => {
    d.update(menuItemImages).set({ isPrimary: false }).where(eq(menuItemImages.menuItemId, itemId)).run()
    d.update(menuItemImages).set({ isPrimary: true }).where(eq(menuItemImages.id, imageId)).run()
  }
  const log = (actor: Actor, storeId: number, itemId: number, details: Record<string, unknown>, now: number) =>
    logActivity(
      d,
      actor,
      { storeId, action: 'update_menu_item', entityType: 'menu_item', entityId: itemId, details },
      now,
    )

  return {
    list(storeId: number, itemId: number) {
      items.findRow(storeId, itemId)
      return rows(itemId).map(present)
    },

    /** The first image of an item becomes its primary image. */
    add(storeId: number, itemId: number, body: { imageData: string; mimeType: string }, actor: Actor) {
      const { mime, bytes } = decodeImage(body.imageData, body.mimeType)
      const now = clock.now()
      const row = db.write(() => {
        items.findRow(storeId, itemId)
        const first = rows(itemId).length === 0
        const inserted = d
          .insert(menuItemImages)
          .values({
            menuItemId: itemId,
            mimeType: mime,
            data: bytes,
            sizeBytes: bytes.length,
            isPrimary: first,
            createdAt: now,
          })
          .returning(meta)
          .get()
        log(actor, storeId, itemId, { image: 'added', imageId: inserted.id, sizeBytes: bytes.length }, now)
        return inserted
      })
      return { ...present(row), message: '圖片已上傳' }
    },

    setPrimary(storeId: number, itemId: number, imageId: number, actor: Actor) {
      const now = clock.now()
      db.write(() => {
        items.findRow(storeId, itemId)
        find(itemId, imageId)
        makePrimary(itemId, imageId)
        log(actor, storeId, itemId, { image: 'primary', imageId }, now)
      })
      return { images: rows(itemId).map(present), message: '已設為主圖' }
    },

    /** Removing the primary image promotes the oldest remaining one, so an item with images always has a primary. */
    remove(storeId: number, itemId: number, imageId: number, actor: Actor) {
      const now = clock.now()
      db.write(() => {
        items.findRow(storeId, itemId)
        const img = find(itemId, imageId)
        d.delete(menuItemImages).where(eq(menuItemImages.id, imageId)).run()
        const next = rows(itemId)[0]
        if (img.isPrimary && next) makePrimary(itemId, next.id)
        log(actor, storeId, itemId, { image: 'deleted', imageId }, now)
      })
      return { success: true as const, message: '圖片已刪除' }
    },

    /** Public bytes for <img src>; image rows never change, so id + creation time is a stable ETag. */
    serve(imageId: number) {
      const row = d.select().from(menuItemImages).where(eq(menuItemImages.id, imageId)).get()
      if (!row) throw new AppError('IMAGE_NOT_FOUND')
      return { mimeType: row.mimeType, data: row.data, etag: `"img-${row.id}-${row.createdAt}"` }
    },
  }
}
export type MenuImageService = ReturnType<typeof createMenuImageService>
