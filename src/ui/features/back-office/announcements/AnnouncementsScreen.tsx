import { useState } from 'react'
import { fill, zhTW } from '../../../../shared/i18n/zh-TW.ts'
import { Button } from '../../../components/Button.tsx'
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx'
import { Field } from '../../../components/Input.tsx'
import { PageHeader } from '../../../components/PageHeader.tsx'
import { toast } from '../../../components/Toaster.tsx'
import { toastError } from '../../../notify.ts'
import { useQuery, statusOf } from '../../../query.ts'
import { useBackOffice } from '../../../hooks/useBackOffice.ts'
import { SelectField } from '../../../components/SelectField.tsx'
import { StatCard, StatGrid } from '../../../components/StatCard.tsx'
import { EmptyCard, QueryStatus } from '../../../components/PageStates.tsx'
import { NoStore } from '../../../components/NoStore.tsx'
import type { Announcement } from '../../../../shared/api/back-office.ts'
import '../backoffice.css'
import './announcements.css'
import { AnnouncementDialog } from './components/AnnouncementDialog.tsx'
import { AnnouncementRow } from './components/AnnouncementRow.tsx'
import { announcementCounters, filterAnnouncements, type PriorityFilter } from './filters.ts'
import { announcementsKey, deleteAnnouncement } from './queries.ts'

const m = zhTW.backoffice.announcements
const officeText = zhTW.backoffice.common
const FILTER_OPTIONS = [
  { value: 'all', label: officeText.all },
  ...(['urgent', 'high', 'normal', 'low'] as const).map((p) => ({ value: p, label: m.priorities[p] })),
]

export default function AnnouncementsScreen() {
  const { storeId, manager } = useBackOffice()
  const key = storeId ? announcementsKey(storeId) : null
  const query = useQuery<Announcement[]>(key)
  const [search, setSearch] = useState('')
  const [priority, setPriority] = useState<PriorityFilter>('all')
  const [dialog, setDialog] = useState<{ open: boolean; editing: Announcement | null }>({ open: false, editing: null })
  const [deleting, setDeleting] = useState<Announcement | null>(null)

  if (!storeId) return <NoStore title={m.title} />
  const list = query.data ?? []
  const counts = announcementCounters(list)
  const shown = filterAnnouncements(list, search, priority)

  const remove = async (item: Announcement) => {
    try {
      await deleteAnnouncement(item.id)
      toast({ title: m.deleted, description: item.title })
    } catch (error) {
      toastError(officeText.deleteFailedTitle, error)
    }
  }

  return (
    <section className="page">
      <PageHeader
        title={m.title}
        subtitle={m.subtitle}
        actions={
          manager ? <Button onClick={() => setDialog({ open: true, editing: null })}>＋ {m.publish}</Button> : null
        }
      />
      <StatGrid>
        <StatCard testId="ann-total" label={m.total} value={counts.total} />
        <StatCard testId="ann-active" label={m.activeCount} value={counts.active} />
        <StatCard
          testId="ann-urgent"
          label={m.urgentCount}
          value={counts.urgent}
          tone={counts.urgent > 0 ? 'danger' : 'neutral'}
        />
        <StatCard testId="ann-today" label={m.todayCount} value={counts.today} />
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
          label={m.priorityFilter}
          value={priority}
          options={FILTER_OPTIONS}
          onChange={(v) => setPriority(v as PriorityFilter)}
        />
      </div>
      <QueryStatus query={statusOf(query, key)} />
      {query.data && shown.length === 0 ? <EmptyCard title={m.empty} /> : null}
      <ul className="ann-list">
        {shown.map((item) => (
          <AnnouncementRow
            key={item.id}
            item={item}
            manager={manager}
            onEdit={() => setDialog({ open: true, editing: item })}
            onDelete={() => setDeleting(item)}
          />
        ))}
      </ul>
      <AnnouncementDialog
        open={dialog.open}
        editing={dialog.editing}
        storeId={storeId}
        onClose={() => setDialog({ open: false, editing: null })}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={m.confirmDeleteTitle}
        description={fill(m.confirmDeleteBody, { title: deleting?.title ?? '' })}
        confirmLabel={officeText.delete}
        destructive
        onClose={() => setDeleting(null)}
        onConfirm={() => (deleting ? remove(deleting) : undefined)}
      />
    </section>
  )
}
