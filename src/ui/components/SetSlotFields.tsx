import type { Choice, GroupView, SlotView } from '../../shared/domain/cart.ts'
import { partPick } from '../../shared/domain/cart.ts'
import type { GroupPick } from '../../shared/domain/option-groups.ts'
import { fill } from '../../shared/i18n/fill.ts'
import { frontOfHouseMessages } from '../../shared/i18n/catalog/frontOfHouse.ts'
import { OptionGroupField } from './OptionGroupField.tsx'
import { closedHours, hoursLabel } from '../../shared/domain/menu-hours.ts'
import { menuHoursMessages } from '../../shared/i18n/catalog/menuHours.ts'
import { useNow } from '../hooks/useNow.ts'

const p = frontOfHouseMessages.pos

/** Why a part cannot be picked at `now`: 售完, or the hours it is served; undefined when it can. */
function unavailable(part: SlotView['choices'][number], now: number): string | undefined {
  if (part.soldOut) return p.soldOut
  const closed = closedHours({ hours: part.hours ?? [], categoryHours: part.categoryHours ?? [] }, now)
  return closed ? fill(menuHoursMessages.servedAt, { hours: hoursLabel(closed) }) : undefined
}

/**
 * A slot as a one-pick group of its parts (a fixed slot: its one part, already picked), priced by what
 * each adds; a part the server would refuse now is greyed with the reason.
 */
const slotGroup = (slot: SlotView, index: number, now: number): GroupView => ({
  id: -1 - index,
  name: slot.name,
  options: slot.choices.map((c) => ({ name: c.name, price: c.price, unavailable: unavailable(c, now) })),
  minChoices: 1,
  maxChoices: 1,
  defaultOption: null,
})

/**
 * A 套餐's slots in order (主餐, 飲料, 湯): pick a part in each, then that part's own option groups
 * (the set's 紅茶 asks 甜度 and 冰塊), shown under the slot so they read as the part's.
 */
export function SetSlotFields({
  slots,
  parts,
  onChange,
}: {
  slots: readonly SlotView[]
  parts: NonNullable<Choice['parts']>
  onChange: (parts: NonNullable<Choice['parts']>) => void
}) {
  const setPart = (slot: string, pick: (typeof parts)[number] | null) =>
    onChange(
      slots.flatMap((s) => {
        const current = s.name === slot ? pick : parts.find((x) => x.slot === s.name)
        return current ? [current] : []
      }),
    )
  const now = useNow()
  return slots.map((slot, i) => {
    const pick = parts.find((x) => x.slot === slot.name)
    const part = slot.choices.find((c) => c.menuItemId === pick?.menuItemId)
    const picksOf = (groupId: number) => pick?.groups?.find((g) => g.groupId === groupId)?.choices ?? []
    const setGroup = (groupId: number, choices: string[]): GroupPick[] => [
      ...(pick?.groups ?? []).filter((g) => g.groupId !== groupId),
      { groupId, choices },
    ]
    return (
      <div key={slot.name} className="opt-slot" data-testid="set-slot">
        <OptionGroupField
          group={slotGroup(slot, i, now)}
          picked={part ? [part.name] : []}
          onChange={([name]) => {
            const chosen = slot.choices.find((c) => c.name === name)
            setPart(slot.name, chosen ? partPick(slot, chosen.menuItemId) : null)
          }}
        />
        {part && pick && part.optionGroups.length ? (
          <section className="opt-part" aria-label={fill(p.partGroups, { part: part.name })}>
            {part.optionGroups.map((g) => (
              <OptionGroupField
                key={g.id}
                group={g}
                picked={picksOf(g.id)}
                onChange={(choices) => setPart(slot.name, { ...pick, groups: setGroup(g.id, choices) })}
              />
            ))}
          </section>
        ) : null}
      </div>
    )
  })
}
