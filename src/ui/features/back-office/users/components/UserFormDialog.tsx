import { useMutation } from '@tanstack/react-query'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { zhTW } from '../../../../../shared/i18n/zh-TW.ts'
import { Button } from '../../../../components/Button.tsx'
import { Dialog } from '../../../../components/Dialog.tsx'
import { Field } from '../../../../components/Input.tsx'
import { toast } from '../../../../components/Toaster.tsx'
import {
  collectErrors,
  focusFirstInvalid,
  hasErrors,
  minLength,
  optionalEmail,
  requiredText,
  type FieldErrors,
} from '../../../../forms.ts'
import type { Store } from '../../../../../shared/api/stores.ts'
import { SelectField } from '../../../../components/SelectField.tsx'
import {
  createUser,
  emptyUserForm,
  formFromUser,
  MIN_PASSWORD,
  updateUser,
  userPatchBody,
  type ManagedUser,
  type UserForm,
} from '../model.ts'

const u = zhTW.backoffice.users
const officeText = zhTW.backoffice.common
const ROLE_OPTIONS = [
  { value: 'staff', label: u.roles.staff },
  { value: 'manager', label: u.roles.manager },
]

/** `byOwner`: the owner may make owners; `stores`: those the signed-in user may hand out. */
type Props = { open: boolean; editing: ManagedUser | null; stores: Store[]; byOwner: boolean; onClose: () => void }

/** Create (username and password required) or edit (names, e-mail, role, stores) an account. */
export function UserFormDialog({ open, editing, stores, byOwner, onClose }: Props) {
  const [form, setForm] = useState<UserForm>(emptyUserForm)
  const [errors, setErrors] = useState<FieldErrors<'username' | 'password' | 'email'>>({})
  const formRef = useRef<HTMLFormElement>(null)
  useEffect(() => {
    if (open) setForm(editing ? formFromUser(editing) : emptyUserForm)
    setErrors({})
  }, [open, editing])
  const set = <K extends keyof UserForm>(key: K, value: UserForm[K]) => {
    setForm((f) => ({ ...f, [key]: value }))
    setErrors((x) => ({ ...x, [key]: undefined }))
  }
  const toggleStore = (id: number, on: boolean) =>
    set('storeIds', on ? [...form.storeIds, id] : form.storeIds.filter((x) => x !== id))

  const saving = useMutation({
    mutationFn: () => (editing ? updateUser(editing.id, userPatchBody(form, byOwner)) : createUser(form, byOwner)),
    meta: { errorTitle: editing ? officeText.updateFailedTitle : officeText.addFailedTitle },
    onSuccess: () => {
      toast(
        editing
          ? { title: u.updated, description: editing.username ?? '' }
          : { title: u.created, description: form.username.trim() },
      )
      onClose()
    },
  })
  const pending = saving.isPending

  const submit = (e: FormEvent) => {
    e.preventDefault()
    const found = collectErrors({
      username: editing ? null : requiredText(form.username, u.username),
      password: editing ? null : minLength(form.password, MIN_PASSWORD, u.password),
      email: optionalEmail(form.email),
    })
    setErrors(found)
    if (hasErrors(found)) return focusFirstInvalid(formRef.current)
    saving.mutate()
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={editing ? u.editTitle : u.addTitle}
      description={editing ? (editing.username ?? '') : u.addDescription}
    >
      <form ref={formRef} className="form" onSubmit={submit} noValidate>
        {editing ? null : (
          <div className="field-row">
            <Field
              label={u.username}
              value={form.username}
              error={errors.username}
              onChange={(e) => set('username', e.target.value)}
              required
              maxLength={50}
              autoComplete="off"
              autoFocus
            />
            <Field
              label={u.password}
              type="password"
              value={form.password}
              error={errors.password}
              onChange={(e) => set('password', e.target.value)}
              required
              minLength={MIN_PASSWORD}
              autoComplete="new-password"
              hint={form.password && form.password.length < MIN_PASSWORD ? u.passwordTooShort : undefined}
            />
          </div>
        )}
        <div className="field-row">
          <Field
            label={`${u.lastName}（${zhTW.common.optional}）`}
            value={form.lastName}
            onChange={(e) => set('lastName', e.target.value)}
            maxLength={100}
          />
          <Field
            label={`${u.firstName}（${zhTW.common.optional}）`}
            value={form.firstName}
            onChange={(e) => set('firstName', e.target.value)}
            maxLength={100}
          />
        </div>
        <Field
          label={`${u.email}（${zhTW.common.optional}）`}
          type="email"
          value={form.email}
          error={errors.email}
          onChange={(e) => set('email', e.target.value)}
          maxLength={200}
        />
        <SelectField
          label={u.role}
          value={form.isOwner ? 'manager' : form.role}
          options={ROLE_OPTIONS}
          disabled={form.isOwner}
          onChange={(v) => set('role', v as UserForm['role'])}
        />
        {byOwner ? (
          <label className="bo-check">
            <input
              type="checkbox"
              checked={form.isOwner}
              onChange={(e) =>
                setForm((f) => ({ ...f, isOwner: e.target.checked, role: e.target.checked ? 'manager' : f.role }))
              }
            />
            {u.ownerOption}
          </label>
        ) : null}
        <fieldset className="us-stores">
          <legend>{u.stores}</legend>
          {stores.map((s) => (
            <label key={s.id} className="bo-check">
              <input
                type="checkbox"
                checked={form.storeIds.includes(s.id)}
                onChange={(e) => toggleStore(s.id, e.target.checked)}
              />
              {s.name}
            </label>
          ))}
        </fieldset>
        <div className="form-actions">
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            {zhTW.common.cancel}
          </Button>
          <Button type="submit" disabled={pending}>
            {pending ? zhTW.common.submitting : editing ? zhTW.common.save : zhTW.common.create}
          </Button>
        </div>
      </form>
    </Dialog>
  )
}
