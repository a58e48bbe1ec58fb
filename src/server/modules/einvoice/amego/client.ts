/**
 * One signed request to the 光貿 (Amego) 加值中心, as its published API takes it: a form post of
 * `invoice` (the seller's 統編), `data` (the JSON text), `time` (Unix seconds, within ±60 s of
 * theirs) and `sign` = md5(data + time + app key).
 */
import { createHash } from 'node:crypto'
import { fill, zhTW } from '../../../../shared/i18n/zh-TW'
import type { AmegoRequest } from './payload'

export type AmegoAccount = { url: string; sellerId: string; appKey: string }
export type SendResult = { ok: true; duplicate: boolean } | { ok: false; error: string }

export const amegoSign = (data: string, time: number, appKey: string) =>
  createHash('md5').update(`${data}${time}${appKey}`).digest('hex')

/**
 * Replies that say the message is already there (a resend after a crash between the send and its
 * record): order id / invoice number taken, invoice already voided, allowance number taken.
 */
const ALREADY_THERE = new Set([5, 1002, 101, 2002, 200, 3002])

const TIMEOUT_MS = 15_000
const L = zhTW.einvoice.amego

export async function sendToAmego(account: AmegoAccount, req: AmegoRequest, nowMs: number): Promise<SendResult> {
  const data = JSON.stringify(req.data)
  const time = Math.floor(nowMs / 1000)
  const body = new URLSearchParams({
    invoice: account.sellerId,
    data,
    time: String(time),
    sign: amegoSign(data, time, account.appKey),
  })
  let res: Response
  try {
    res = await fetch(`${account.url}${req.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    })
  } catch (e) {
    return { ok: false, error: fill(L.unreachable, { error: (e as Error).message }) }
  }
  if (!res.ok) return { ok: false, error: fill(L.httpError, { status: res.status }) }
  const reply = (await res.json().catch(() => null)) as { code?: unknown; msg?: unknown } | null
  if (!reply || typeof reply.code !== 'number') return { ok: false, error: L.unreadable }
  if (reply.code === 0) return { ok: true, duplicate: false }
  if (ALREADY_THERE.has(reply.code)) return { ok: true, duplicate: true }
  return { ok: false, error: fill(L.refused, { code: reply.code, msg: String(reply.msg ?? '') }) }
}
