import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { fill, zhTW } from '../../../../../shared/i18n/zh-TW.ts'
import { boundsLabel } from '../../../../../shared/domain/option-groups.ts'
import { Button } from '../../../../components/Button.tsx'
import { Dialog } from '../../../../components/Dialog.tsx'
import { Spinner } from '../../../../components/Spinner.tsx'
import type { MenuItem } from '../../../../../shared/api/menu.ts'
import { optionGroupsQuery } from '../option-group-queries.ts'
import { GroupEditor } from './GroupEditor.tsx'

const g = zhTW.optionGroupEditor

/** The store's option groups beside the one being edited: pick a group, change it, save. */
export function OptionGroupsDialog({
  storeId,
  items,
  onClose,
}: {
  storeId: number
  items: MenuItem[]
  onClose: () => void
}) {
  const groups = useQuery(optionGroupsQuery(storeId))
  // 'new' edits a group not yet saved; null edits nothing.
  const [editing, setEditing] = useState<number | 'new' | null>(null)
  const list = groups.data ?? []
  const current = typeof editing === 'number' ? (list.find((x) => x.id === editing) ?? null) : null
  return (
    <Dialog open onClose={onClose} title={g.title} description={g.description} className="option-groups-dialog">
      <div className="group-layout">
        <nav className="group-list" aria-label={g.list}>
          <Button onClick={() => setEditing('new')}>{g.create}</Button>
          {groups.isPending ? <Spinner /> : null}
          {groups.data && list.length === 0 ? <p className="muted">{g.none}</p> : null}
          <ul>
            {list.map((group) => (
              <li key={group.id}>
                <button
                  type="button"
                  className="group-list-item"
                  aria-current={editing === group.id}
                  onClick={() => setEditing(group.id)}
                >
                  <strong>{group.name}</strong>
                  <small className="muted">
                    {fill(g.summary, {
                      bounds: boundsLabel(group),
                      options: group.options.length,
                      items: group.itemIds.length,
                    })}
                  </small>
                </button>
              </li>
            ))}
          </ul>
        </nav>
        <div className="group-pane">
          {editing === null ? (
            <p className="muted">{g.description}</p>
          ) : (
            <GroupEditor
              key={editing}
              storeId={storeId}
              group={current}
              items={items}
              onDone={(id) => setEditing(id)}
            />
          )}
        </div>
      </div>
    </Dialog>
  )
}
