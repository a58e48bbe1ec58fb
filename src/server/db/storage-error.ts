const STORAGE_CODES = /^(EROFS|EACCES|EPERM|ENOSPC|EDQUOT|EFBIG|SQLITE_(CANTOPEN|READONLY|FULL|IOERR|PERM))/

/**
 * The start-up message when the database cannot be opened: a full, read-only or forbidden data
 * folder is a thing the owner can fix, so it gets words instead of a stack trace.
 */
export function explainOpenFailure(e: unknown, dataDir: string): string {
  const code = String((e as { code?: unknown })?.code ?? '')
  const detail = `${code ? `${code}：` : ''}${(e as Error)?.message ?? String(e)}`
  if (!STORAGE_CODES.test(code)) return `無法開啟資料庫（資料夾 ${dataDir}）：${detail}`
  return (
    `無法寫入資料夾 ${dataDir}：磁碟唯讀、已滿或沒有寫入權限（${detail}）。` +
    '請檢查儲存裝置或改用 --data 指定其他資料夾；已儲存的資料不會因此遺失。'
  )
}
