import { useState } from 'react'
import { businessDate } from '../../../shared/domain/business-day.ts'
import { zhTW } from '../../../shared/i18n/zh-TW.ts'
import { Field } from '../../components/Input.tsx'
import type { Range } from './reports/queries.ts'

const r = zhTW.hq.reports

/** A range of business days, today to today at first; the 起日 never after the 迄日. */
export function useHqRange() {
  const today = businessDate(Date.now())
  return useState<Range>({ from: today, to: today })
}

export function HqRangeFields({ range, onChange }: { range: Range; onChange: (next: Range) => void }) {
  const setDate = (key: keyof Range) => (e: { target: { value: string } }) =>
    e.target.value && onChange({ ...range, [key]: e.target.value })
  return (
    <div className="hq-range">
      <Field label={r.from} type="date" value={range.from} max={range.to} onChange={setDate('from')} />
      <Field label={r.to} type="date" value={range.to} min={range.from} onChange={setDate('to')} />
    </div>
  )
}
