import { fill, zhTW } from '../../../../../shared/i18n/zh-TW.ts'
import { Badge } from '../../../../components/Badge.tsx'
import { Button } from '../../../../components/Button.tsx'
import { Dialog } from '../../../../components/Dialog.tsx'
import { formatDateTime } from '../../../../format.ts'
import { HANDOVER_TONES } from '../../labels.ts'
import type { HandoverSummary } from '../../../../../shared/api/back-office.ts'

const h = zhTW.backoffice.handover

export type SummaryKind = 'today' | 'overdue'

/** 今日完成摘要 and 逾期檢查 (spec part 2 §2.7, §9), from the server's summary. */
export function SummaryDialog({
  kind,
  summary,
  onClose,
}: {
  kind: SummaryKind | null
  summary: HandoverSummary | undefined
  onClose: () => void
}) {
  const today = kind === 'today'
  const items = summary ? (today ? summary.todayCompleted : summary.overdue) : []
  const title = today ? h.todaySummaryTitle : h.overdueTitle
  const body =
    items.length === 0
      ? today
        ? h.todaySummaryEmpty
        : h.overdueEmpty
      : fill(today ? h.todaySummaryBody : h.overdueBody, { n: items.length })
  return (
    <Dialog open={kind !== null} onClose={onClose} title={title} description={body}>
      <ul className="bo-list ho-summary">
        {items.map((i) => (
          <li key={i.id}>
            <div className="bo-row-between">
              <span className="bo-strong">{i.task}</span>
              <Badge tone={HANDOVER_TONES[i.priority]}>{h.priorities[i.priority]}</Badge>
            </div>
            <span className="muted bo-small">
              {today
                ? fill(h.completedBy, { name: i.completedByName ?? '', time: formatDateTime(i.completedAt) })
                : fill(h.due, { time: formatDateTime(i.dueDate) }) +
                  (i.assignedTo ? ` · ${fill(h.assigned, { name: i.assignedTo })}` : '')}
            </span>
          </li>
        ))}
      </ul>
      <div className="form-actions">
        <Button variant="secondary" onClick={onClose}>
          {zhTW.common.close}
        </Button>
      </div>
    </Dialog>
  )
}
