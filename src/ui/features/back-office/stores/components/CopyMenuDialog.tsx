import { useMutation } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { fill, zhTW } from '../../../../../shared/i18n/zh-TW.ts'
import { Button } from '../../../../components/Button.tsx'
import { Dialog } from '../../../../components/Dialog.tsx'
import { copyMenu, type MenuCopyResult } from '../menu-copy.ts'

const m = zhTW.menuCopy
type StoreRef = { id: number; name: string }

/** The source store picker, shared by the new-store form and the copy dialog. */
export function SourceStoreSelect({
  stores,
  value,
  onChange,
  allowNone,
}: {
  stores: StoreRef[]
  value: number | null
  onChange: (id: number | null) => void
  allowNone: boolean
}) {
  const id = useId()
  return (
    <div className="field">
      <label htmlFor={id}>{allowNone ? m.fromLabel : m.sourceLabel}</label>
      <select
        id={id}
        className="input"
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null)}
      >
        {allowNone ? <option value="">{m.none}</option> : null}
        {stores.map((s) => (
          <option key={s.id} value={s.id}>
            {s.name}
          </option>
        ))}
      </select>
      <small className="field-hint">{m.hint}</small>
    </div>
  )
}

/** What a copy did, in words an owner reads: copied, skipped by name, ingredients added at zero stock. */
export function MenuCopySummary({ result }: { result: MenuCopyResult }) {
  const rows: [string, string[]][] = [
    [fill(m.copied, { count: result.copied.length }), result.copied],
    [fill(m.skipped, { count: result.skipped.length }), result.skipped],
    [fill(m.unmatched, { count: result.unmatchedIngredients.length }), result.unmatchedIngredients],
  ]
  return (
    <div className="menu-copy-result" role="status">
      {rows.map(([title, names]) => (
        <div key={title}>
          <strong>{title}</strong>
          {names.length > 0 ? <p className="muted">{names.join('、')}</p> : null}
        </div>
      ))}
    </div>
  )
}

/** 複製菜單 on an existing store: pick the source, confirm, then read what happened. */
export function CopyMenuDialog({
  target,
  stores,
  onClose,
}: {
  target: StoreRef | null
  stores: StoreRef[]
  onClose: () => void
}) {
  const sources = stores.filter((s) => s.id !== target?.id)
  const [from, setFrom] = useState<number | null>(null)
  const chosen = from ?? sources[0]?.id ?? null

  const close = () => {
    setFrom(null)
    copying.reset()
    onClose()
  }

  const copying = useMutation({
    mutationFn: ({ to, from }: { to: number; from: number }) => copyMenu(to, from),
    meta: { errorTitle: m.failedTitle },
  })
  const pending = copying.isPending
  const result: MenuCopyResult | null = copying.data ?? null
  const run = () => {
    if (target && chosen !== null) copying.mutate({ to: target.id, from: chosen })
  }

  return (
    <Dialog
      open={target !== null}
      onClose={close}
      title={result ? m.resultTitle : fill(m.title, { name: target?.name ?? '' })}
    >
      {result ? (
        <MenuCopySummary result={result} />
      ) : sources.length === 0 ? (
        <p className="muted">{m.noSource}</p>
      ) : (
        <SourceStoreSelect stores={sources} value={chosen} onChange={setFrom} allowNone={false} />
      )}
      <div className="form-actions">
        <Button variant="secondary" onClick={close} disabled={pending}>
          {result ? zhTW.common.close : zhTW.common.cancel}
        </Button>
        {result ? null : (
          <Button onClick={() => void run()} disabled={pending || chosen === null}>
            {pending ? m.copying : m.confirm}
          </Button>
        )}
      </div>
    </Dialog>
  )
}
