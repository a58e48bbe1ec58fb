import { useSignals } from '@preact/signals-react/runtime'
import { useMutation } from '@tanstack/react-query'
import { zhTW } from '../../../../../shared/i18n/zh-TW.ts'
import { Card, CardHeader } from '../../../../components/Card.tsx'
import { toast } from '../../../../components/Toaster.tsx'
import { authUser } from '../../../../state/auth.ts'
import { roleLabel } from '../../../../state/user-display.ts'
import type { User } from '../../../../../shared/api/stores.ts'
import { displayName } from '../../../../../shared/format/display-name.ts'
import { setSkillLevel } from '../queries.ts'

const s = zhTW.backoffice.settings
const LEVELS = ['beginner', 'expert'] as const

/** Spec part 2 §2.9: user id, display name, e-mail and the skill level, saved on selection (§4). */
export function PersonalSection() {
  useSignals()
  const user = authUser.value
  const saving = useMutation({
    mutationFn: ({ userId, level }: { userId: number; level: User['skillLevel'] }) => setSkillLevel(userId, level),
    meta: { errorTitle: zhTW.backoffice.common.updateFailedTitle },
    onSuccess: (_user, { level }) => toast({ title: s.skillSaved, description: s.skills[level].label }),
  })

  const choose = (level: User['skillLevel']) => {
    if (!user)
      return toast({
        variant: 'destructive',
        title: zhTW.backoffice.common.updateFailedTitle,
        description: s.skillNoUser,
      })
    if (level === user.skillLevel) return
    saving.mutate({ userId: user.id, level })
  }

  return (
    <Card data-testid="settings-personal">
      <CardHeader title={s.personal} />
      <dl className="bo-dl st-dl">
        <dt>{s.userId}</dt>
        <dd data-testid="settings-user-id">{user?.id ?? s.notSet}</dd>
        <dt>{s.displayName}</dt>
        <dd>
          {(user && displayName({ firstName: user.firstName, lastName: user.lastName, username: user.username })) ??
            s.notSet}
        </dd>
        <dt>{s.username}</dt>
        <dd>{user?.username ?? s.notSet}</dd>
        <dt>{s.email}</dt>
        <dd>{user?.email ?? s.notSet}</dd>
        <dt>{s.role}</dt>
        <dd>{roleLabel(user)}</dd>
      </dl>
      <fieldset className="bo-radio-group" disabled={saving.isPending}>
        <legend className="st-legend">{s.skill}</legend>
        {LEVELS.map((level) => (
          <label key={level} className="bo-radio">
            <input
              type="radio"
              name="skill-level"
              value={level}
              checked={user?.skillLevel === level}
              onChange={() => choose(level)}
            />
            <span>
              <span className="bo-strong">{s.skills[level].label}</span>
              <br />
              <span className="muted bo-small">{s.skills[level].description}</span>
            </span>
          </label>
        ))}
      </fieldset>
    </Card>
  )
}
