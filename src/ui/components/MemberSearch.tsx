import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { MEMBER_TIER_LABELS } from '../../shared/domain/member-tier.ts'
import { TIER_MULTIPLIERS } from '../../shared/domain/order-totals.ts'
import { fill, zhTW } from '../../shared/i18n/zh-TW.ts'
import { api, unwrap } from '../api/client.ts'
import { storeKey } from '../api/keys.ts'
import { useDebounced } from '../hooks/useDebounced.ts'
import './member-search.css'
import type { Member } from '../../shared/api/front-of-house.ts'

const p = zhTW.frontOfHouse.pos
const MAX_MATCHES = 5

export const tierText = (m: Member) =>
  fill(p.memberDiscount, {
    tier: MEMBER_TIER_LABELS[m.tier] ?? m.tier,
    multiplier: (TIER_MULTIPLIERS[m.tier] ?? 1).toFixed(2),
  })

/** Name or phone search, at most 5 matches (spec part 1 §2, §9); the chosen member sets the discount. */
export function MemberSearch({
  storeId,
  member,
  onChange,
}: {
  storeId: number
  member: Member | null
  onChange: (m: Member | null) => void
}) {
  const id = useId()
  const [text, setText] = useState('')
  const term = useDebounced(text.trim())
  const found = useQuery({
    queryKey: storeKey(storeId, 'members', 'search', term),
    queryFn: () => unwrap(api.api.stores({ storeId }).members.get({ query: { search: term, limit: MAX_MATCHES } })),
    enabled: !!term && !!text.trim(),
    // the last matches stay while the next search is under way
    placeholderData: keepPreviousData,
  })
  // A failed search shows "no match" rather than an error: the cashier can go on without a member.
  const matches: Member[] | null =
    !term || !text.trim() ? null : found.isError ? [] : found.data ? found.data.slice(0, MAX_MATCHES) : null

  if (member) {
    return (
      <div className="field">
        <span className="field-label">{p.memberLabel}</span>
        <div className="pos-member" data-testid="pos-member">
          <span>
            <strong>{member.name}</strong> <small className="muted">{member.phone}</small>
          </span>
          <span className="badge badge-info">{tierText(member)}</span>
          <button type="button" className="icon-btn" aria-label={p.memberClear} onClick={() => onChange(null)}>
            ×
          </button>
        </div>
      </div>
    )
  }

  return (
    <div className="field pos-member-search">
      <label htmlFor={id}>{p.memberLabel}</label>
      <input
        id={id}
        className="input"
        type="search"
        placeholder={p.memberPlaceholder}
        value={text}
        onChange={(e) => setText(e.target.value)}
        autoComplete="off"
      />
      {matches ? (
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the search's option buttons
        <ul className="pos-member-results" role="listbox" aria-label={p.memberLabel}>
          {matches.length === 0 ? <li className="muted">{p.memberNone}</li> : null}
          {matches.map((m) => (
            <li key={m.id}>
              <button
                type="button"
                role="option"
                aria-selected={false}
                onClick={() => {
                  onChange(m)
                  setText('')
                }}
              >
                <span>
                  {m.name} <small className="muted">{m.phone}</small>
                </span>
                <small>{MEMBER_TIER_LABELS[m.tier] ?? m.tier}</small>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
