import { useState } from 'react'
import { fill, zhTW } from '../../../../../shared/i18n/zh-TW.ts'
import { Badge } from '../../../../components/Badge.tsx'
import { Button } from '../../../../components/Button.tsx'
import { toast } from '../../../../components/Toaster.tsx'
import { toastError } from '../../../../notify.ts'
import { formatDateTime } from '../../../../format.ts'
import { ANNOUNCEMENT_TONES } from '../../labels.ts'
import type { Announcement } from '../../../../../shared/api/back-office.ts'
import { updateAnnouncement } from '../queries.ts'

const m = zhTW.backoffice.announcements
const officeText = zhTW.backoffice.common

type Props = { item: Announcement; manager: boolean; onEdit: () => void; onDelete: () => void }

/** One announcement; inactive ones are greyed with a 停用 badge (spec part 2 §2.6). */
export function AnnouncementRow({ item, manager, onEdit, onDelete }: Props) {
  const [pending, setPending] = useState(false)
  const toggle = async () => {
    setPending(true)
    try {
      await updateAnnouncement(item.id, { isActive: !item.isActive })
      toast({ title: item.isActive ? m.paused : m.resumed, description: item.title })
    } catch (error) {
      toastError(officeText.updateFailedTitle, error)
    } finally {
      setPending(false)
    }
  }
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
            onClick={() => void toggle()}
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
