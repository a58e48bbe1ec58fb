import { useEffect, useId, type ReactNode } from 'react'
import { RovingGroup } from './RovingGroup.tsx'

export type TabItem<K extends string> = { key: K; label: string; content: ReactNode }

/** Accessible tabs (role=tab/tabpanel); only the active panel is rendered. */
export function Tabs<K extends string>({
  items,
  value,
  onChange,
}: {
  items: TabItem<K>[]
  value: K
  onChange: (key: K) => void
}) {
  const base = useId()
  const active = items.find((i) => i.key === value) ?? items[0]
  // A row wider than the screen (a phone, or a tablet turned) scrolls sideways: the open tab is kept in view.
  const activeKey = active?.key
  useEffect(() => {
    const tab = activeKey === undefined ? null : document.getElementById(`${base}-tab-${activeKey}`)
    const list = tab?.parentElement
    if (!tab || !list) return
    const show = () => {
      const [left, right] = [tab.offsetLeft, tab.offsetLeft + tab.offsetWidth]
      if (left < list.scrollLeft || right > list.scrollLeft + list.clientWidth)
        list.scrollLeft = left - (list.clientWidth - tab.offsetWidth) / 2
    }
    show()
    window.addEventListener('resize', show)
    return () => window.removeEventListener('resize', show)
  }, [base, activeKey])
  return (
    <div className="tabs">
      <RovingGroup className="tab-list" role="tablist">
        {items.map((item) => (
          <button
            key={item.key}
            type="button"
            role="tab"
            id={`${base}-tab-${item.key}`}
            aria-selected={item.key === active?.key}
            aria-controls={`${base}-panel-${item.key}`}
            className="tab"
            onClick={() => onChange(item.key)}
          >
            {item.label}
          </button>
        ))}
      </RovingGroup>
      {active ? (
        <div
          role="tabpanel"
          id={`${base}-panel-${active.key}`}
          aria-labelledby={`${base}-tab-${active.key}`}
          className="tab-panel"
        >
          {active.content}
        </div>
      ) : null}
    </div>
  )
}
