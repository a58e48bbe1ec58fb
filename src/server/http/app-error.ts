import { errorCatalog, formatErrorMessage, type ErrorBody, type ErrorCode } from '../../shared/errors'

/** A failure the client caused or must know about; the error handler maps it to status + body. */
export class AppError extends Error {
  readonly code: ErrorCode
  readonly status: number
  /** Extra fields merged into the response body (e.g. failedAttempts, the server's own totals). */
  readonly extra: Record<string, unknown>

  constructor(code: ErrorCode, params: Record<string, unknown> = {}, extra: Record<string, unknown> = {}) {
    super(formatErrorMessage(code, params))
    this.code = code
    this.status = errorCatalog[code].status
    this.extra = extra
  }

  toBody(): ErrorBody {
    return { ...this.extra, code: this.code, message: this.message }
  }
}

export function errorResponse(
  code: ErrorCode,
  params: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) {
  const err = new AppError(code, params)
  return Response.json(err.toBody(), { status: err.status, headers })
}
