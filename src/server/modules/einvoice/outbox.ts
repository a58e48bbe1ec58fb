import { and, asc, eq, inArray, lte, not, or } from 'drizzle-orm'
import { closeSync, existsSync, fsyncSync, mkdirSync, openSync, readFileSync, renameSync, writeSync } from 'node:fs'
import { join } from 'node:path'
import type { DbHandle } from '../../db/client'
import type { Clock } from '../../clock'
import type { Logger } from '../../log'
import { einvoiceMessages } from '../../db/schema/einvoice'
import { upcastDir } from './mig'
import { sentByApi } from './amego/sender'
import { settingsOf } from './store-info'
import type { UploadFolder } from './upload-folder'

type MessageRow = typeof einvoiceMessages.$inferSelect

/** A failed write (folder missing, disk full) is tried again after this long. */
export const RETRY_FAILED_MS = 30_000
const BATCH = 200

/** Where a message goes: Turnkey's UpCast/B2SSTORAGE/<type>/SRC under the configured folder. */
export const messagePath = (uploadDir: string, m: Pick<MessageRow, 'type' | 'fileName'>) =>
  join(uploadDir, upcastDir(m.type), m.fileName)

/**
 * Write then rename: Turnkey never sees half a file. The temporary file sits outside SRC (Turnkey
 * takes every file in SRC) but in the same folder tree, so the rename stays on one file system.
 */
function writeAtomically(uploadDir: string, m: MessageRow) {
  const target = messagePath(uploadDir, m)
  const tmpDir = join(uploadDir, '.pos-tmp')
  mkdirSync(join(uploadDir, upcastDir(m.type)), { recursive: true })
  mkdirSync(tmpDir, { recursive: true })
  const tmp = join(tmpDir, `${m.fileName}.${process.pid}.tmp`)
  const fd = openSync(tmp, 'w')
  try {
    writeSync(fd, m.xml)
    fsyncSync(fd)
  } finally {
    closeSync(fd)
  }
  renameSync(tmp, target)
}

/**
 * The outbox worker: rows are written in the payment's or refund's transaction; after commit each
 * is written as a file once and marked. A crash between rename and mark rewrites the same bytes
 * under the same name (Turnkey still holds it or takes it as a duplicate of the same number, which
 * the platform refuses, never a second invoice).
 */
export function createOutbox({
  db,
  clock,
  log,
  folder,
}: {
  db: DbHandle
  clock: Clock
  log: Logger
  folder: UploadFolder
}) {
  const d = db.db
  let timer: ReturnType<typeof setInterval> | null = null
  let running = false
  let failing = false

  function writeOne(m: MessageRow) {
    const now = clock.now()
    try {
      const dir = folder.of(settingsOf(d, m.storeId)?.uploadDir)
      const target = messagePath(dir, m)
      // Already there with the same bytes (a crash after the rename): nothing to write again.
      if (!(existsSync(target) && readFileSync(target, 'utf8') === m.xml)) writeAtomically(dir, m)
      d.update(einvoiceMessages)
        .set({ status: 'written', writtenAt: now, attempts: m.attempts + 1, lastError: null })
        .where(eq(einvoiceMessages.id, m.id))
        .run()
      return true
    } catch (e) {
      d.update(einvoiceMessages)
        .set({
          status: 'failed',
          attempts: m.attempts + 1,
          lastError: (e as Error).message.slice(0, 300),
          writtenAt: now,
        })
        .where(eq(einvoiceMessages.id, m.id))
        .run()
      return false
    }
  }

  /** Writes every waiting message (failed ones again after RETRY_FAILED_MS), oldest first. */
  function flush(): { written: number; failed: number } {
    if (running) return { written: 0, failed: 0 }
    running = true
    let written = 0
    let failed = 0
    try {
      const due = and(
        or(
          eq(einvoiceMessages.status, 'pending'),
          and(eq(einvoiceMessages.status, 'failed'), lte(einvoiceMessages.writtenAt, clock.now() - RETRY_FAILED_MS)),
        ),
        not(sentByApi),
      )
      for (;;) {
        const rows = d.select().from(einvoiceMessages).where(due).orderBy(asc(einvoiceMessages.id)).limit(BATCH).all()
        for (const m of rows) {
          if (writeOne(m)) written++
          else failed++
        }
        if (rows.length < BATCH || failed > 0) break
      }
    } finally {
      running = false
    }
    return { written, failed }
  }

  /** Written files still in SRC: Turnkey has not taken them yet (it moves them out when it uploads). */
  function stillInFolder(storeId: number, ids?: number[]) {
    const dir = folder.of(settingsOf(d, storeId)?.uploadDir)
    const where = and(
      eq(einvoiceMessages.storeId, storeId),
      eq(einvoiceMessages.status, 'written'),
      ids ? inArray(einvoiceMessages.id, ids) : undefined,
    )
    return d
      .select()
      .from(einvoiceMessages)
      .where(where)
      .all()
      .filter((m) => existsSync(messagePath(dir, m)))
  }

  /** flush() off the request path: a failure (the database refusing) is logged once until a pass succeeds. */
  function flushInBackground() {
    try {
      flush()
      if (failing) log.info('einvoice.outbox_back', 'e-invoice messages are being written again')
      failing = false
    } catch (e) {
      if (!failing) log.error('einvoice.outbox_failed', `e-invoice messages cannot be written: ${(e as Error).message}`)
      failing = true
    }
  }

  return {
    flush,
    flushInBackground,
    stillInFolder,
    start(intervalMs = 2000) {
      if (timer) return
      flushInBackground()
      timer = setInterval(flushInBackground, intervalMs)
      timer.unref?.()
    },
    stop() {
      if (timer) clearInterval(timer)
      timer = null
    },
  }
}
export type Outbox = ReturnType<typeof createOutbox>
