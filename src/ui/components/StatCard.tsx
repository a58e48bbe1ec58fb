import type { ReactNode } from 'react'
import './stat-card.css'

export type StatTone = 'neutral' | 'flat' | 'up' | 'down' | 'warning' | 'danger' | 'success' | 'info'

type StatCardProps = {
  label: string
  value: ReactNode
  caption?: ReactNode
  tone?: StatTone
  icon?: string
  testId?: string
}

/** One figure with its label and a caption (percent change, average wait...). */
export function StatCard({ label, value, caption, tone = 'neutral', icon, testId }: StatCardProps) {
  return (
    <div className={`card bo-stat bo-stat-${tone}`} data-testid={testId}>
      <div className="bo-stat-head">
        <span className="bo-stat-label">{label}</span>
        {icon ? (
          <span className="bo-stat-icon" aria-hidden="true">
            {icon}
          </span>
        ) : null}
      </div>
      <div className="bo-stat-value" data-testid={testId ? `${testId}-value` : undefined}>
        {value}
      </div>
      {caption ? <div className="bo-stat-caption">{caption}</div> : null}
    </div>
  )
}

export function StatGrid({ children }: { children: ReactNode }) {
  return <div className="bo-stat-grid">{children}</div>
}
