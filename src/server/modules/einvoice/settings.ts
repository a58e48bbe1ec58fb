import { and, asc, eq } from 'drizzle-orm'
import type { DbHandle } from '../../db/client'
import type { Clock } from '../../clock'
import type { EventBus } from '../../events'
import { einvoiceRanges, einvoices, einvoiceSettings } from '../../db/schema/einvoice'
import { printers } from '../../db/schema'
import { AppError } from '../../http/app-error'
import { logActivity, type Actor } from '../activity'
import { isAesKeyHex, isTrack, isValidBan } from '../../../shared/domain/einvoice/ids'
import { parsePeriodCode, periodLabel } from '../../../shared/domain/einvoice/period'
import { checkRange, LOW_RANGE_THRESHOLD, remainingOf } from '../../../shared/domain/einvoice/allocation-rules'
import { settingsOf, type SettingsRow } from './store-info'
import { fill, zhTW } from '../../../shared/i18n/zh-TW'
import { proofPrinterProblem } from '../../../shared/domain/einvoice/proof'
import { issuePending } from './numbers'
import type { UploadFolder } from './upload-folder'
import type { RangeInput, SettingsInput } from './model'
import type { EinvoiceRange, EinvoiceSettings as EinvoiceSettingsView } from '../../../shared/api/einvoice'

type RangeRow = typeof einvoiceRanges.$inferSelect

const blank = (v: string | null | undefined) => (v ?? '').trim() || null

export function presentSettings(storeId: number, s: SettingsRow | null, folder: UploadFolder): EinvoiceSettingsView {
  return {
    storeId,
    mode: s?.mode ?? 'off',
    sellerId: s?.sellerId ?? null,
    sellerName: s?.sellerName ?? null,
    // The key is a secret of the seller: say whether it is set, never echo it.
    aesKeySet: Boolean(s?.aesKey),
    printerId: s?.printerId ?? null,
    paperWidth: s?.paperWidth === 80 ? 80 : 58,
    uploadDir: folder.of(s?.uploadDir),
  }
}

export function presentRange(r: RangeRow, used: number): Omit<EinvoiceRange, 'e0402'> {
  const period = parsePeriodCode(r.period)
  return {
    id: r.id,
    period: r.period,
    periodLabel: period ? periodLabel(period) : r.period,
    track: r.track,
    startNo: String(r.startNo).padStart(8, '0'),
    endNo: String(r.endNo).padStart(8, '0'),
    nextNo: r.nextNo > r.endNo ? null : String(r.nextNo).padStart(8, '0'),
    used,
    remaining: remainingOf(r),
    low: remainingOf(r) < LOW_RANGE_THRESHOLD,
  }
}

function eightDigits(v: string | number): number {
  const s = String(v).trim()
  if (!/^\d{8}$/.test(s)) throw new AppError('EINVOICE_RANGE_INVALID', { detail: '起訖號碼須為 8 位數字' })
  return Number(s)
}

