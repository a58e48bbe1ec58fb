import { Elysia } from 'elysia'
import { SystemSettingsBody } from '../../../shared/api/requests/settings'
import type { SystemSettings as SystemSettingsAnswer } from '../../../shared/api/stores'
import type { authPlugin } from '../../http/auth'
import { logActivity } from '../activity'
import type { SystemSettings } from './service'
import type { Db } from '../../db/client'
import type { Clock } from '../../clock'

/** Installation-wide settings the owner controls (self-registration open or closed). */
export function systemSettingsRoutes({
  settings,
  guard,
  db,
  clock,
}: {
  settings: SystemSettings
  guard: ReturnType<typeof authPlugin>
  db: Db
  clock: Clock
}) {
  const present = (): SystemSettingsAnswer => ({ registrationOpen: settings.registrationOpen() })
  return new Elysia({ prefix: '/api', tags: ['settings'] })
    .use(guard)
    .get('/settings/system', () => present(), { auth: 'owner' })
    .patch(
      '/settings/system',
      ({ body, actor }) => {
        settings.setRegistrationOpen(body.registrationOpen)
        logActivity(
          db,
          actor,
          {
            storeId: null,
            action: 'update_settings',
            entityType: 'settings',
            details: { registrationOpen: body.registrationOpen },
          },
          clock.now(),
        )
        return present()
      },
      { auth: 'owner', body: SystemSettingsBody },
    )
}
