import { useMutation, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { MEMBER_TIERS, MEMBER_TIER_LABELS, type MemberTier } from '../../../../shared/domain/member-tier.ts'
import { formatNtd } from '../../../money.ts'
import { fill, zhTW } from '../../../../shared/i18n/zh-TW.ts'
import { Button } from '../../../components/Button.tsx'
import { Field } from '../../../components/Input.tsx'
import { PageHeader } from '../../../components/PageHeader.tsx'
import { toast } from '../../../components/Toaster.tsx'
import { dateStamp, downloadUrl } from '../../../download.ts'
import { formatPercent } from '../../../format.ts'
import { useDebounced } from '../../../hooks/useDebounced.ts'
import { memberExportUrl } from '../../../api/urls.ts'
import { useBackOffice } from '../../../hooks/useBackOffice.ts'
import { SelectField } from '../../../components/SelectField.tsx'
import { usePagedQuery } from '../../../hooks/usePagedQuery.ts'
import { StatCard, StatGrid } from '../../../components/StatCard.tsx'
import { EmptyCard, QueryStatus } from '../../../components/PageStates.tsx'
import { NoStore } from '../../../components/NoStore.tsx'
import '../backoffice.css'
import './members.css'
import { MemberFormDialog } from './components/MemberFormDialog.tsx'
import { MemberQrDialog } from './components/MemberQrDialog.tsx'
import { MembersTable, type MemberAction } from './components/MembersTable.tsx'
import { MemberViewDialog } from './components/MemberViewDialog.tsx'
import { PointsDialog } from './components/PointsDialog.tsx'
import { memberFilters, type Member } from './model.ts'
import { memberStatsQuery, membersPages } from './queries.ts'

const m = zhTW.backoffice.members
const officeText = zhTW.backoffice.common
const TIER_FILTER = [
  { value: 'all', label: officeText.all },
  ...MEMBER_TIERS.map((t) => ({ value: t, label: MEMBER_TIER_LABELS[t] })),
]

type Open = { kind: 'add' } | { kind: MemberAction; member: Member } | null

/** Spec part 1 §2 members: four stat cards, search, tier filter, table, add/edit/view/points/QR, export. */
export default function MembersScreen() {
  const { storeId, manager } = useBackOffice()
  const [search, setSearch] = useState('')
  const [tier, setTier] = useState<'all' | MemberTier>('all')
  const [open, setOpen] = useState<Open>(null)
  const settled = useDebounced(search)
  const filters = memberFilters(settled, tier)
  const pages = usePagedQuery({ ...membersPages(storeId ?? 0, filters), enabled: storeId !== null })
  const stats = useQuery({ ...memberStatsQuery(storeId ?? 0), enabled: storeId !== null })
  const exporting = useMutation({
    mutationFn: (storeId: number) => downloadUrl(memberExportUrl(storeId, filters), `members-${dateStamp()}.csv`),
    meta: { errorTitle: officeText.exportFailedTitle },
    onSuccess: () => toast({ title: officeText.exported }),
  })

  if (!storeId) return <NoStore title={m.title} />
  const s = stats.data
  const pick = (kind: MemberAction) => (open && open.kind === kind ? open.member : null)
  const close = () => setOpen(null)

  return (
    <section className="page">
      <PageHeader
        title={m.title}
        subtitle={m.subtitle}
        actions={
          <>
            {manager ? (
              <Button variant="secondary" onClick={() => exporting.mutate(storeId)}>
                {officeText.exportCsv}
              </Button>
            ) : null}
            <Button onClick={() => setOpen({ kind: 'add' })}>＋ {m.add}</Button>
          </>
        }
      />
      <StatGrid>
        <StatCard testId="mb-total" label={m.totalMembers} value={s?.total ?? '—'} />
        <StatCard testId="mb-active" label={m.activeMembers} value={s?.active ?? '—'} caption={m.activeHint} />
        <StatCard
          testId="mb-new"
          label={m.newThisMonthTitle}
          value={s?.newThisMonth ?? '—'}
          caption={m.newThisMonthHint}
        />
        <StatCard
          testId="mb-vip"
          label={m.vipMembers}
          value={s?.vipCount ?? '—'}
          caption={
            s
              ? s.vipRevenueShare === null
                ? m.vipShareNone
                : `${fill(m.vipShare, { share: formatPercent(s.vipRevenueShare) })}（${formatNtd(s.vipRevenue)}）`
              : undefined
          }
        />
      </StatGrid>
      <div className="bo-toolbar">
        <Field
          className="bo-search"
          label={officeText.search}
          type="search"
          placeholder={m.searchPlaceholder}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
        <SelectField
          label={m.tierFilter}
          value={tier}
          options={TIER_FILTER}
          onChange={(v) => setTier(v as 'all' | MemberTier)}
        />
      </div>
      <QueryStatus query={pages.query} />
      {pages.query.data && pages.rows.length === 0 ? <EmptyCard title={m.empty} /> : null}
      {pages.rows.length > 0 ? (
        <MembersTable rows={pages.rows} onAction={(kind, member) => setOpen({ kind, member })} />
      ) : null}
      {pages.canLoadMore ? (
        <Button variant="secondary" onClick={() => void pages.loadMore()} disabled={pages.loadingMore}>
          {pages.loadingMore ? zhTW.common.loading : officeText.loadMore}
        </Button>
      ) : null}

      <MemberFormDialog
        open={open?.kind === 'add' || open?.kind === 'edit'}
        editing={pick('edit')}
        storeId={storeId}
        manager={manager}
        onClose={close}
      />
      <MemberViewDialog
        member={pick('view')}
        onClose={close}
        onEdit={(member) => setOpen({ kind: 'edit', member })}
        onPoints={(member) => setOpen({ kind: 'points', member })}
        onQr={(member) => setOpen({ kind: 'qr', member })}
      />
      <PointsDialog storeId={storeId} member={pick('points')} onClose={close} />
      <MemberQrDialog member={pick('qr')} onClose={close} />
    </section>
  )
}
