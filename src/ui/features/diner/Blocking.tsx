import type { ReactNode } from 'react'

/** A full-page message for diners: invalid QR, please rescan, table not open yet. */
export function Blocking({
  icon,
  title,
  children,
  actions,
}: {
  icon: string
  title: string
  children: ReactNode
  actions?: ReactNode
}) {
  return (
    <div className="m-screen">
      <main className="m-blocking" role="alert">
        <span className="m-blocking-icon" aria-hidden="true">
          {icon}
        </span>
        <h1>{title}</h1>
        {children}
        {actions}
      </main>
    </div>
  )
}
