import type { ReactNode } from 'react'
import { zhTW } from '../../shared/i18n/zh-TW.ts'
import { errorMessage } from '../api/errors.ts'
import { Button } from './Button.tsx'
import { PageHeader } from './PageHeader.tsx'
import { Spinner } from './Spinner.tsx'

const officeText = zhTW.backoffice.common

export function EmptyCard({ title, body, children }: { title: string; body?: string; children?: ReactNode }) {
  return (
    <div className="card empty-state">
      <p className="empty-title">{title}</p>
      {body ? <p className="muted">{body}</p> : null}
      {children}
    </div>
  )
}

/** The page a staff member sees on a manager-only screen (the server refuses the data anyway). */
export function ManagerOnlyPage({ title }: { title: string }) {
  return (
    <section className="page">
      <PageHeader title={title} />
      <EmptyCard title={officeText.managerOnlyTitle} body={officeText.managerOnlyBody} />
    </section>
  )
}

/** A TanStack query's result, as far as the loading and error states need it. */
type QueryResult = { data: unknown; error: unknown; isLoading: boolean; refetch: () => unknown }

/**
 * Loading and error states of a query with nothing to show yet; renders nothing once data
 * exists, so a background refetch never blanks the screen.
 */
export function QueryStatus({ query }: { query: QueryResult }) {
  if (query.data !== undefined) return null
  if (query.error) {
    return (
      <div className="card empty-state" role="alert">
        <p className="empty-title">{zhTW.common.loadFailed}</p>
        <p className="muted">{errorMessage(query.error, zhTW.common.loadFailed)}</p>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {zhTW.common.retry}
        </Button>
      </div>
    )
  }
  // A query not yet enabled (nothing to ask for) is pending but not loading: nothing to show.
  return query.isLoading ? <Spinner /> : null
}
