import { useMutation } from '@tanstack/react-query'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { fill, zhTW } from '../../../../../shared/i18n/zh-TW.ts'
import { Button } from '../../../../components/Button.tsx'
import { Card, CardHeader } from '../../../../components/Card.tsx'
import { Field, TextAreaField } from '../../../../components/Input.tsx'
import { toast } from '../../../../components/Toaster.tsx'
import { collectErrors, focusFirstInvalid, hasErrors, requiredText } from '../../../../forms.ts'
import type { Store } from '../../../../../shared/api/stores.ts'
import { SelectField } from '../../../../components/SelectField.tsx'
import { ROUNDING_RULES, type RoundingRule } from '../../../../../shared/domain/money.ts'
import { pricingRules, type PricingSettings } from '../../../../../shared/domain/order-totals.ts'
import { clearsWhenPaid } from '../../../../../shared/domain/table-session.ts'
import { percentToRate, rateToPercent } from '../rates.ts'
import { DAY_CUTOFFS, dayCutoff } from '../../../../../shared/domain/business-day.ts'
import { updateStore } from '../../stores/queries.ts'

const s = zhTW.backoffice.settings
const ROUNDING_OPTIONS = ROUNDING_RULES.map((r) => ({ value: r, label: s.roundingRules[r] }))
const CUTOFF_OPTIONS = DAY_CUTOFFS.map((c) => ({ value: c, label: c }))

/**
 * Service fee and where it applies, rounding, cent prices, tax rate, 換日時間, whether a paid table clears itself
 * and the receipt footer of the current store (PATCH /api/stores/:id).
 */
export function StoreSettingsSection({ store }: { store: Store & { receiptFooter?: string | null } }) {
  const [fee, setFee] = useState('')
  const [rules, setRules] = useState(() => pricingRules(store.settings as PricingSettings))
  const [tax, setTax] = useState('')
  const [footer, setFooter] = useState('')
  const [cutoff, setCutoff] = useState(() => dayCutoff(store.settings))
  const [autoClear, setAutoClear] = useState(() => clearsWhenPaid(store.settings))
  const [tried, setTried] = useState(false)
  const formRef = useRef<HTMLFormElement>(null)
  useEffect(() => {
    setTried(false)
    setFee(rateToPercent(store.settings.serviceFee))
    setTax(rateToPercent(store.settings.taxRate))
    setFooter(store.receiptFooter ?? '')
    setRules(pricingRules(store.settings as PricingSettings))
    setCutoff(dayCutoff(store.settings))
    setAutoClear(clearsWhenPaid(store.settings))
  }, [store])
  const feeRate = percentToRate(fee)
  const taxRate = percentToRate(tax)
  const rateError = (text: string, rate: number | null, field: string) =>
    requiredText(text, field) ?? (rate === null ? s.rateInvalid : null)
  const found = collectErrors({ fee: rateError(fee, feeRate, s.serviceFee), tax: rateError(tax, taxRate, s.taxRate) })
  const errors = tried ? found : {}

  const saving = useMutation({
    mutationFn: (body: Parameters<typeof updateStore>[1]) => updateStore(store.id, body),
    meta: { errorTitle: zhTW.backoffice.common.updateFailedTitle },
    onSuccess: () => toast({ title: s.storeSaved, description: store.name }),
  })
  const pending = saving.isPending

  const submit = (e: FormEvent) => {
    e.preventDefault()
    setTried(true)
    if (hasErrors(found) || feeRate === null || taxRate === null) return focusFirstInvalid(formRef.current)
    saving.mutate({
      settings: {
        serviceFee: feeRate,
        taxRate,
        feeOnTakeout: rules.feeOnTakeout,
        rounding: rules.rounding,
        allowCentPrices: rules.allowCentPrices,
        dayCutoff: cutoff,
        autoClearWhenPaid: autoClear,
      },
      receiptFooter: footer.trim() || null,
    })
  }

  return (
    <Card data-testid="settings-store">
      <CardHeader title={s.store} />
      <p className="muted st-hint">{fill(s.storeHint, { name: store.name })}</p>
      <form ref={formRef} className="form" onSubmit={submit} noValidate>
        <div className="field-row">
          <Field
            label={s.serviceFee}
            inputMode="decimal"
            value={fee}
            onChange={(e) => setFee(e.target.value)}
            required
            error={errors.fee}
          />
          <Field
            label={s.taxRate}
            inputMode="decimal"
            value={tax}
            onChange={(e) => setTax(e.target.value)}
            required
            error={errors.tax}
          />
        </div>
        <label className="bo-check">
          <input
            type="checkbox"
            checked={rules.feeOnTakeout}
            onChange={(e) => setRules((r) => ({ ...r, feeOnTakeout: e.target.checked }))}
          />
          {s.feeOnTakeout}
        </label>
        <p className="muted st-hint">{s.feeOnTakeoutHint}</p>
        <SelectField
          label={s.rounding}
          value={rules.rounding}
          options={ROUNDING_OPTIONS}
          onChange={(v) => setRules((r) => ({ ...r, rounding: v as RoundingRule }))}
        />
        <p className="muted st-hint">{s.roundingHint}</p>
        <label className="bo-check">
          <input
            type="checkbox"
            checked={rules.allowCentPrices}
            onChange={(e) => setRules((r) => ({ ...r, allowCentPrices: e.target.checked }))}
          />
          {s.allowCentPrices}
        </label>
        <p className="muted st-hint">{s.allowCentPricesHint}</p>
        <SelectField label={s.dayCutoff} value={cutoff} options={CUTOFF_OPTIONS} onChange={setCutoff} />
        <p className="muted st-hint">{s.dayCutoffHint}</p>
        <label className="bo-check">
          <input type="checkbox" checked={autoClear} onChange={(e) => setAutoClear(e.target.checked)} />
          {s.autoClearWhenPaid}
        </label>
        <p className="muted st-hint">{s.autoClearWhenPaidHint}</p>
        <TextAreaField
          label={s.receiptFooter}
          value={footer}
          onChange={(e) => setFooter(e.target.value)}
          maxLength={500}
          rows={2}
        />
        <div className="form-actions">
          <Button type="submit" disabled={pending}>
            {pending ? zhTW.common.submitting : zhTW.common.save}
          </Button>
        </div>
      </form>
    </Card>
  )
}
