import { MEMBER_TIER_LABELS } from '../../../../../shared/domain/member-tier.ts'
import { formatNtd } from '../../../../money.ts'
import { zhTW } from '../../../../../shared/i18n/zh-TW.ts'
import { Badge } from '../../../../components/Badge.tsx'
import { Button } from '../../../../components/Button.tsx'
import { Dialog } from '../../../../components/Dialog.tsx'
import { formatDate, formatDateTime } from '../../../../format.ts'
import type { Member } from '../model.ts'

const m = zhTW.backoffice.members
const officeText = zhTW.backoffice.common

type Props = {
  member: Member | null
  onClose: () => void
  onEdit: (m: Member) => void
  onPoints: (m: Member) => void
  onQr: (m: Member) => void
}

export function MemberViewDialog({ member, onClose, onEdit, onPoints, onQr }: Props) {
  return (
    <Dialog open={member !== null} onClose={onClose} title={m.viewTitle}>
      {member ? (
        <div className="form">
          <dl className="bo-dl">
            <dt>{m.name}</dt>
            <dd className="bo-strong">{member.name}</dd>
            <dt>{m.phone}</dt>
            <dd>{member.phone}</dd>
            <dt>{m.email}</dt>
            <dd>{member.email ?? officeText.notSet}</dd>
            <dt>{m.tier}</dt>
            <dd>{MEMBER_TIER_LABELS[member.tier]}</dd>
            <dt>{m.points}</dt>
            <dd>{member.points}</dd>
            <dt>{m.totalSpent}</dt>
            <dd>{formatNtd(member.totalSpent)}</dd>
            <dt>{m.lastVisit}</dt>
            <dd>{member.lastVisit ? formatDateTime(member.lastVisit) : m.never}</dd>
            <dt>{m.status}</dt>
            <dd>
              <Badge tone={member.isActive ? 'success' : 'neutral'}>
                {member.isActive ? m.activeMember : m.inactiveMember}
              </Badge>
            </dd>
            <dt>{m.joined}</dt>
            <dd>{formatDate(member.createdAt)}</dd>
          </dl>
          <div className="form-actions">
            <Button variant="secondary" onClick={() => onQr(member)}>
              {m.qr}
            </Button>
            <Button variant="secondary" onClick={() => onPoints(member)}>
              {m.addPoints}
            </Button>
            <Button onClick={() => onEdit(member)}>{officeText.edit}</Button>
          </div>
        </div>
      ) : null}
    </Dialog>
  )
}
