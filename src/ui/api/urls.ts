/**
 * The only API addresses the UI writes out: URLs the browser itself loads (a download link, an
 * export), which no treaty call stands for. Every other call goes through client.ts.
 */

/** An owner's database backup, as the browser downloads it (the session cookie rides along). */
export const backupUrl = (name: string) => `/api/backups/${encodeURIComponent(name)}`

/** A store's inventory as CSV (fetched first by download.ts, so an error toasts instead of saving a page). */
export const inventoryExportUrl = (storeId: number) => `/api/stores/${storeId}/inventory/export.csv`
