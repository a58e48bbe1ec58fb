import type { ReactNode } from 'react'
import { Link } from 'wouter'
import { zhTW } from '../../../shared/i18n/zh-TW.ts'
import { useLiveState } from '../../live.ts'

const mobileText = zhTW.mobile.common

/** A dot that says whether live updates are flowing (they reconnect by themselves). */
export function LiveDot({ storeId }: { storeId: number }) {
  const state = useLiveState(storeId)
  const label = state === 'open' ? mobileText.liveOpen : mobileText.liveClosed
  return <span className={`live-dot live-${state}`} role="status" aria-label={label} title={label} />
}

/** Spec part 2 §2.11/§2.12: a back button to the role picker, the title, and room for actions. */
export function MobileHeader({
  title,
  backTo = '/mobile/role-select',
  right,
}: {
  title: string
  backTo?: string | null
  right?: ReactNode
}) {
  return (
    <header className="m-header">
      {backTo ? (
        <Link href={backTo} className="m-back" aria-label={mobileText.backToRoles}>
          ‹
        </Link>
      ) : (
        <span className="m-back-spacer" />
      )}
      <h1 className="m-title">{title}</h1>
      <div className="m-header-right">{right}</div>
    </header>
  )
}
