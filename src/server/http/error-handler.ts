import { Elysia } from 'elysia'
import { AppError } from './app-error'
import { errorCatalog, type ErrorCode } from '../../shared/errors'
import { describeError, repeatLimited, type Logger } from '../log'

type ValidationLike = { all?: { path?: string; summary?: string; message?: string }[]; message?: string }

/** The first validation problem, in words a cashier can act on. */
function describeValidation(error: unknown): string {
  const v = error as ValidationLike
  const first = v.all?.[0]
  if (!first) return '資料格式不正確'
  const field = (first.path ?? '').replace(/^\//, '').replace(/\//g, '.')
  return field ? `欄位「${field}」格式不正確` : '缺少必要的資料或格式不正確'
}

function isStorageFailure(error: unknown): boolean {
  const code = (error as { code?: string })?.code ?? ''
  return /SQLITE_(FULL|READONLY|IOERR|CANTOPEN)/.test(code)
}

/**
 * One place that turns every thrown error into `{ code, message }` with the right status. A full
 * disk refuses every write while it lasts: it is logged at most once a minute, not per request.
 */
export const errorHandler = (log: Logger, storageFailed = repeatLimited(log)) =>
  new Elysia({ name: 'error-handler' }).onError({ as: 'global' }, ({ code, error, set, request }) => {
    set.headers['content-type'] = 'application/json; charset=utf-8'
    if (error instanceof AppError) {
      set.status = error.status
      return error.toBody()
    }
    switch (code) {
      case 'VALIDATION': {
        // A schema may name the typed error its failure means (`error: 'LIMIT_INVALID'`): a message that says what is
        // allowed.
        const named = (error as { customError?: unknown }).customError
        const refusal =
          typeof named === 'string' && Object.hasOwn(errorCatalog, named)
            ? new AppError(named as ErrorCode)
            : new AppError('VALIDATION', { detail: describeValidation(error) })
        return Response.json(refusal.toBody(), { status: refusal.status })
      }
      case 'PARSE': {
        // Elysia wraps what our body parser throws (request-guard.ts): its own refusal keeps its code.
        const cause = (error as { cause?: unknown }).cause
        const refusal = cause instanceof AppError ? cause : new AppError('BAD_JSON')
        return Response.json(refusal.toBody(), { status: refusal.status })
      }
      case 'NOT_FOUND':
        return Response.json(new AppError('NOT_FOUND').toBody(), { status: 404 })
      case 'INVALID_COOKIE_SIGNATURE':
      case 'INVALID_FILE_TYPE':
        return Response.json(new AppError('BAD_REQUEST').toBody(), { status: 400 })
    }
    if (isStorageFailure(error)) {
      storageFailed('error', 'db.write_failed', `database write failed: ${(error as Error).message}`)
      return Response.json(new AppError('STORAGE_FAILURE').toBody(), { status: 503 })
    }
    log.error(
      'http.unexpected',
      `unexpected error on ${request.method} ${new URL(request.url).pathname}: ${describeError(error)}`,
    )
    return Response.json(new AppError('INTERNAL').toBody(), { status: 500 })
  })
