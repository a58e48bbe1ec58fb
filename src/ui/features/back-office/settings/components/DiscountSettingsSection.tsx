import { useMutation } from '@tanstack/react-query'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { discountReasons, discountThreshold, type DiscountSettings } from '../../../../../shared/domain/discounts.ts'
import { zhTW } from '../../../../../shared/i18n/zh-TW.ts'
import { Button } from '../../../../components/Button.tsx'
import { Card, CardHeader } from '../../../../components/Card.tsx'
import { Field, TextAreaField } from '../../../../components/Input.tsx'
import { toast } from '../../../../components/Toaster.tsx'
import { collectErrors, focusFirstInvalid, hasErrors } from '../../../../forms.ts'
import type { Store } from '../../../../../shared/api/stores.ts'
import { updateStore } from '../../stores/queries.ts'

const a = zhTW.adjust

const number = (text: string, max: number) => {
  const n = Number(text.trim())
  return text.trim() !== '' && Number.isFinite(n) && n >= 0 && n <= max ? n : null
}

/** 折扣設定: the reasons staff pick from and the threshold above which a manager's PIN is needed. */
export function DiscountSettingsSection({ store }: { store: Store }) {
  const settings = store.settings as DiscountSettings
  const [reasons, setReasons] = useState('')
  const [percent, setPercent] = useState('')
  const [amount, setAmount] = useState('')
  const [tried, setTried] = useState(false)
  const formRef = useRef<HTMLFormElement>(null)
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new store record refills
  useEffect(() => {
    setTried(false)
    setReasons(discountReasons(settings, a.defaultReasons).join('\n'))
    const th = discountThreshold(settings)
    setPercent(String(th.percent))
    setAmount(String(th.amount / 100))
  }, [store])
  const list = [
    ...new Set(
      reasons
        .split('\n')
        .map((r) => r.trim())
        .filter(Boolean),
    ),
  ]
  const pct = number(percent, 100)
  const amt = number(amount, 1_000_000)
  const found = collectErrors({
    reasons: list.length === 0 ? a.reasonsEmpty : null,
    percent: pct === null ? a.thresholdInvalid : null,
    amount: amt === null ? a.thresholdInvalid : null,
  })
  const errors = tried ? found : {}

  const saving = useMutation({
    mutationFn: (body: Parameters<typeof updateStore>[1]) => updateStore(store.id, body),
    meta: { errorTitle: zhTW.backoffice.common.updateFailedTitle },
    onSuccess: () => toast({ title: a.settingsSaved, description: store.name }),
  })
  const pending = saving.isPending

  const submit = (e: FormEvent) => {
    e.preventDefault()
    setTried(true)
    if (hasErrors(found) || pct === null || amt === null) return focusFirstInvalid(formRef.current)
    saving.mutate({ settings: { discountReasons: list, discountApprovalPercent: pct, discountApprovalAmount: amt } })
  }

  return (
    <Card data-testid="settings-discounts">
      <CardHeader title={a.settingsTitle} />
      <p className="muted st-hint">{a.settingsHint}</p>
      <form ref={formRef} className="form" onSubmit={submit} noValidate>
        <TextAreaField
          label={a.reasonsLabel}
          value={reasons}
          error={errors.reasons}
          onChange={(e) => setReasons(e.target.value)}
          rows={5}
          maxLength={1000}
        />
        <div className="field-row">
          <Field
            label={a.thresholdPercent}
            inputMode="decimal"
            value={percent}
            error={errors.percent}
            onChange={(e) => setPercent(e.target.value)}
            required
          />
          <Field
            label={a.thresholdAmount}
            inputMode="decimal"
            value={amount}
            error={errors.amount}
            onChange={(e) => setAmount(e.target.value)}
            required
          />
        </div>
        <div className="form-actions">
          <Button type="submit" disabled={pending}>
            {pending ? zhTW.common.submitting : zhTW.common.save}
          </Button>
        </div>
      </form>
    </Card>
  )
}
