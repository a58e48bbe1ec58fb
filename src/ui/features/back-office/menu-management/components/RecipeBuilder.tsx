import { useState } from 'react'
import { formatQuantity, parseQuantity } from '../../../../../shared/domain/quantity.ts'
import { formatNtdExact as formatNtd, formatNtdCentsExact as formatNtdCents } from '../../../../money.ts'
import { t, zhTW } from '../../../../../shared/i18n/zh-TW.ts'
import { Button } from '../../../../components/Button.tsx'
import { toast } from '../../../../components/Toaster.tsx'
import { recipeRows, recipeSummary } from '../price.ts'
import type { CostData, Ingredient } from '../../../../../shared/api/menu.ts'
import { MarginBadge } from './ItemParts.tsx'

const f = zhTW.products.form
// spec part 2 §9: the total cost is shown to 2 decimals

/** 150 (thousandths) → "0.15" for people; the API keeps the integer. */
export const quantityText = (milli: number) => String(Number(formatQuantity(milli)))

type Props = { costData: CostData; ingredients: Ingredient[]; price: string; onChange: (next: CostData) => void }

/**
 * Cost recipe (spec part 2 §2.2, §9): pick an inventory item and the quantity per serving in its
 * unit; each line costs unitCost × quantity / 1000 with quantity in thousandths of the unit.
 */
export function RecipeBuilder({ costData, ingredients, price, onChange }: Props) {
  const [pick, setPick] = useState('')
  const [qty, setQty] = useState('')
  const rows = recipeRows(costData, ingredients)
  const { costCents, margin } = recipeSummary(rows, price)
  const chosen = ingredients.find((i) => String(i.id) === pick)

  const add = () => {
    const milli = parseQuantity(qty)
    if (!chosen || milli === null || milli <= 0) {
      toast({ variant: 'destructive', title: f.ingredientRequired })
      return
    }
    // One line per ingredient: adding it again replaces its quantity.
    const next = Object.fromEntries(Object.entries(costData).filter(([, v]) => v.inventoryId !== chosen.id))
    onChange({ ...next, [chosen.name]: { inventoryId: chosen.id, quantity: milli } })
    setPick('')
    setQty('')
  }

  const groups = new Map<string, Ingredient[]>()
  for (const i of ingredients) groups.set(i.category ?? '', [...(groups.get(i.category ?? '') ?? []), i])

  return (
    <fieldset className="form-section recipe-builder">
      <legend>{f.recipe}</legend>
      <p className="field-hint">{f.recipeHint}</p>
      {rows.length > 0 ? (
        <ul className="option-list" aria-label={f.recipe}>
          {rows.map((row) => (
            <li key={row.name} className="option-entry recipe-line" data-testid="recipe-line">
              <span>{row.name}</span>
              <span className="muted small">
                {row.ingredient
                  ? t('products.form.lineFormula', {
                      qty: quantityText(row.quantity),
                      unit: row.ingredient.unit,
                      unitCost: formatNtd(row.ingredient.unitCost),
                      cost: formatNtdCents(row.lineCents),
                    })
                  : f.missingIngredient}
              </span>
              <button
                type="button"
                className="icon-btn"
                aria-label={t('products.form.removeEntry', { name: row.name })}
                onClick={() => onChange(Object.fromEntries(Object.entries(costData).filter(([k]) => k !== row.name)))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {ingredients.length === 0 ? (
        <p className="muted small">{f.noInventory}</p>
      ) : (
        <div className="add-row">
          <select className="input" aria-label={f.ingredient} value={pick} onChange={(e) => setPick(e.target.value)}>
            <option value="">{f.chooseIngredient}</option>
            {[...groups].map(([group, list]) => (
              <optgroup key={group} label={group || zhTW.products.menu.uncategorised}>
                {list.map((i) => (
                  <option key={i.id} value={i.id}>{`${i.name}（${i.unit}）`}</option>
                ))}
              </optgroup>
            ))}
          </select>
          <input
            className="input add-row-price"
            aria-label={chosen ? `${f.quantity}（${chosen.unit}）` : f.quantity}
            placeholder={chosen?.unit ?? f.quantity}
            inputMode="decimal"
            value={qty}
            onChange={(e) => setQty(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault()
                add()
              }
            }}
          />
          <Button variant="secondary" onClick={add}>
            {f.addIngredient}
          </Button>
        </div>
      )}
      <div className="recipe-total" data-testid="recipe-total">
        <span>{f.totalCost}</span>
        <strong>{formatNtdCents(costCents)}</strong>
        <span>{f.marginPreview}</span>
        <MarginBadge margin={rows.length > 0 ? margin : null} />
      </div>
    </fieldset>
  )
}
