import { RovingGroup } from '../RovingGroup.tsx'

/** The reasons a cashier picks from (作廢, 退款, 折扣): one radio group under its legend. */
export function ReasonChoices<R extends string>({
  legend,
  reasons,
  labelOf,
  value,
  onChange,
  className = 'pay-methods-grid',
}: {
  legend: string
  reasons: readonly R[]
  labelOf: (reason: R) => string
  value: R | null
  onChange: (reason: R) => void
  className?: string
}) {
  return (
    <fieldset className="foh-fieldset">
      <legend className="field-label">{legend}</legend>
      <RovingGroup className={className} role="radiogroup" aria-label={legend}>
        {reasons.map((code) => (
          // biome-ignore lint/a11y/useSemanticElements: a chip button, one choice of its radiogroup
          <button
            key={code}
            type="button"
            role="radio"
            aria-checked={value === code}
            className="foh-choice"
            onClick={() => onChange(code)}
          >
            {labelOf(code)}
          </button>
        ))}
      </RovingGroup>
    </fieldset>
  )
}
