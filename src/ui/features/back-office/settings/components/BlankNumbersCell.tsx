import { useMutation } from '@tanstack/react-query'
import { fill, zhTW } from '../../../../../shared/i18n/zh-TW.ts'
import type { EinvoiceRange } from '../../../../../shared/api/einvoice.ts'
import { Button } from '../../../../components/Button.tsx'
import { toast } from '../../../../components/Toaster.tsx'
import { reportBlankNumbers } from '../queries.ts'

const L = zhTW.einvoice.blank

/** A range's 空白未使用字軌 (E0402): where it stands, and 立即申報 once its period is over. */
export function BlankNumbersCell({ storeId, range }: { storeId: number; range: EinvoiceRange }) {
  const reporting = useMutation({
    mutationFn: () => reportBlankNumbers(storeId, range.period),
    meta: { errorTitle: zhTW.backoffice.common.updateFailedTitle },
    onSuccess: () => toast({ title: L.reported, description: range.periodLabel }),
  })
  const { status, dueBy } = range.e0402
  return (
    <span className={status === 'failed' || status === 'not_queued' ? 'text-danger' : undefined}>
      {fill(L[status], { dueBy })}
      {status === 'not_queued' ? (
        <>
          {' '}
          <Button size="sm" variant="secondary" disabled={reporting.isPending} onClick={() => reporting.mutate()}>
            {L.report}
          </Button>
        </>
      ) : null}
    </span>
  )
}
