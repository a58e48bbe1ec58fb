import { useState } from 'react'
import { zhTW } from '../../../../shared/i18n/zh-TW.ts'
import { Button } from '../../../components/Button.tsx'
import { Field } from '../../../components/Input.tsx'
import { PageHeader } from '../../../components/PageHeader.tsx'
import { toast } from '../../../components/Toaster.tsx'
import { dateStamp, downloadUrl } from '../../../download.ts'
import { toastError } from '../../../notify.ts'
import { useQuery, statusOf } from '../../../query.ts'
import { useDebounced } from '../../../hooks/useDebounced.ts'
import { useBackOffice } from '../../../hooks/useBackOffice.ts'
import { SelectField } from '../../../components/SelectField.tsx'
import { StatCard, StatGrid } from '../../../components/StatCard.tsx'
import { EmptyCard, QueryStatus } from '../../../components/PageStates.tsx'
import { NoStore } from '../../../components/NoStore.tsx'
import type { HandoverItem, HandoverSummary } from '../../../../shared/api/back-office.ts'
import '../backoffice.css'
import './handover.css'
import { AddHandoverDialog } from './components/AddHandoverDialog.tsx'
import { HandoverRow } from './components/HandoverRow.tsx'
import { SummaryDialog, type SummaryKind } from './components/SummaryDialog.tsx'
import {
  handoverExportUrl,
  handoverListKey,
  handoverSummaryKey,
  type HandoverFilters,
  type StatusFilter,
} from './queries.ts'

const h = zhTW.backoffice.handover
const officeText = zhTW.backoffice.common
const STATUS_OPTIONS = (['all', 'pending', 'completed'] as const).map((s) => ({ value: s, label: h.statuses[s] }))
const PRIORITY_OPTIONS = [
  { value: 'all', label: officeText.all },
  ...(['high', 'normal', 'low'] as const).map((p) => ({ value: p, label: h.priorities[p] })),
]

export default function HandoverScreen() {
  const { storeId } = useBackOffice()
  const [search, setSearch] = useState('')
  const [status, setStatus] = useState<StatusFilter>('all')
  const [priority, setPriority] = useState<HandoverFilters['priority']>('all')
  const [adding, setAdding] = useState(false)
  const [summaryKind, setSummaryKind] = useState<SummaryKind | null>(null)
  const filters: HandoverFilters = { status, priority, search: useDebounced(search) }
  const listKey = storeId ? handoverListKey(storeId, filters) : null
  const list = useQuery<HandoverItem[]>(listKey)
  const summary = useQuery<HandoverSummary>(storeId ? handoverSummaryKey(storeId) : null)

  if (!storeId) return <NoStore title={h.title} />
  const s = summary.data

  const exportCsv = async () => {
    try {
      await downloadUrl(handoverExportUrl(storeId, filters), `handover-${dateStamp()}.csv`)
      toast({ title: officeText.exported })
    } catch (error) {
      toastError(officeText.exportFailedTitle, error)
    }
  }

  return (
    <section className="page">
      <PageHeader
        title={h.title}
        subtitle={h.subtitle}
        actions={
          <>
            <Button variant="secondary" onClick={() => setSummaryKind('today')}>
              {h.todaySummary}
            </Button>
            <Button variant="secondary" onClick={() => setSummaryKind('overdue')}>
              {h.overdueCheck}
            </Button>
            <Button variant="secondary" onClick={() => void exportCsv()}>
              {officeText.exportCsv}
            </Button>
            <Button onClick={() => setAdding(true)}>＋ {h.add}</Button>
          </>
        }
      />
      <StatGrid>
        <StatCard testId="ho-total" label={h.total} value={s?.total ?? '—'} />
        <StatCard
          testId="ho-pending"
          label={h.pending}
          value={s?.pending ?? '—'}
          tone={s && s.pending > 0 ? 'warning' : 'neutral'}
        />
        <StatCard testId="ho-completed" label={h.completed} value={s?.completed ?? '—'} />
        <StatCard
          testId="ho-high"
          label={h.highPending}
          value={s?.highPriorityPending ?? '—'}
          tone={s && s.highPriorityPending > 0 ? 'danger' : 'neutral'}
        />
      </StatGrid>
      <div className="bo-toolbar">
        <Field
          className="bo-search"
          label={officeText.search}
          type="search"
          placeholder={officeText.searchPlaceholder}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
        <SelectField
          label={h.priorityFilter}
          value={priority}
          options={PRIORITY_OPTIONS}
          onChange={(v) => setPriority(v as HandoverFilters['priority'])}
        />
        <SelectField
          label={h.statusFilter}
          value={status}
          options={STATUS_OPTIONS}
          onChange={(v) => setStatus(v as StatusFilter)}
        />
      </div>
      <QueryStatus query={statusOf(list, listKey)} />
      {list.data && list.data.length === 0 ? <EmptyCard title={h.empty} /> : null}
      <ul className="ho-list">
        {(list.data ?? []).map((item) => (
          <HandoverRow key={item.id} storeId={storeId} item={item} />
        ))}
      </ul>
      <AddHandoverDialog open={adding} storeId={storeId} onClose={() => setAdding(false)} />
      <SummaryDialog kind={summaryKind} summary={s} onClose={() => setSummaryKind(null)} />
    </section>
  )
}
