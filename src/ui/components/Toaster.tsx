/** Toasts: `toast({ title, description, variant })` from anywhere; <Toaster/> renders them. */
import { signal } from '@preact/signals-react'
import { useSignals } from '@preact/signals-react/runtime'
import { generalMessages } from '../../shared/i18n/catalog/general.ts'

export type ToastVariant = 'default' | 'destructive'
export type ToastInput = { title: string; description?: string; variant?: ToastVariant; durationMs?: number }
type ToastItem = ToastInput & { id: number }

const MAX_VISIBLE = 4
export const toasts = signal<ToastItem[]>([])
let nextId = 1

export function dismissToast(id: number): void {
  toasts.value = toasts.value.filter((t) => t.id !== id)
}

export function toast(input: ToastInput): number {
  const id = nextId++
  toasts.value = [...toasts.value, { ...input, id }].slice(-MAX_VISIBLE)
  const duration = input.durationMs ?? (input.variant === 'destructive' ? 6000 : 4000)
  setTimeout(() => dismissToast(id), duration)
  return id
}

export function Toaster() {
  useSignals()
  return (
    <div className="toaster" aria-live="polite">
      {toasts.value.map((t) => (
        <div
          key={t.id}
          role={t.variant === 'destructive' ? 'alert' : 'status'}
          className={`toast toast-${t.variant ?? 'default'}`}
        >
          <div className="toast-text">
            <div className="toast-title">{t.title}</div>
            {t.description ? <div className="toast-description">{t.description}</div> : null}
          </div>
          <button
            type="button"
            className="toast-close"
            aria-label={generalMessages.close}
            onClick={() => dismissToast(t.id)}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  )
}
