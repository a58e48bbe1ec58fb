import { useMutation } from '@tanstack/react-query'
import { useRef, useState, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react'
import { zhTW } from '../../../../../shared/i18n/zh-TW.ts'
import { toast } from '../../../../components/Toaster.tsx'

const m = zhTW.products.menu

export type InlineCheck = { value: string } | { title: string; description?: string }

type InlineEditProps = {
  /** The text the editor starts with. */
  initial: string
  /** What is shown when not editing; clicking it starts editing (when editable). */
  display: ReactNode
  label: string
  editable: boolean
  inputMode?: 'text' | 'decimal'
  check: (text: string) => InlineCheck
  save: (value: string) => Promise<unknown>
  className?: string
}

/**
 * Click-to-edit for the name and price (spec part 2 §2.2, §5): Enter or ✓ saves, Escape or ✕
 * cancels, leaving the field cancels. A failed save shows 更新失敗 with the server's reason.
 */
export function InlineEdit({
  initial,
  display,
  label,
  editable,
  inputMode = 'text',
  check,
  save,
  className,
}: InlineEditProps) {
  const [editing, setEditing] = useState(false)
  const [text, setText] = useState(initial)
  const saving = useMutation({
    mutationFn: save,
    meta: { errorTitle: m.updateFailed, errorFallback: m.inlineFailedBody },
    onSuccess: () => setEditing(false),
  })
  const pending = saving.isPending
  const wrap = useRef<HTMLSpanElement>(null)

  if (!editable) return <span className={className}>{display}</span>

  const start = () => {
    setText(initial)
    setEditing(true)
  }
  const cancel = () => setEditing(false)
  const commit = () => {
    const result = check(text)
    if ('title' in result) {
      toast({ variant: 'destructive', title: result.title, description: result.description })
      return
    }
    if (result.value === initial) return cancel()
    saving.mutate(result.value)
  }
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'Enter') {
      e.preventDefault()
      commit()
    } else if (e.key === 'Escape') {
      e.preventDefault()
      e.stopPropagation() // keep an enclosing dialog open
      cancel()
    }
  }
  const onBlur = (e: FocusEvent) => {
    if (!pending && !wrap.current?.contains(e.relatedTarget as Node | null)) cancel()
  }

  if (!editing) {
    return (
      <button type="button" className={`inline-trigger ${className ?? ''}`} aria-label={label} onClick={start}>
        {display}
      </button>
    )
  }
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hears focus leaving the editor
    <span className="inline-editor" ref={wrap} onBlur={onBlur}>
      <input
        className="input inline-input"
        aria-label={label}
        value={text}
        inputMode={inputMode}
        // biome-ignore lint/a11y/noAutofocus: the editor opens on the user's tap; typing goes there
        autoFocus
        disabled={pending}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKey}
        onFocus={(e) => e.target.select()}
      />
      <button
        type="button"
        className="icon-btn inline-ok"
        aria-label={zhTW.common.save}
        disabled={pending}
        onClick={() => commit()}
      >
        ✓
      </button>
      <button type="button" className="icon-btn" aria-label={zhTW.common.cancel} disabled={pending} onClick={cancel}>
        ✕
      </button>
    </span>
  )
}
