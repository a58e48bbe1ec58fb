import { useSignals } from '@preact/signals-react/runtime'
import { useMutation } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { fill, zhTW } from '../../../../../shared/i18n/zh-TW.ts'
import { Badge } from '../../../../components/Badge.tsx'
import { Button } from '../../../../components/Button.tsx'
import { toast } from '../../../../components/Toaster.tsx'
import { authUser } from '../../../../state/auth.ts'
import { formatDateTime } from '../../../../format.ts'
import { HANDOVER_TONES } from '../../labels.ts'
import type { HandoverItem } from '../../../../../shared/api/back-office.ts'
import { addNote, setCompleted } from '../queries.ts'

const h = zhTW.backoffice.handover
const officeText = zhTW.backoffice.common

/** One task: checkbox completes (spec part 2 §4), notes can be added (§5: non-empty after trim). */
export function HandoverRow({ storeId, item }: { storeId: number; item: HandoverItem }) {
  useSignals()
  const [note, setNote] = useState('')
  const [showNotes, setShowNotes] = useState(false)
  // The box flips at once, in this render (a mutation's own state arrives a tick later, and the
  // controlled box would spring back meanwhile); the server's answer (or a failure) settles it.
  const [optimistic, setOptimistic] = useState<boolean | null>(null)
  const completing = useMutation({
    mutationFn: (next: boolean) => setCompleted(storeId, item.id, next, authUser.value?.id ?? null),
    meta: { errorTitle: officeText.updateFailedTitle },
    onSuccess: (_item, next) => toast({ title: next ? h.completedToast : h.reopenedToast, description: item.task }),
    onSettled: () => setOptimistic(null),
  })
  const toggle = (next: boolean) => {
    setOptimistic(next)
    completing.mutate(next)
  }
  const noting = useMutation({
    mutationFn: (content: string) => addNote(storeId, item.id, content),
    meta: { errorTitle: officeText.addFailedTitle },
    onSuccess: () => {
      setNote('')
      setShowNotes(true)
      toast({ title: h.noteAdded })
    },
  })
  const pending = optimistic !== null || completing.isPending || noting.isPending
  const done = optimistic ?? item.isCompleted

  const submitNote = (e: FormEvent) => {
    e.preventDefault()
    if (!note.trim())
      return toast({ variant: 'destructive', title: officeText.addFailedTitle, description: h.noteRequired })
    noting.mutate(note)
  }

  return (
    <li className={item.isCompleted ? 'ho-row is-done' : 'ho-row'} data-testid="handover-row">
      <label className="ho-check">
        <input
          type="checkbox"
          checked={done}
          disabled={pending}
          aria-label={fill(h.markDone, { task: item.task })}
          onChange={(e) => toggle(e.target.checked)}
        />
      </label>
      <div className="ho-main">
        <div className="bo-row">
          <span className="ho-task">{item.task}</span>
          <Badge tone={HANDOVER_TONES[item.priority]}>{h.priorities[item.priority]}</Badge>
          {item.isCompleted ? <Badge tone="success">{h.completed}</Badge> : null}
          {item.isOverdue ? <Badge tone="danger">{h.overdue}</Badge> : null}
        </div>
        {item.description ? <p className="ho-desc">{item.description}</p> : null}
        <p className="muted bo-small bo-row">
          {item.assignedTo ? <span>{fill(h.assigned, { name: item.assignedTo })}</span> : null}
          {item.dueDate ? <span>{fill(h.due, { time: formatDateTime(item.dueDate) })}</span> : null}
          {item.isCompleted && item.completedAt ? (
            <span>
              {fill(h.completedBy, {
                name: item.completedByName ?? officeText.notSet,
                time: formatDateTime(item.completedAt),
              })}
            </span>
          ) : null}
        </p>
        {item.notes.length > 0 ? (
          <Button
            variant="ghost"
            size="sm"
            className="ho-notes-toggle"
            aria-expanded={showNotes}
            onClick={() => setShowNotes(!showNotes)}
          >
            {fill(h.notes, { n: item.notes.length })} {showNotes ? '▲' : '▼'}
          </Button>
        ) : null}
        {showNotes ? (
          <ul className="ho-notes">
            {item.notes.map((n) => (
              <li key={n.id}>
                <span>{n.content}</span>
                <span className="muted bo-small">
                  {n.createdByName ?? ''} {formatDateTime(n.createdAt)}
                </span>
              </li>
            ))}
          </ul>
        ) : null}
        <form className="ho-note-form" onSubmit={submitNote}>
          <input
            className="input"
            aria-label={h.addNote}
            placeholder={h.notePlaceholder}
            value={note}
            maxLength={2000}
            onChange={(e) => setNote(e.target.value)}
          />
          <Button type="submit" variant="secondary" size="sm" disabled={pending}>
            {h.addNote}
          </Button>
        </form>
      </div>
    </li>
  )
}
