/**
 * Every error the API returns: a stable code, an HTTP status and the zh-TW message staff read.
 * Messages may hold {placeholders} filled from the error's params.
 */
export const errorCatalog = {
  BAD_JSON: { status: 400, message: '請求內容不是有效的 JSON' },
  BAD_REQUEST: { status: 400, message: '請求格式錯誤' },
  VALIDATION: { status: 422, message: '輸入資料有誤：{detail}' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: '請以 JSON 格式送出資料' },
  PAYLOAD_TOO_LARGE: { status: 413, message: '資料太大，上限為 {limit}' },
  CROSS_SITE: { status: 403, message: '拒絕來自其他網站的請求' },
  NOT_FOUND: { status: 404, message: '找不到此資源' },
  UNAUTHORIZED: { status: 401, message: '未登入或登入已逾時，請重新登入' },
  FORBIDDEN: { status: 403, message: '您沒有執行此操作的權限' },
  MANAGER_ONLY: { status: 403, message: '此操作僅限店長' },
  INVALID_CREDENTIALS: { status: 401, message: '帳號或密碼錯誤（失敗 {failedAttempts}/{maxAttempts} 次）' },
  LOGIN_LOCKED: { status: 429, message: '登入失敗次數過多，請於 {minutes} 分鐘後再試' },
  ACCOUNT_DISABLED: { status: 403, message: '此帳號已停用，請聯絡店長' },
  REGISTRATION_CLOSED: { status: 403, message: '目前不開放自行註冊，請聯絡店長為您建立帳號' },
  USERNAME_TAKEN: { status: 409, message: '此帳號名稱已被使用' },
  PASSWORD_TOO_SHORT: { status: 422, message: '密碼至少需要 6 個字元' },
  // Staff PIN quick sign-in on phones (issue 3/7)
  INVALID_PIN: { status: 401, message: 'PIN 錯誤（失敗 {failedAttempts}/{maxAttempts} 次）' },
  PIN_LOCKED: { status: 429, message: 'PIN 錯誤次數過多，請於 {minutes} 分鐘後再試' },
  PIN_FORMAT: { status: 422, message: 'PIN 必須是 4 到 6 位數字' },
  AUTH_PROVIDER_ERROR: { status: 502, message: '外部登入服務回應錯誤，請稍後再試' },
  // Diner QR ordering (issue 3/7)
  QR_TOKEN_INVALID: { status: 403, message: '此 QR Code 已失效或不正確，請重新掃描桌上的 QR Code' },
  NO_ACTIVE_SESSION: { status: 409, message: '桌位未開桌：請先請服務員開桌才能點餐 (No active session)' },
  SESSION_NOT_OPEN: { status: 404, message: '桌位未開桌 (No active session)' },
  TABLE_NOT_FOUND_PUBLIC: { status: 404, message: '找不到此桌位，請確認掃描的是正確的桌位 QR Code' },
  STORE_NOT_FOUND: { status: 404, message: '找不到此店面' },
  STORE_CODE_TAKEN: { status: 409, message: '店面代碼已被使用' },
  STORE_ACCESS_DENIED: { status: 403, message: '您不屬於此店面' },
  RATE_LIMITED: { status: 429, message: '請求太頻繁，請稍後再試' },
  STORAGE_FAILURE: { status: 503, message: '資料庫暫時無法寫入（磁碟已滿或唯讀），資料未變更，請通知店長' },
  INTERNAL: { status: 500, message: '伺服器發生錯誤，請稍後再試' },
} as const satisfies Record<string, { status: number; message: string }>

export type ErrorCode = keyof typeof errorCatalog

export type ErrorBody = { code: ErrorCode; message: string } & Record<string, unknown>

export function formatErrorMessage(code: ErrorCode, params: Record<string, unknown> = {}): string {
  return errorCatalog[code].message.replace(/\{(\w+)\}/g, (_, k) => (k in params ? String(params[k]) : ''))
}
