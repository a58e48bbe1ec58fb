import { useMutation } from '@tanstack/react-query'
import { fill, zhTW } from '../../../../../shared/i18n/zh-TW.ts'
import { Badge } from '../../../../components/Badge.tsx'
import { Button } from '../../../../components/Button.tsx'
import { toast } from '../../../../components/Toaster.tsx'
import { formatDateTime } from '../../../../format.ts'
import { ANNOUNCEMENT_TONES } from '../../labels.ts'
import type { Announcement } from '../../../../../shared/api/back-office.ts'
import { updateAnnouncement } from '../queries.ts'

const m = zhTW.backoffice.announcements
const officeText = zhTW.backoffice.common

type Props = { item: Announcement; manager: boolean; onEdit: () => void; onDelete: () => void }

/** One announcement; inactive ones are greyed with a 停用 badge (spec part 2 §2.6). */
export function AnnouncementRow({ item, manager, onEdit, onDelete }: Props) {
  const toggling = useMutation({
    mutationFn: () => updateAnnouncement(item.id, { isActive: !item.isActive }),
    meta: { errorTitle: officeText.updateFailedTitle },
    onSuccess: (updated) => toast({ title: updated.isActive ? m.resumed : m.paused, description: item.title }),
  })
  const pending = toggling.isPending
  const target = item.targetRole ? m.targets[item.targetRole] : m.targets.everyone
  return (
    <li className={item.isActive ? 'ann-row' : 'ann-row is-inactive'} data-testid="announcement-row">
      <div className="ann-main">
        <div className="bo-row">
          <Badge tone={ANNOUNCEMENT_TONES[item.priority]}>{m.priorities[item.priority]}</Badge>
          <h3 className="ann-title">{item.title}</h3>
          {item.isActive ? null : <Badge tone="neutral">{m.disabled}</Badge>}
          <Badge tone="info">{target}</Badge>
        </div>
        <p className="ann-content">{item.content}</p>
        <p className="muted bo-small">
          {item.createdByName ? `${fill(m.by, { name: item.createdByName })} · ` : ''}
          {formatDateTime(item.createdAt)}
        </p>
      </div>
      {manager ? (
        <div className="ann-actions">
          <Button
            variant="secondary"
            size="sm"
            aria-label={item.isActive ? m.pause : m.resume}
            onClick={() => toggling.mutate()}
            disabled={pending}
          >
            {item.isActive ? m.pauseShort : m.resumeShort}
          </Button>
          <Button variant="secondary" size="sm" onClick={onEdit}>
            {officeText.edit}
          </Button>
          <Button variant="ghost" size="sm" className="bo-danger-text" onClick={onDelete}>
            {officeText.delete}
          </Button>
        </div>
      ) : null}
    </li>
  )
}
