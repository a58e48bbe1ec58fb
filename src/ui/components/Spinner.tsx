import { generalMessages } from '../../shared/i18n/catalog/general.ts'

export function Spinner({ label = generalMessages.loading }: { label?: string }) {
  return (
    <div className="spinner-wrap" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  )
}

export function FullScreenSpinner() {
  return (
    <div className="fullscreen-center">
      <Spinner />
    </div>
  )
}
