import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { fill, zhTW } from '../../../../../shared/i18n/zh-TW.ts'
import { Button } from '../../../../components/Button.tsx'
import { moveGroup } from '../option-group-form.ts'
import { optionGroupsQuery } from '../option-group-queries.ts'

const g = zhTW.optionGroupEditor

type Props = { storeId: number; groupIds: number[]; onChange: (ids: number[]) => void }

/** An item's option groups in the order its chooser asks them: add one, move it up or down, take it off. */
export function ItemGroupsField({ storeId, groupIds, onChange }: Props) {
  const groups = useQuery(optionGroupsQuery(storeId))
  const [adding, setAdding] = useState('')
  const byId = new Map((groups.data ?? []).map((x) => [x.id, x]))
  const offered = (groups.data ?? []).filter((x) => !groupIds.includes(x.id))
  return (
    <fieldset className="form-section">
      <legend>{g.itemLegend}</legend>
      <p className="field-hint">{g.itemHint}</p>
      {groupIds.length === 0 ? <p className="muted small">{g.itemNone}</p> : null}
      <ol className="option-list item-groups">
        {groupIds.map((id, i) => {
          const name = byId.get(id)?.name ?? `#${id}`
          return (
            <li key={id} className="option-entry">
              <span>{name}</span>
              <button
                type="button"
                className="icon-btn"
                aria-label={fill(g.moveUp, { name })}
                disabled={i === 0}
                onClick={() => onChange(moveGroup(groupIds, i, -1))}
              >
                ↑
              </button>
              <button
                type="button"
                className="icon-btn"
                aria-label={fill(g.moveDown, { name })}
                disabled={i === groupIds.length - 1}
                onClick={() => onChange(moveGroup(groupIds, i, 1))}
              >
                ↓
              </button>
              <button
                type="button"
                className="icon-btn"
                aria-label={fill(g.removeFromItem, { name })}
                onClick={() => onChange(groupIds.filter((x) => x !== id))}
              >
                ×
              </button>
            </li>
          )
        })}
      </ol>
      {offered.length ? (
        <div className="add-row">
          <select
            className="input"
            aria-label={g.itemChoose}
            value={adding}
            onChange={(e) => setAdding(e.target.value)}
          >
            <option value="">{g.itemChoose}</option>
            {offered.map((x) => (
              <option key={x.id} value={x.id}>
                {x.name}
              </option>
            ))}
          </select>
          <Button
            variant="secondary"
            disabled={!adding}
            onClick={() => {
              onChange([...groupIds, Number(adding)])
              setAdding('')
            }}
          >
            {g.itemAdd}
          </Button>
        </div>
      ) : null}
    </fieldset>
  )
}
