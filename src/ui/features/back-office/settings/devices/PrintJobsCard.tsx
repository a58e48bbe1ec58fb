import { useMutation, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { fill, zhTW } from '../../../../../shared/i18n/zh-TW.ts'
import { Badge, type BadgeTone } from '../../../../components/Badge.tsx'
import { Button } from '../../../../components/Button.tsx'
import { Card, CardHeader } from '../../../../components/Card.tsx'
import { toast } from '../../../../components/Toaster.tsx'
import { formatDateTime } from '../../../../format.ts'
import { QueryStatus } from '../../../../components/PageStates.tsx'
import { jobsQuery, printersQuery, retryJob, type PrintJob } from './model.ts'

const v = zhTW.backoffice.devices
const officeText = zhTW.backoffice.common
const TONES: Record<PrintJob['status'], BadgeTone> = {
  pending: 'warning',
  sending: 'info',
  done: 'success',
  failed: 'danger',
}

/** The latest print jobs; failed ones can be sent again. */
export function PrintJobsCard({ storeId }: { storeId: number }) {
  const [failedOnly, setFailedOnly] = useState(false)
  const jobs = useQuery(jobsQuery(storeId, failedOnly))
  const printers = useQuery(printersQuery(storeId)).data ?? []
  const nameOf = (id: number) => printers.find((p) => p.id === id)?.name ?? `#${id}`

  const retrying = useMutation({
    mutationFn: (job: PrintJob) => retryJob(storeId, job.id),
    meta: { errorTitle: v.retryFailedTitle },
    onSuccess: () => toast({ title: v.retried }),
  })

  return (
    <Card data-testid="settings-print-jobs">
      <CardHeader
        title={v.jobs}
        actions={
          <label className="bo-check bo-small">
            <input type="checkbox" checked={failedOnly} onChange={(e) => setFailedOnly(e.target.checked)} />
            {v.failedOnly}
          </label>
        }
      />
      <QueryStatus query={jobs} />
      {jobs.data && jobs.data.length === 0 ? <p className="muted">{v.jobsEmpty}</p> : null}
      {jobs.data && jobs.data.length > 0 ? (
        <div className="bo-table-wrap st-scroll">
          <table className="bo-table">
            <thead>
              <tr>
                <th>{v.time}</th>
                <th>{v.printer}</th>
                <th>{v.kind}</th>
                <th>{v.status}</th>
                <th>{v.error}</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {jobs.data.map((j) => (
                <tr key={j.id}>
                  <td className="nowrap">{formatDateTime(j.createdAt)}</td>
                  <td>{nameOf(j.printerId)}</td>
                  <td>{v.jobKinds[j.kind] ?? j.kind}</td>
                  <td className="nowrap">
                    <Badge tone={TONES[j.status]}>{v.jobStatuses[j.status]}</Badge>{' '}
                    <span className="muted bo-small">{fill(v.attempts, { n: j.attempts })}</span>
                  </td>
                  <td className="bo-small">{j.lastError ?? officeText.empty}</td>
                  <td>
                    {j.status === 'failed' ? (
                      <Button size="sm" variant="secondary" onClick={() => retrying.mutate(j)}>
                        {v.retry}
                      </Button>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </Card>
  )
}
