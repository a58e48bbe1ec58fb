import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useMemo } from 'react'
import { dinerEventsUrl } from '../../api/urls.ts'
import { useLiveStream } from '../../live.ts'
import { dinerPhase, SESSION_POLL_MS, sessionNotOpen, type DinerParams } from './diner.ts'
import { dinerQueries, dinerTableKey } from './queries.ts'

/**
 * The diner's table, its session and the page to show. While the table is not open the session is
 * checked every 5 s; the table's event stream (diner/routes.ts: only `{type}`) refreshes every read
 * at once, so a kitchen move or the table being cleared shows within a second.
 */
export function useDiner(params: DinerParams) {
  const client = useQueryClient()
  const queries = useMemo(() => dinerQueries(params), [params])
  const table = useQuery(queries.table)
  const session = useQuery({
    ...queries.session,
    refetchInterval: (query) => (sessionNotOpen(query.state.error) ? SESSION_POLL_MS : false),
    refetchIntervalInBackground: true,
  })
  const phase = dinerPhase(params, table, session)
  const refresh = () => client.invalidateQueries({ queryKey: dinerTableKey(params) })

  const streaming = phase === 'ordering' || phase === 'notOpen' ? dinerEventsUrl(params) : null
  // 估清 changes the store's menu, which every table shares (售完 shows live).
  useLiveStream(streaming, (e) =>
    e.type === 'menu.portions_changed' || e.type === 'menu.changed'
      ? void client.invalidateQueries({ queryKey: queries.menu.queryKey })
      : void refresh(),
  )

  return { queries, phase, refresh, table: table.data, session: session.data }
}
