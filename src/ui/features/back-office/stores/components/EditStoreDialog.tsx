import { useMutation } from '@tanstack/react-query'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { zhTW } from '../../../../../shared/i18n/zh-TW.ts'
import { Button } from '../../../../components/Button.tsx'
import { Dialog } from '../../../../components/Dialog.tsx'
import { Field } from '../../../../components/Input.tsx'
import { toast } from '../../../../components/Toaster.tsx'
import { collectErrors, focusFirstInvalid, hasErrors, requiredText, type FieldErrors } from '../../../../forms.ts'
import type { Store } from '../../../../../shared/api/stores.ts'
import { storePatchBody, updateStore, type StoreEdit } from '../queries.ts'

const s = zhTW.store
const x = zhTW.backoffice.stores

/** Store edit form (spec part 1 §5 rules: name and code required; address and phone optional). */
export function EditStoreDialog({ store, onClose }: { store: Store | null; onClose: () => void }) {
  const [form, setForm] = useState<StoreEdit>({ name: '', code: '', address: '', phone: '' })
  const [errors, setErrors] = useState<FieldErrors<'name' | 'code'>>({})
  const formRef = useRef<HTMLFormElement>(null)
  useEffect(() => {
    if (store) setForm({ name: store.name, code: store.code, address: store.address ?? '', phone: store.phone ?? '' })
    setErrors({})
  }, [store])
  const set = (key: keyof StoreEdit) => (e: { target: { value: string } }) => {
    setForm((f) => ({ ...f, [key]: e.target.value }))
    setErrors((x) => ({ ...x, [key]: undefined }))
  }

  const saving = useMutation({
    mutationFn: ({ id, body }: { id: number; body: StoreEdit }) => updateStore(id, storePatchBody(body)),
    meta: { errorTitle: zhTW.backoffice.common.updateFailedTitle },
    onSuccess: (_store, { body }) => {
      toast({ title: x.updated, description: body.name.trim() })
      onClose()
    },
  })
  const pending = saving.isPending

  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (!store) return
    const found = collectErrors({ name: requiredText(form.name, s.name), code: requiredText(form.code, s.code) })
    setErrors(found)
    if (hasErrors(found)) return focusFirstInvalid(formRef.current)
    saving.mutate({ id: store.id, body: form })
  }

  return (
    <Dialog open={store !== null} onClose={onClose} title={x.editTitle} description={x.editDescription}>
      <form ref={formRef} className="form" onSubmit={submit} noValidate>
        <Field
          label={s.name}
          value={form.name}
          error={errors.name}
          onChange={set('name')}
          required
          maxLength={100}
          autoFocus
        />
        <Field label={s.code} value={form.code} error={errors.code} onChange={set('code')} required maxLength={30} />
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
        <div className="form-actions">
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            {zhTW.common.cancel}
          </Button>
          <Button type="submit" disabled={pending}>
            {pending ? zhTW.common.submitting : zhTW.common.save}
          </Button>
        </div>
      </form>
    </Dialog>
  )
}
