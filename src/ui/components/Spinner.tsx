import { zhTW } from '../../shared/i18n/zh-TW.ts'

export function Spinner({ label = zhTW.common.loading }: { label?: string }) {
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
