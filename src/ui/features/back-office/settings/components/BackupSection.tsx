import { useMutation, useQuery } from '@tanstack/react-query'
import { fill, zhTW } from '../../../../../shared/i18n/zh-TW.ts'
import { backupUrl } from '../../../../api/urls.ts'
import { Button } from '../../../../components/Button.tsx'
import { Card, CardHeader } from '../../../../components/Card.tsx'
import { toast } from '../../../../components/Toaster.tsx'
import { formatDateTime } from '../../../../format.ts'
import { QueryStatus } from '../../../../components/PageStates.tsx'
import { backupScheduleQuery, backupsQuery, takeBackup } from '../queries.ts'

const b = zhTW.backoffice.settings.backup

/** 1536 → "1.5 KB", 2_400_000 → "2.3 MB": a backup's size at a glance. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`
  const units = ['KB', 'MB', 'GB']
  let n = bytes / 1024
  let unit = 0
  while (n >= 1024 && unit < units.length - 1) {
    n /= 1024
    unit++
  }
  return `${n.toFixed(1)} ${units[unit]}`
}

/** The owner's whole-database backups (GET/POST /api/backups): list, take now, download, schedule, how to restore. */
export function BackupSection() {
  const list = useQuery(backupsQuery)
  const schedule = useQuery(backupScheduleQuery).data
  const taking = useMutation({
    mutationFn: takeBackup,
    meta: { errorTitle: b.failedTitle },
    onSuccess: () => toast({ title: b.taken }),
  })

  return (
    <Card data-testid="settings-backup">
      <CardHeader
        title={b.title}
        actions={
          <Button size="sm" onClick={() => taking.mutate()} disabled={taking.isPending} data-testid="backup-now">
            {taking.isPending ? b.taking : b.takeNow}
          </Button>
        }
      />
      <p className="muted">{b.hint}</p>
      <QueryStatus query={list} />
      {list.data && list.data.length === 0 ? <p className="muted">{b.empty}</p> : null}
      {list.data && list.data.length > 0 ? (
        <div className="bo-table-wrap st-scroll">
          <table className="bo-table" data-testid="backup-list">
            <thead>
              <tr>
                <th>{b.time}</th>
                <th>{b.size}</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {list.data.map((f) => (
                <tr key={f.name}>
                  <td className="nowrap" title={f.name}>
                    {formatDateTime(f.createdAt)}
                  </td>
                  <td className="nowrap">{formatFileSize(f.size)}</td>
                  <td>
                    <a className="btn btn-secondary btn-sm" href={backupUrl(f.name)} download={f.name}>
                      {b.download}
                    </a>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {schedule ? (
        <>
          <h4 className="bo-strong">{b.schedule}</h4>
          <p data-testid="backup-schedule">
            {schedule.intervalHours > 0
              ? fill(b.scheduleEvery, { hours: schedule.intervalHours, keep: schedule.keep })
              : fill(b.scheduleOff, { keep: schedule.keep })}
          </p>
          <p className="muted bo-small">{b.scheduleHow}</p>
        </>
      ) : null}
      <h4 className="bo-strong">{b.restore}</h4>
      <ol className="bo-small">
        {b.restoreSteps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </Card>
  )
}
