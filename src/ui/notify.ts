import { generalMessages } from '../shared/i18n/catalog/general.ts'
import { ApiError, errorMessage } from './api/errors.ts'
import { toast } from './components/Toaster.tsx'

/**
 * Destructive toast for a failed call. A 401 is left to the auth guard, which says
 * 未授權 / 您已登出，正在重新登入... and redirects (spec part1 §8).
 */
export function toastError(title: string, error: unknown, fallback: string = generalMessages.loadFailed): void {
  if (error instanceof ApiError && error.status === 401) return
  toast({ variant: 'destructive', title, description: errorMessage(error, fallback) })
}
