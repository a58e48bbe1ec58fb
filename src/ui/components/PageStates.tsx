import type { ReactNode } from 'react'
import { zhTW } from '../../shared/i18n/zh-TW.ts'
import { errorMessage } from '../api.ts'
import { Button } from './Button.tsx'
import { PageHeader } from './PageHeader.tsx'
import { Spinner } from './Spinner.tsx'
import { fetchQuery, type QueryState } from '../query.ts'

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
 * exists, so a background refetch never blanks the screen. Takes a TanStack query's result, or the
 * old cache's state with its key.
 */
export function QueryStatus(
  props: { query: QueryResult } | { query: QueryState<unknown>; queryKey: string | null },
) {
  const { query } = props
  if (query.data !== undefined) return null
  const retry =
    'refetch' in query
      ? () => void query.refetch()
      : 'queryKey' in props && props.queryKey
        ? () => void fetchQuery(props.queryKey!, true)
        : null
  if (query.error) {
    return (
      <div className="card empty-state" role="alert">
        <p className="empty-title">{zhTW.common.loadFailed}</p>
        <p className="muted">{errorMessage(query.error, zhTW.common.loadFailed)}</p>
        {retry ? (
          <Button variant="secondary" onClick={retry}>
            {zhTW.common.retry}
          </Button>
        ) : null}
      </div>
    )
  }
  return ('refetch' in query ? query.isLoading : query.loading) ? <Spinner /> : null
}
