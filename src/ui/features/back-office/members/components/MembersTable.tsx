import { MEMBER_TIER_LABELS, type MemberTier } from '../../../../../shared/domain/member-tier.ts'
import { formatNtd } from '../../../../money.ts'
import { zhTW } from '../../../../../shared/i18n/zh-TW.ts'
import { Badge, type BadgeTone } from '../../../../components/Badge.tsx'
import { Button } from '../../../../components/Button.tsx'
import { formatDate } from '../../../../format.ts'
import type { Member } from '../model.ts'

const m = zhTW.backoffice.members
const officeText = zhTW.backoffice.common
export const TIER_TONES: Record<MemberTier, BadgeTone> = {
  regular: 'neutral',
  silver: 'info',
  gold: 'warning',
  vip: 'danger',
}

export type MemberAction = 'view' | 'edit' | 'points' | 'qr'

export function MembersTable({
  rows,
  onAction,
}: {
  rows: Member[]
  onAction: (action: MemberAction, member: Member) => void
}) {
  return (
    <div className="card bo-card-flush bo-table-wrap">
      <table className="bo-table" data-testid="members-table">
        <thead>
          <tr>
            <th>{m.name}</th>
            <th>{m.phone}</th>
            <th>{m.email}</th>
            <th>{m.tier}</th>
            <th className="num">{m.points}</th>
            <th className="num">{m.totalSpent}</th>
            <th>{m.lastVisit}</th>
            <th>{officeText.actions}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((x) => (
            <tr key={x.id} data-testid="member-row">
              <td className="nowrap bo-strong">{x.name}</td>
              <td className="nowrap">{x.phone}</td>
              <td>{x.email ?? <span className="muted">{officeText.empty}</span>}</td>
              <td>
                <Badge tone={TIER_TONES[x.tier]}>{MEMBER_TIER_LABELS[x.tier]}</Badge>
              </td>
              <td className="num">{x.points}</td>
              <td className="num">{formatNtd(x.totalSpent)}</td>
              <td className="nowrap">
                {x.lastVisit ? formatDate(x.lastVisit) : <span className="muted">{m.never}</span>}
              </td>
              <td>
                <div className="row-actions">
                  <Button size="sm" variant="secondary" onClick={() => onAction('view', x)}>
                    {officeText.view}
                  </Button>
                  <Button size="sm" variant="secondary" onClick={() => onAction('edit', x)}>
                    {officeText.edit}
                  </Button>
                  <Button size="sm" variant="secondary" onClick={() => onAction('points', x)}>
                    {m.addPoints}
                  </Button>
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() => onAction('qr', x)}
                    aria-label={`${m.qr} ${x.name}`}
                  >
                    {m.qr}
                  </Button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
