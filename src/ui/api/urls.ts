/**
 * The only API addresses the UI writes out: URLs the browser itself loads, which no treaty call
 * stands for: a download or an export, a page it navigates to (the sign-in providers, signing out)
 * and the event streams an EventSource holds open. Every other call goes through client.ts.
 */

/** An owner's database backup, as the browser downloads it (the session cookie rides along). */
export const backupUrl = (name: string) => `/api/backups/${encodeURIComponent(name)}`

/** A store's inventory as CSV (fetched first by download.ts, so an error toasts instead of saving a page). */
export const inventoryExportUrl = (storeId: number) => `/api/stores/${storeId}/inventory/export.csv`

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
