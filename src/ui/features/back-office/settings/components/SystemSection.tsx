import { useState } from 'react'
import { zhTW } from '../../../../../shared/i18n/zh-TW.ts'
import { api } from '../../../../api.ts'
import { Card, CardHeader } from '../../../../components/Card.tsx'
import { toast } from '../../../../components/Toaster.tsx'
import { toastError } from '../../../../notify.ts'
import { invalidate, useQuery, statusOf } from '../../../../query.ts'
import { loadAuthConfig } from '../../../../state/auth.ts'
import type { SystemSettings } from '../../../../../shared/api/stores.ts'
import { QueryStatus } from '../../../../components/PageStates.tsx'

const s = zhTW.backoffice.settings
const KEY = '/api/settings/system'

/** Self-registration open or closed, installation-wide (GET/PATCH /api/settings/system). */
export function SystemSection() {
  const query = useQuery<SystemSettings>(KEY)
  const [pending, setPending] = useState(false)
  const open = query.data?.registrationOpen

  const toggle = async (next: boolean) => {
    setPending(true)
    try {
      await api.patch(KEY, { registrationOpen: next })
      await Promise.all([invalidate(KEY), loadAuthConfig()])
      toast({ title: s.registrationSaved })
    } catch (error) {
      toastError(zhTW.backoffice.common.updateFailedTitle, error)
    } finally {
      setPending(false)
    }
  }

  return (
    <Card data-testid="settings-system">
      <CardHeader title={s.system} />
      <QueryStatus query={statusOf(query, KEY)} />
      {open === undefined ? null : (
        <>
          <label className="bo-check">
            <input
              type="checkbox"
              role="switch"
              aria-checked={open}
              checked={open}
              disabled={pending}
              onChange={(e) => void toggle(e.target.checked)}
            />
            <span className="bo-strong">{s.registration}</span>
          </label>
          <p className="muted">{open ? s.registrationOpen : s.registrationClosed}</p>
        </>
      )}
    </Card>
  )
}
