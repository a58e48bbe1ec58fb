import { useEffect, useState, type FormEvent } from 'react'
import { discountReasons, discountThreshold, type DiscountSettings } from '../../../../shared/domain/discounts.ts'
import { zhTW } from '../../../../shared/i18n/zh-TW.ts'
import { api } from '../../../api.ts'
import { Button } from '../../../components/Button.tsx'
import { Card, CardHeader } from '../../../components/Card.tsx'
import { Field } from '../../../components/Input.tsx'
import { toast } from '../../../components/Toaster.tsx'
import { toastError } from '../../../notify.ts'
import { invalidate } from '../../../query.ts'
import { STORES_KEY } from '../../../state/stores.ts'
import type { Store } from '../../../../shared/api/stores.ts'
import { TextAreaField } from '../../back-office/fields.tsx'

const a = zhTW.adjust

const number = (text: string, max: number) => {
  const n = Number(text.trim())
  return text.trim() !== '' && Number.isFinite(n) && n >= 0 && n <= max ? n : null
}

/** 折扣設定 (issue 17 item 6): the reasons staff pick from and the threshold above which a manager's PIN is needed. */
export function DiscountSettingsSection({ store }: { store: Store }) {
  const settings = store.settings as DiscountSettings
  const [reasons, setReasons] = useState('')
  const [percent, setPercent] = useState('')
  const [amount, setAmount] = useState('')
  const [pending, setPending] = useState(false)
  useEffect(() => {
    setReasons(discountReasons(settings, a.defaultReasons).join('\n'))
    const th = discountThreshold(settings)
    setPercent(String(th.percent))
    setAmount(String(th.amount / 100))
  }, [store])
  const list = [...new Set(reasons.split('\n').map((r) => r.trim()).filter(Boolean))]
  const pct = number(percent, 100)
  const amt = number(amount, 1_000_000)
  const problem = list.length === 0 ? a.reasonsEmpty : pct === null || amt === null ? a.thresholdInvalid : null

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    if (problem) return
    setPending(true)
    try {
      await api.patch(`${STORES_KEY}/${store.id}`, { settings: { discountReasons: list, discountApprovalPercent: pct, discountApprovalAmount: amt } })
      await invalidate(STORES_KEY)
      toast({ title: a.settingsSaved, description: store.name })
    } catch (error) {
      toastError(zhTW.backoffice.common.updateFailedTitle, error)
    } finally {
      setPending(false)
    }
  }

  return (
    <Card data-testid="settings-discounts">
      <CardHeader title={a.settingsTitle} />
      <p className="muted st-hint">{a.settingsHint}</p>
      <form className="form" onSubmit={submit}>
        <TextAreaField label={a.reasonsLabel} value={reasons} onChange={(e) => setReasons(e.target.value)} rows={5} maxLength={1000} />
        <div className="field-row">
          <Field label={a.thresholdPercent} inputMode="decimal" value={percent} onChange={(e) => setPercent(e.target.value)} required />
          <Field label={a.thresholdAmount} inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} required />
        </div>
        {problem ? <p className="cash-problem" role="alert">{problem}</p> : null}
        <div className="form-actions">
          <Button type="submit" disabled={pending || problem !== null}>{pending ? zhTW.common.submitting : zhTW.common.save}</Button>
        </div>
      </form>
    </Card>
  )
}
