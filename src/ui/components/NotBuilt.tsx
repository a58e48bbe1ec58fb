import type { ReactNode } from 'react'
import { zhTW } from '../../shared/i18n/zh-TW.ts'
import { PageHeader } from './PageHeader.tsx'

/** The honest state of a screen that later work will fill in. */
export function NotBuilt({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <section className="page">
      <PageHeader title={title} />
      <div className="card empty-state">
        <p className="empty-title">{zhTW.common.notBuilt}</p>
        <p className="muted">{zhTW.common.notBuiltHint}</p>
        {children}
      </div>
    </section>
  )
}
