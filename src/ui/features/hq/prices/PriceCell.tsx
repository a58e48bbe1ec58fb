import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { zhTW } from '../../../../shared/i18n/zh-TW.ts'
import { parseMoney } from '../../../../shared/domain/money.ts'
import { toast } from '../../../components/Toaster.tsx'
import { amountFieldText } from '../../../money.ts'
import { gridQuery } from './queries.ts'

type PriceCellProps = {
  label: string
  /** The price kept for this cell, null where it has none. */
  stored: string | null
  /** What the cell falls back to when empty (the tier's or the template's), shown greyed. */
  fallback: string
  save: (price: string | null) => Promise<{ price: string | null }>
  /** The toast once kept: the new price, or null when cleared. */
  savedText: (price: string | null) => string
}

/** One price in the grid: typed, then kept when the field is left or Enter is pressed; empty clears it. */
export function PriceCell({ label, stored, fallback, save, savedText }: PriceCellProps) {
  const client = useQueryClient()
  const [draft, setDraft] = useState(stored === null ? '' : amountFieldText(stored))
  const mutation = useMutation({
    mutationFn: save,
    meta: { errorTitle: zhTW.hq.prices.failed },
    onSuccess: (saved) => toast({ title: savedText(saved.price) }),
    onSettled: () => client.invalidateQueries({ queryKey: gridQuery.queryKey }),
  })
  const commit = () => {
    const price = draft.trim() === '' ? null : draft.trim()
    const same = price === null ? stored === null : stored !== null && parseMoney(price) === parseMoney(stored)
    if (!same && !mutation.isPending) mutation.mutate(price)
  }
  return (
    <td className="num">
      <input
        className="input hq-price-input"
        type="number"
        inputMode="numeric"
        min="0"
        step="1"
        aria-label={label}
        placeholder={amountFieldText(fallback)}
        value={draft}
        disabled={mutation.isPending}
        onChange={(e) => setDraft(e.target.value)}
        onBlur={commit}
        // Enter leaves the field, which keeps the price once (a disabled field would blur again).
        onKeyDown={(e) => e.key === 'Enter' && e.currentTarget.blur()}
      />
    </td>
  )
}
