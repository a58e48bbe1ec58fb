import { useMutation, useQuery } from '@tanstack/react-query'
import { zhTW } from '../../../../../shared/i18n/zh-TW.ts'
import { Card, CardHeader } from '../../../../components/Card.tsx'
import { toast } from '../../../../components/Toaster.tsx'
import { QueryStatus } from '../../../../components/PageStates.tsx'
import { setRegistrationOpen, systemSettingsQuery } from '../queries.ts'

const s = zhTW.backoffice.settings

/** Self-registration open or closed, installation-wide (GET/PATCH /api/settings/system). */
export function SystemSection() {
  const query = useQuery(systemSettingsQuery)
  const toggling = useMutation({
    mutationFn: setRegistrationOpen,
    meta: { errorTitle: zhTW.backoffice.common.updateFailedTitle },
    onSuccess: () => toast({ title: s.registrationSaved }),
  })
  const pending = toggling.isPending
  const open = query.data?.registrationOpen

  return (
    <Card data-testid="settings-system">
      <CardHeader title={s.system} />
      <QueryStatus query={query} />
      {open === undefined ? null : (
        <>
          <label className="bo-check">
            <input
              type="checkbox"
              role="switch"
              aria-checked={open}
              checked={open}
              disabled={pending}
              onChange={(e) => toggling.mutate(e.target.checked)}
            />
            <span className="bo-strong">{s.registration}</span>
          </label>
          <p className="muted">{open ? s.registrationOpen : s.registrationClosed}</p>
        </>
      )}
    </Card>
  )
}
