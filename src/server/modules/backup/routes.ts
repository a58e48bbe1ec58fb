import { Elysia, t } from 'elysia'
import type { authPlugin } from '../../http/auth'
import type { BackupService } from './service'

/** The owner takes, lists and downloads whole-database backups: every store is in the file. */
export function backupRoutes({ backups, guard }: { backups: BackupService; guard: ReturnType<typeof authPlugin> }) {
  return new Elysia({ prefix: '/api', tags: ['backups'] })
    .use(guard)
    .get('/backups', () => backups.list(), { auth: 'owner' })
    .get('/backups/schedule', () => backups.schedule(), { auth: 'owner' })
    .post(
      '/backups',
      async ({ actor, set }) => {
        const made = await backups.create(actor)
        set.status = 201
        return made
      },
      { auth: 'owner' },
    )
    .get(
      '/backups/:name',
      ({ params }) => {
        const file = backups.file(params.name)
        return new Response(Bun.file(file.path), {
          headers: {
            'content-type': 'application/vnd.sqlite3',
            'content-disposition': `attachment; filename="${file.name}"`,
            'content-length': String(file.size),
            'cache-control': 'no-store',
          },
        })
      },
      { auth: 'owner', params: t.Object({ name: t.String() }) },
    )
}
