import { useEffect, useMemo } from 'react'
import { useLiveStream } from '../../live.ts'
import { fetchQuery, invalidate, useQuery } from '../../query.ts'
import {
  dinerPaths,
  dinerPhase,
  SESSION_POLL_MS,
  type DinerParams,
  type DinerSession,
  type DinerTable,
} from './diner.ts'

/**
 * The diner's table, its session and the page to show. While the table is not open the session is
 * checked every 5 s; the table's event stream (diner/routes.ts: only `{type}`) refreshes every read
 * at once, so a kitchen move or the table being cleared shows within a second.
 */
export function useDiner(params: DinerParams | null) {
  const paths = useMemo(() => (params ? dinerPaths(params) : null), [params])
  const table = useQuery<DinerTable>(paths?.table ?? null)
  const session = useQuery<DinerSession>(paths?.session ?? null)
  const phase = dinerPhase(params, table, session)

  useEffect(() => {
    if (phase !== 'notOpen' || !paths) return
    const id = setInterval(() => void fetchQuery(paths.session, true), SESSION_POLL_MS)
    return () => clearInterval(id)
  }, [phase, paths])

  const streaming = paths && (phase === 'ordering' || phase === 'notOpen') ? paths.events : null
  useLiveStream(streaming, () => {
    if (paths) void invalidate(paths.prefix)
  })

  return { paths, phase, table: table.data, session: session.data }
}
