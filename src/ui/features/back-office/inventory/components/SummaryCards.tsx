import { useQuery } from '@tanstack/react-query'
import { formatNtd } from '../../../../money.ts'
import { t, zhTW } from '../../../../../shared/i18n/zh-TW.ts'
import { summaryQuery } from '../queries.ts'

const i = zhTW.products.inventory

function Stat({ label, value, hint, tone }: { label: string; value: string; hint?: string; tone?: 'danger' }) {
  return (
    <div className={`card stat-card ${tone ? `is-${tone}` : ''}`}>
      <span className="stat-label">{label}</span>
      <strong className="stat-value" data-testid={`stat-${label}`}>
        {value}
      </strong>
      {hint ? <span className="muted small">{hint}</span> : null}
    </div>
  )
}

/**
 * The four cards of spec part 1 §2 with the server's figures; monthly consumption is the real
 * value of stock used by orders and waste this month (the spec's placeholder is not kept).
 */
export function SummaryCards({ storeId }: { storeId: number }) {
  const q = useQuery(summaryQuery(storeId))
  const s = q.data
  const dash = '—'
  return (
    <div className="stat-grid" aria-busy={!s}>
      <Stat label={i.totalItems} value={s ? String(s.totalItems) : dash} />
      <Stat
        label={i.lowStock}
        value={s ? String(s.lowStockCount) : dash}
        tone={s && s.lowStockCount > 0 ? 'danger' : undefined}
        hint={s ? t('products.inventory.lowStockHint', { n: s.outOfStockCount }) : undefined}
      />
      <Stat label={i.totalValue} value={s ? formatNtd(s.totalValue) : dash} />
      <Stat
        label={i.monthlyConsumption}
        value={s ? formatNtd(s.monthlyConsumption) : dash}
        hint={s ? t('products.inventory.monthlyHint', { month: s.month }) : undefined}
      />
    </div>
  )
}
