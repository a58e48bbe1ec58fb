import { useMutation } from '@tanstack/react-query'
import { useRef, useState, type FormEvent } from 'react'
import { fill, zhTW } from '../../../../../shared/i18n/zh-TW.ts'
import { Button } from '../../../../components/Button.tsx'
import { Dialog } from '../../../../components/Dialog.tsx'
import { Field } from '../../../../components/Input.tsx'
import { toast } from '../../../../components/Toaster.tsx'
import { collectErrors, focusFirstInvalid, hasErrors, requiredText, type FieldErrors } from '../../../../forms.ts'
import { createStore, newStoreBody } from '../../../../state/stores.ts'
import { copyMenu } from '../menu-copy.ts'
import { SourceStoreSelect } from './CopyMenuDialog.tsx'

const s = zhTW.store
const empty = { name: '', code: '', address: '', phone: '' }

/** Store add form (spec part1 §5): name and code required; address and phone optional; optionally a menu to copy. */
export function AddStoreDialog({
  open,
  onClose,
  stores = [],
}: {
  open: boolean
  onClose: () => void
  stores?: { id: number; name: string }[]
}) {
  const [form, setForm] = useState(empty)
  const [copyFrom, setCopyFrom] = useState<number | null>(null)
  const [errors, setErrors] = useState<FieldErrors<'name' | 'code'>>({})
  const formRef = useRef<HTMLFormElement>(null)
  const set = (key: keyof typeof empty) => (e: { target: { value: string } }) => {
    setForm({ ...form, [key]: e.target.value })
    setErrors((x) => ({ ...x, [key]: undefined }))
  }

  const close = () => {
    setForm(empty)
    setCopyFrom(null)
    setErrors({})
    onClose()
  }

  const copying = useMutation({
    mutationFn: ({ to, from }: { to: number; from: number }) => copyMenu(to, from),
    meta: { errorTitle: zhTW.menuCopy.createdButCopyFailed },
    onSuccess: (r) =>
      toast({
        title: zhTW.menuCopy.resultTitle,
        description: fill(zhTW.menuCopy.summary, {
          copied: r.copied.length,
          skipped: r.skipped.length,
          unmatched: r.unmatchedIngredients.length,
        }),
      }),
    // The store exists either way: the form's work is done.
    onSettled: close,
  })
  const creating = useMutation({
    mutationFn: () => createStore(newStoreBody(form)),
    meta: { errorTitle: s.createFailedTitle },
    onSuccess: (store) => {
      toast({ title: s.created, description: form.name.trim() })
      if (copyFrom === null) close()
      else copying.mutate({ to: store.id, from: copyFrom })
    },
  })
  const pending = creating.isPending || copying.isPending

  const submit = (e: FormEvent) => {
    e.preventDefault()
    const found = collectErrors({ name: requiredText(form.name, s.name), code: requiredText(form.code, s.code) })
    setErrors(found)
    if (hasErrors(found)) return focusFirstInvalid(formRef.current)
    creating.mutate()
  }

  return (
    <Dialog open={open} onClose={close} title={s.addTitle} description={s.addDescription}>
      <form ref={formRef} className="form" onSubmit={submit} noValidate>
        <Field
          label={s.name}
          value={form.name}
          error={errors.name}
          onChange={set('name')}
          required
          autoFocus
          maxLength={100}
        />
        <Field
          label={s.code}
          value={form.code}
          error={errors.code}
          onChange={set('code')}
          required
          placeholder={s.codePlaceholder}
          maxLength={20}
        />
        <Field
          label={`${s.address}（${zhTW.common.optional}）`}
          value={form.address}
          onChange={set('address')}
          maxLength={200}
        />
        <Field
          label={`${s.phone}（${zhTW.common.optional}）`}
          type="tel"
          value={form.phone}
          onChange={set('phone')}
          maxLength={30}
        />
        {stores.length > 0 ? (
          <SourceStoreSelect stores={stores} value={copyFrom} onChange={setCopyFrom} allowNone />
        ) : null}
        <div className="form-actions">
          <Button variant="secondary" onClick={close} disabled={pending}>
            {zhTW.common.cancel}
          </Button>
          <Button type="submit" disabled={pending}>
            {pending ? zhTW.common.submitting : zhTW.common.create}
          </Button>
        </div>
      </form>
    </Dialog>
  )
}
