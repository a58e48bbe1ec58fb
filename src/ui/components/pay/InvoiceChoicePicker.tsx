import { zhTW } from '../../../shared/i18n/zh-TW.ts'
import type { InvoiceChoice, InvoiceKind } from './invoice-choice.ts'
import './pay.css'
import { RovingGroup } from '../RovingGroup.tsx'

const KINDS: InvoiceKind[] = ['none', 'mobile', 'buyer', 'donation']
const L = zhTW.einvoice

const placeholder = (k: InvoiceKind) =>
  k === 'mobile'
    ? L.choice.carrierPlaceholder
    : k === 'buyer'
      ? L.choice.buyerPlaceholder
      : k === 'donation'
        ? L.choice.donationPlaceholder
        : L.choice.certificatePlaceholder

/** 發票: 列印證明聯 / 手機條碼 (typed, or scanned as keyboard input) / 統一編號 / 捐贈, compact beside the payment method. */
export function InvoiceChoicePicker({
  value,
  onChange,
}: {
  value: InvoiceChoice
  onChange: (c: InvoiceChoice) => void
}) {
  return (
    <fieldset className="foh-fieldset" data-testid="invoice-choice">
      <legend className="field-label">{L.choice.title}</legend>
      <RovingGroup className="pay-methods-grid" role="radiogroup" aria-label={L.choice.title}>
        {KINDS.map((k) => (
          // biome-ignore lint/a11y/useSemanticElements: a chip button, one choice of its radiogroup
          <button
            key={k}
            type="button"
            role="radio"
            aria-checked={value.kind === k}
            className="foh-choice"
            onClick={() => onChange({ kind: k, code: k === value.kind ? value.code : '' })}
          >
            {L.kinds[k]}
          </button>
        ))}
      </RovingGroup>
      {value.kind === 'none' ? null : (
        <input
          className="input"
          aria-label={L.kinds[value.kind]}
          placeholder={placeholder(value.kind)}
          value={value.code}
          // biome-ignore lint/a11y/noAutofocus: the box appears on the cashier's own pick; typing goes there
          autoFocus
          inputMode={value.kind === 'mobile' ? 'text' : 'numeric'}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          // A scanner ends with Enter: keep it from submitting the payment before staff look.
          onKeyDown={(e) => {
            if (e.key === 'Enter') e.preventDefault()
          }}
          onChange={(e) => onChange({ ...value, code: e.target.value })}
        />
      )}
      {value.kind === 'buyer' ? (
        <input
          className="input"
          aria-label={L.choice.buyerName}
          placeholder={L.choice.buyerNamePlaceholder}
          value={value.name ?? ''}
          maxLength={60}
          autoComplete="organization"
          onKeyDown={(e) => {
            if (e.key === 'Enter') e.preventDefault()
          }}
          onChange={(e) => onChange({ ...value, name: e.target.value })}
        />
      ) : null}
    </fieldset>
  )
}
