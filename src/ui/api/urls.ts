/**
 * The only API addresses the UI writes out: URLs the browser itself loads, which no treaty call
 * stands for: a download or an export, a page it navigates to (the sign-in providers, signing out)
 * and the event streams an EventSource holds open. Every other call goes through client.ts.
 */

/** An owner's database backup, as the browser downloads it (the session cookie rides along). */
export const backupUrl = (name: string) => `/api/backups/${encodeURIComponent(name)}`

/** A store's inventory as CSV (fetched first by download.ts, so an error toasts instead of saving a page). */
export const inventoryExportUrl = (storeId: number) => `/api/stores/${storeId}/inventory/export.csv`

type Params = Record<string, string | number | null | undefined>

/** `path?a=1&b=2`, empty values left out. */
function withParams(path: string, params: Params): string {
  const q = new URLSearchParams()
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== null && v !== '') q.set(k, String(v))
  const text = q.toString()
  return text ? `${path}?${text}` : path
}

const storePath = (storeId: number, rest: string) => `/api/stores/${storeId}/${rest}`

/** A store's sales report of a range as CSV (fetched first by download.ts, so an error toasts). */
export const reportExportUrl = (storeId: number, range: string) =>
  withParams(storePath(storeId, 'reports/export.csv'), { range })

/** The members as CSV, filtered as the list is. */
export const memberExportUrl = (storeId: number, params: { search?: string; tier?: string }) =>
  withParams(storePath(storeId, 'members/export.csv'), params)

/** The handover tasks as CSV, filtered as the list is. */
export const handoverExportUrl = (storeId: number, params: { status?: string; priority?: string; search?: string }) =>
  withParams(storePath(storeId, 'handover/export.csv'), params)

/** The OIDC sign-in: the server redirects to the provider and back to `/`. */
export const oidcLoginUrl = '/api/login'
/** The LINE sign-in. */
export const lineLoginUrl = '/api/auth/line'
/** Ends the session and redirects to the sign-in page. */
export const logoutUrl = '/api/logout'

/** A store's live events (staff, with the session cookie). */
export const storeEventsUrl = (storeId: number) => `/api/stores/${storeId}/events`

/** What changes at one table, for the diner holding its QR token `t`. */
export const dinerEventsUrl = (p: { storeId: number; tableId: number; token: string }) =>
  `/api/public/stores/${p.storeId}/tables/${p.tableId}/events?t=${encodeURIComponent(p.token)}`