/** 電子發票 settings (owner/manager): seller, mode, 證明聯 printer, upload folder, number ranges. */
export function createEinvoiceSettings({
  db,
  clock,
  events,
  folder,
}: {
  db: DbHandle
  clock: Clock
  events: EventBus
  folder: UploadFolder
}) {
  const d = db.db

  /** The 證明聯 printer must be one of the store's that can print the 5.7 cm form at the chosen layout. */
  function checkProofPrinter(storeId: number, printerId: number, paper: 58 | 80) {
    const printer = d
      .select({ name: printers.name, role: printers.role, paperWidth: printers.paperWidth })
      .from(printers)
      .where(and(eq(printers.id, printerId), eq(printers.storeId, storeId)))
      .get()
    if (!printer) throw new AppError('PRINTER_NOT_FOUND')
    const problem = proofPrinterProblem(printer, paper)
    if (problem)
      throw new AppError('EINVOICE_PRINTER_UNFIT', {
        printer: printer.name,
        reason: fill(zhTW.einvoice.printerUnfit[problem], { paper: printer.paperWidth }),
      })
  }

  function checked(storeId: number, input: SettingsInput, prev: SettingsRow | null) {
    const sellerId = blank(input.sellerId) ?? (input.sellerId === undefined ? (prev?.sellerId ?? null) : null)
    const sellerName = blank(input.sellerName) ?? (input.sellerName === undefined ? (prev?.sellerName ?? null) : null)
    const aesKey = input.aesKey === undefined ? (prev?.aesKey ?? null) : (blank(input.aesKey)?.toUpperCase() ?? null)
    // Left out: the saved folder stays if it is still allowed. Blank: the owner's folder itself.
    const uploadDir =
      input.uploadDir === undefined
        ? prev?.uploadDir && folder.allowed(prev.uploadDir)
          ? prev.uploadDir
          : null
        : blank(input.uploadDir)
    const printerId = input.printerId === undefined ? (prev?.printerId ?? null) : input.printerId
    if (sellerId !== null && !isValidBan(sellerId)) throw new AppError('EINVOICE_SELLER_ID_INVALID')
    if (aesKey !== null && !isAesKeyHex(aesKey)) throw new AppError('EINVOICE_AES_KEY_INVALID')
    if (uploadDir !== null && !folder.allowed(uploadDir))
      throw new AppError('EINVOICE_UPLOAD_DIR_INVALID', { root: folder.root })
    const paperWidth = input.paperWidth ?? prev?.paperWidth ?? 58
    if (printerId !== null) checkProofPrinter(storeId, printerId, paperWidth === 80 ? 80 : 58)
    if (input.mode === 'einvoice') {
      const missing = [!sellerId && '賣方統編', !sellerName && '賣方名稱', !aesKey && 'QR Code 金鑰'].filter(Boolean)
      if (missing.length) throw new AppError('EINVOICE_SETTINGS_INCOMPLETE', { missing: missing.join('、') })
    }
    return {
      mode: input.mode,
      sellerId,
      sellerName,
      aesKey,
      uploadDir,
      printerId,
      paperWidth,
    }
  }

  function rangeOfStore(storeId: number, id: number): RangeRow {
    const r = d
      .select()
      .from(einvoiceRanges)
      .where(and(eq(einvoiceRanges.id, id), eq(einvoiceRanges.storeId, storeId)))
      .get()
    if (!r) throw new AppError('EINVOICE_RANGE_NOT_FOUND')
    return r
  }

  const usedOf = (r: RangeRow) => Math.max(0, Math.min(r.nextNo, r.endNo + 1) - r.startNo)

  return {
    get: (storeId: number) => presentSettings(storeId, settingsOf(d, storeId), folder),

    /**
     * Folders saved before the rule that lie outside the owner's folder (each store writes to the owner's folder
     * instead).
     */
    ignoredFolders: () =>
      d
        .select({ storeId: einvoiceSettings.storeId, uploadDir: einvoiceSettings.uploadDir })
        .from(einvoiceSettings)
        .all()
        .flatMap((s) =>
          s.uploadDir && !folder.allowed(s.uploadDir) ? [{ storeId: s.storeId, uploadDir: s.uploadDir }] : [],
        ),

    update(storeId: number, input: SettingsInput, actor: Actor) {
      const now = clock.now()
      return db.write(() => {
        const prev = settingsOf(d, storeId)
        const v = checked(storeId, input, prev)
        d.insert(einvoiceSettings)
          .values({ storeId, ...v, createdAt: now, updatedAt: now })
          .onConflictDoUpdate({ target: einvoiceSettings.storeId, set: { ...v, updatedAt: now } })
          .run()
        logActivity(
          d,
          actor,
          {
            storeId,
            action: 'update_settings',
            entityType: 'einvoice_settings',
            entityId: storeId,
            details: {
              mode: v.mode,
              sellerId: v.sellerId,
              printerId: v.printerId,
              paperWidth: v.paperWidth,
              uploadDir: v.uploadDir,
              aesKeyChanged: input.aesKey !== undefined,
            },
          },
          now,
        )
        return presentSettings(storeId, settingsOf(d, storeId), folder)
      })
    },

    ranges(storeId: number) {
      return d
        .select()
        .from(einvoiceRanges)
        .where(eq(einvoiceRanges.storeId, storeId))
        .orderBy(asc(einvoiceRanges.period), asc(einvoiceRanges.track), asc(einvoiceRanges.startNo))
        .all()
        .map((r) => presentRange(r, usedOf(r)))
    },

    addRange(storeId: number, input: RangeInput, actor: Actor) {
      const period = input.period.trim()
      if (!parsePeriodCode(period)) throw new AppError('EINVOICE_PERIOD_INVALID')
      const track = input.track.trim().toUpperCase()
      if (!isTrack(track)) throw new AppError('EINVOICE_TRACK_INVALID')
      const startNo = eightDigits(input.startNo)
      const endNo = eightDigits(input.endNo)
      const check = checkRange(startNo, endNo)
      if (!check.ok) {
        throw new AppError('EINVOICE_RANGE_INVALID', {
          detail:
            check.reason === 'order'
              ? '起號不可大於迄號'
              : '須為整本（每本 50 號：起號尾數 00 或 50，迄號尾數 49 或 99）',
        })
      }
      const now = clock.now()
      return db.write((tx) => {
        // Numbers are unique nationwide: a range may not overlap any range of the same 字軌 and period.
        const clash = d
          .select()
          .from(einvoiceRanges)
          .where(and(eq(einvoiceRanges.period, period), eq(einvoiceRanges.track, track)))
          .all()
          .find((r) => r.startNo <= endNo && startNo <= r.endNo)
        if (clash)
          throw new AppError('EINVOICE_RANGE_OVERLAP', {
            track,
            start: String(clash.startNo).padStart(8, '0'),
            end: String(clash.endNo).padStart(8, '0'),
          })
        const row = d
          .insert(einvoiceRanges)
          .values({ storeId, period, track, startNo, endNo, nextNo: startNo, createdAt: now, updatedAt: now })
          .returning()
          .get()
        logActivity(
          d,
          actor,
          {
            storeId,
            action: 'update_settings',
            entityType: 'einvoice_range',
            entityId: row.id,
            details: { change: 'add_range', period, track, startNo, endNo },
          },
          now,
        )
        // Invoices left waiting when numbers ran out (before such sales were refused) take the new numbers first.
        const late = issuePending(d, row, now)
        if (late.length > 0) tx.afterCommit(events.stage('einvoice.issued_late', { storeId, invoiceIds: late }))
        const added = rangeOfStore(storeId, row.id)
        return presentRange(added, usedOf(added))
      })
    },

    /** A range may be taken back only while none of its numbers was used. */
    removeRange(storeId: number, id: number, actor: Actor) {
      const now = clock.now()
      db.write(() => {
        const r = rangeOfStore(storeId, id)
        const used = d.select({ id: einvoices.id }).from(einvoices).where(eq(einvoices.rangeId, r.id)).limit(1).get()
        if (r.nextNo !== r.startNo || used) throw new AppError('EINVOICE_RANGE_IN_USE')
        d.delete(einvoiceRanges).where(eq(einvoiceRanges.id, r.id)).run()
        logActivity(
          d,
          actor,
          {
            storeId,
            action: 'update_settings',
            entityType: 'einvoice_range',
            entityId: r.id,
            details: { change: 'delete_range', period: r.period, track: r.track },
          },
          now,
        )
      })
      return { deleted: true }
    },
  }
}
export type EinvoiceSettings = ReturnType<typeof createEinvoiceSettings>
