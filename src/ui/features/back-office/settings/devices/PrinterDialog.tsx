import { useMutation, useQuery } from '@tanstack/react-query'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { fill, zhTW } from '../../../../../shared/i18n/zh-TW.ts'
import { Button } from '../../../../components/Button.tsx'
import { Dialog } from '../../../../components/Dialog.tsx'
import { Field } from '../../../../components/Input.tsx'
import { toast } from '../../../../components/Toaster.tsx'
import { collectErrors, focusFirstInvalid, hasErrors, requiredText, type FieldErrors } from '../../../../forms.ts'
import { menuCategoriesQuery } from '../../../../front-of-house-api.ts'
import { SelectField } from '../../../../components/SelectField.tsx'
import { BAUD_RATES, emptyPrinterForm, formFromPrinter, savePrinter, type Printer, type PrinterForm } from './model.ts'

const v = zhTW.backoffice.devices
const officeText = zhTW.backoffice.common
const opts = <K extends string>(labels: Record<K, string>) =>
  (Object.keys(labels) as K[]).map((k) => ({ value: k, label: labels[k] }))

type Props = { open: boolean; storeId: number; editing: Printer | null; onClose: () => void }

export function PrinterDialog({ open, storeId, editing, onClose }: Props) {
  const [form, setForm] = useState<PrinterForm>(emptyPrinterForm)
  const [errors, setErrors] = useState<FieldErrors<'name' | 'address'>>({})
  const formRef = useRef<HTMLFormElement>(null)
  const categories = useQuery({ ...menuCategoriesQuery(storeId), enabled: open }).data ?? []
  useEffect(() => {
    if (open) setForm(editing ? formFromPrinter(editing) : emptyPrinterForm)
    setErrors({})
  }, [open, editing])
  const set = <K extends keyof PrinterForm>(key: K, value: PrinterForm[K]) => {
    setForm((f) => ({ ...f, [key]: value }))
    setErrors((x) => ({ ...x, [key]: undefined }))
  }
  const check = (key: 'cut' | 'beep' | 'drawer' | 'isActive', label: string) => (
    <label className="bo-check">
      <input type="checkbox" checked={form[key]} onChange={(e) => set(key, e.target.checked)} />
      {label}
    </label>
  )

  const saving = useMutation({
    mutationFn: () => savePrinter(storeId, editing?.id ?? null, form),
    meta: { errorTitle: editing ? officeText.updateFailedTitle : officeText.addFailedTitle },
    onSuccess: () => {
      toast({ title: v.printerSaved, description: form.name.trim() })
      onClose()
    },
  })
  const pending = saving.isPending

  const submit = (e: FormEvent) => {
    e.preventDefault()
    const found = collectErrors({
      name: requiredText(form.name, v.name),
      address: requiredText(form.address, v.address),
    })
    setErrors(found)
    if (hasErrors(found)) return focusFirstInvalid(formRef.current)
    saving.mutate()
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={editing ? v.editPrinterTitle : v.addPrinterTitle}
      description={v.printerDescription}
      className="bo-dialog-wide"
    >
      <form ref={formRef} className="form" onSubmit={submit} noValidate>
        <div className="field-row">
          <Field
            label={v.name}
            value={form.name}
            error={errors.name}
            onChange={(e) => set('name', e.target.value)}
            required
            maxLength={50}
            autoFocus
          />
          <SelectField
            label={v.role}
            value={form.role}
            options={opts(v.roles)}
            onChange={(x) => set('role', x as PrinterForm['role'])}
          />
        </div>
        <div className="field-row">
          <SelectField
            label={v.connection}
            value={form.connection}
            options={opts(v.connections)}
            onChange={(x) => set('connection', x as PrinterForm['connection'])}
          />
          <Field
            label={v.address}
            value={form.address}
            error={errors.address}
            onChange={(e) => set('address', e.target.value)}
            required
            maxLength={200}
            placeholder={v.addressPlaceholder}
          />
          {form.connection === 'serial' ? (
            <SelectField
              label={v.baudRate}
              value={String(form.baudRate)}
              options={BAUD_RATES.map((b) => ({ value: String(b), label: String(b) }))}
              onChange={(x) => set('baudRate', Number(x))}
            />
          ) : null}
          {form.connection === 'serial' ? (
            <SelectField
              label={v.flowControl}
              value={form.flowControl}
              options={opts(v.flowControls)}
              onChange={(x) => set('flowControl', x as PrinterForm['flowControl'])}
            />
          ) : null}
        </div>
        <div className="field-row">
          <SelectField
            label={v.model}
            value={form.model}
            options={opts(v.models)}
            onChange={(x) => set('model', x as PrinterForm['model'])}
          />
        </div>
        <p className="muted bo-small">{v.modelHint}</p>
        <div className="field-row">
          <SelectField
            label={v.paperWidth}
            value={String(form.paperWidth)}
            options={[58, 80].map((mm) => ({ value: String(mm), label: fill(v.paper, { mm }) }))}
            onChange={(x) => set('paperWidth', Number(x) as 58 | 80)}
          />
          <SelectField
            label={v.encoding}
            value={form.encoding}
            options={opts(v.encodings)}
            onChange={(x) => set('encoding', x as PrinterForm['encoding'])}
          />
        </div>
        {form.role === 'kitchen' && categories.length > 0 ? (
          <fieldset className="st-fieldset">
            <legend>{v.categories}</legend>
            {categories.map((cat) => (
              <label key={cat.id} className="bo-check">
                <input
                  type="checkbox"
                  checked={form.categoryIds.includes(cat.id)}
                  onChange={(e) =>
                    set(
                      'categoryIds',
                      e.target.checked ? [...form.categoryIds, cat.id] : form.categoryIds.filter((id) => id !== cat.id),
                    )
                  }
                />
                {cat.name}
              </label>
            ))}
          </fieldset>
        ) : null}
        <div className="st-checks">
          {check('cut', v.cut)}
          {check('beep', v.beep)}
          {form.role === 'receipt' ? check('drawer', v.drawerKick) : null}
          {check('isActive', v.active)}
        </div>
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
