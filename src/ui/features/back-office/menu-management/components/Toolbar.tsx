import { useSignals } from '@preact/signals-react/runtime'
import { MENU_TAGS } from '../../../../../shared/domain/menu-tags.ts'
import { zhTW } from '../../../../../shared/i18n/zh-TW.ts'
import { Badge } from '../../../../components/Badge.tsx'
import { Button } from '../../../../components/Button.tsx'
import { EMPTY_ADVANCED, isAdvancedActive, type AdvancedFilters, type StatusFilter } from '../filters.ts'
import {
  advanced,
  clearSelection,
  searchText,
  selectAll,
  selection,
  setAdvanced,
  setSearch,
  setStatusFilter,
  setTagFilter,
  setViewMode,
  statusFilter,
  tagFilter,
  viewMode,
} from '../state.ts'

const m = zhTW.products.menu
const f = zhTW.products.filters

type ToolbarProps = { visibleIds: number[]; disabled: boolean; showAdvanced: boolean; onToggleAdvanced: () => void }

/** Search, status and tag filters, view toggle, select-all and the advanced-filter switch (part 2 §2.2). */
export function Toolbar({ visibleIds, disabled, showAdvanced, onToggleAdvanced }: ToolbarProps) {
  useSignals()
  const allSelected = visibleIds.length > 0 && visibleIds.every((id) => selection.value.has(id))
  const active = isAdvancedActive(advanced.value)
  return (
    <search className="toolbar card">
      <input
        type="search"
        className="input toolbar-search"
        aria-label={zhTW.products.common.search}
        placeholder={m.searchPlaceholder}
        value={searchText.value}
        disabled={disabled}
        onChange={(e) => setSearch(e.target.value)}
      />
      <select
        className="input toolbar-select"
        aria-label={m.status}
        value={statusFilter.value}
        disabled={disabled}
        onChange={(e) => setStatusFilter(e.target.value as StatusFilter)}
      >
        <option value="all">{m.statusAll}</option>
        <option value="active">{m.statusActive}</option>
        <option value="inactive">{m.statusInactive}</option>
      </select>
      <select
        className="input toolbar-select"
        aria-label={zhTW.products.form.tags}
        value={tagFilter.value}
        disabled={disabled}
        onChange={(e) => setTagFilter(e.target.value)}
      >
        <option value="">{m.tagAll}</option>
        {MENU_TAGS.map((tag) => (
          <option key={tag} value={tag}>
            {tag}
          </option>
        ))}
      </select>
      <Button
        variant={showAdvanced ? 'primary' : 'secondary'}
        aria-expanded={showAdvanced}
        disabled={disabled}
        onClick={onToggleAdvanced}
      >
        {m.advanced}
        {active ? <Badge tone="info">{m.advancedOn}</Badge> : null}
      </Button>
      <fieldset className="bare-group segmented" aria-label={`${m.viewGrid} / ${m.viewList}`}>
        <button
          type="button"
          aria-pressed={viewMode.value === 'grid'}
          disabled={disabled}
          onClick={() => setViewMode('grid')}
        >
          ▦ {m.viewGrid}
        </button>
        <button
          type="button"
          aria-pressed={viewMode.value === 'list'}
          disabled={disabled}
          onClick={() => setViewMode('list')}
        >
          ☰ {m.viewList}
        </button>
      </fieldset>
      <Button
        variant="secondary"
        disabled={disabled || visibleIds.length === 0}
        onClick={() => (allSelected ? clearSelection() : selectAll(visibleIds))}
      >
        {allSelected ? m.unselectAll : m.selectAll}
      </Button>
    </search>
  )
}

function Range({
  label,
  min,
  max,
  onChange,
  unit,
}: {
  label: string
  min: string
  max: string
  unit?: string
  onChange: (min: string, max: string) => void
}) {
  return (
    <fieldset className="range-field">
      <legend>{label}</legend>
      <div className="range-inputs">
        <input
          className="input"
          type="number"
          inputMode="decimal"
          min={0}
          aria-label={`${label} ${f.min}`}
          placeholder="0"
          value={min}
          onChange={(e) => onChange(e.target.value, max)}
        />
        <span aria-hidden="true">–</span>
        <input
          className="input"
          type="number"
          inputMode="decimal"
          min={0}
          aria-label={`${label} ${f.max}`}
          placeholder={f.unlimited}
          value={max}
          onChange={(e) => onChange(min, e.target.value)}
        />
        {unit ? <span className="muted">{unit}</span> : null}
      </div>
    </fieldset>
  )
}

/**
 * Price, sales and (for managers, whose reads carry it) margin ranges plus several tags; saved to local storage as they
 * change.
 */
export function AdvancedFilterPanel({ manager }: { manager: boolean }) {
  useSignals()
  const a = advanced.value
  const set = (patch: Partial<AdvancedFilters>) => setAdvanced({ ...a, ...patch })
  const toggleTag = (tag: string) =>
    set({ tags: a.tags.includes(tag) ? a.tags.filter((t) => t !== tag) : [...a.tags, tag] })
  return (
    <section className="advanced-panel card" aria-label={m.advanced}>
      <div className="advanced-ranges">
        <Range
          label={f.priceRange}
          min={a.priceMin}
          max={a.priceMax}
          onChange={(priceMin, priceMax) => set({ priceMin, priceMax })}
        />
        <Range
          label={f.salesRange}
          min={a.salesMin}
          max={a.salesMax}
          onChange={(salesMin, salesMax) => set({ salesMin, salesMax })}
        />
        {manager ? (
          <Range
            label={f.marginRange}
            min={a.marginMin}
            max={a.marginMax}
            unit="%"
            onChange={(marginMin, marginMax) => set({ marginMin, marginMax })}
          />
        ) : null}
      </div>
      <fieldset className="range-field">
        <legend>{f.tags}</legend>
        <div className="chip-row">
          {MENU_TAGS.map((tag) => (
            <button
              key={tag}
              type="button"
              className="chip"
              aria-pressed={a.tags.includes(tag)}
              onClick={() => toggleTag(tag)}
            >
              {tag}
            </button>
          ))}
        </div>
      </fieldset>
      <div className="advanced-footer">
        {isAdvancedActive(a) ? <Badge tone="info">{m.advancedOn}</Badge> : <span />}
        <Button
          variant="secondary"
          size="sm"
          disabled={!isAdvancedActive(a)}
          onClick={() => setAdvanced(EMPTY_ADVANCED)}
        >
          {f.reset}
        </Button>
      </div>
    </section>
  )
}
