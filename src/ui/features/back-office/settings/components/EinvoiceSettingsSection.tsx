import { useMutation, useQuery } from '@tanstack/react-query'
import { useEffect, useState, type FormEvent } from 'react'
import { isValidBan } from '../../../../../shared/domain/einvoice/ids.ts'
import { errorCatalog } from '../../../../../shared/errors.ts'
import { zhTW } from '../../../../../shared/i18n/zh-TW.ts'
import { Button } from '../../../../components/Button.tsx'
import { Card, CardHeader } from '../../../../components/Card.tsx'
import { Field } from '../../../../components/Input.tsx'
import { toast } from '../../../../components/Toaster.tsx'
import { fillNodes } from '../../../../fill-nodes.tsx'
import type { Store } from '../../../../../shared/api/stores.ts'
import type { EinvoiceMode as Mode } from '../../../../../shared/api/einvoice.ts'
import { printersQuery } from '../devices/model.ts'
import { EinvoiceChannelForm } from './EinvoiceChannelForm.tsx'
import { BlankNumbersCell } from './BlankNumbersCell.tsx'
import { AllowancesTable } from './AllowancesTable.tsx'
import {
  addEinvoiceRange,
  einvoiceRangesQuery,
  einvoiceSettingsQuery,
  removeEinvoiceRange,
  saveEinvoiceSettings,
} from '../queries.ts'

const L = zhTW.einvoice
const t = L.settings

const MODES: Mode[] = ['off', 'receipt', 'einvoice']
const emptyRange = { period: '', track: '', startNo: '', endNo: '' }

/** The seller 統編's problem, shown under the field as it is typed (the server checks the same rule). */
export const sellerIdProblem = (v: string) =>
  v.trim() === '' || isValidBan(v.trim()) ? null : errorCatalog.EINVOICE_SELLER_ID_INVALID.message

function Select({
  label,
  value,
  onChange,
  children,
  testId,
}: {
  label: string
  value: string
  onChange: (v: string) => void
  children: React.ReactNode
  testId?: string
}) {
  return (
    <label className="field">
      <span className="field-label">{label}</span>
      <select className="input" value={value} onChange={(e) => onChange(e.target.value)} data-testid={testId}>
        {children}
      </select>
    </label>
  )
}

/**
 * 電子發票 settings (owner/manager): mode, seller, QR key (write-only), 證明聯 printer and paper, upload folder, 字軌 ranges.
 */
export function EinvoiceSettingsSection({ store }: { store: Store }) {
  const settings = useQuery(einvoiceSettingsQuery(store.id))
  const ranges = useQuery(einvoiceRangesQuery(store.id))
  const printers = useQuery(printersQuery(store.id))
  const [form, setForm] = useState({
    mode: 'off' as Mode,
    sellerId: '',
    sellerName: '',
    aesKey: '',
    printerId: '',
    paperWidth: '58',
  })
  const [range, setRange] = useState(emptyRange)
  const s = settings.data
  useEffect(() => {
    if (!s) return
    setForm({
      mode: s.mode,
      sellerId: s.sellerId ?? '',
      sellerName: s.sellerName ?? '',
      aesKey: '',
      printerId: s.printerId ? String(s.printerId) : '',
      paperWidth: String(s.paperWidth),
    })
  }, [s])
  const set = (k: keyof typeof form) => (v: string) => setForm((f) => ({ ...f, [k]: v }))
  const idProblem = sellerIdProblem(form.sellerId)

  const meta = { errorTitle: zhTW.backoffice.common.updateFailedTitle }
  const done = (title: string) => toast({ title, description: store.name })
  const saving = useMutation({
    mutationFn: (body: Parameters<typeof saveEinvoiceSettings>[1]) => saveEinvoiceSettings(store.id, body),
    meta,
    onSuccess: () => {
      done(t.saved)
      setForm((f) => ({ ...f, aesKey: '' }))
    },
  })
  const adding = useMutation({
    mutationFn: () => addEinvoiceRange(store.id, range),
    meta,
    onSuccess: () => {
      done(t.rangeAdded)
      setRange(emptyRange)
    },
  })
  const removing = useMutation({
    mutationFn: (id: number) => removeEinvoiceRange(store.id, id),
    meta,
    onSuccess: () => done(t.rangeRemoved),
  })
  const pending = saving.isPending || adding.isPending || removing.isPending

  const save = (e: FormEvent) => {
    e.preventDefault()
    if (idProblem) return
    saving.mutate({
      mode: form.mode,
      sellerId: form.sellerId,
      sellerName: form.sellerName,
      // Left empty, the key stays as it is: it is never read back.
      ...(form.aesKey.trim() ? { aesKey: form.aesKey.trim() } : {}),
      printerId: form.printerId ? Number(form.printerId) : null,
      paperWidth: Number(form.paperWidth) as 58 | 80,
    })
  }

  const addRange = (e: FormEvent) => {
    e.preventDefault()
    adding.mutate()
  }

  return (
    <Card data-testid="settings-einvoice">
      <CardHeader title={t.title} />
      <p className="muted st-hint">{t.hint}</p>
      <form className="form" onSubmit={save} noValidate>
        <Select label={t.mode} value={form.mode} onChange={set('mode')} testId="einvoice-mode">
          {MODES.map((m) => (
            <option key={m} value={m}>
              {L.modes[m]}
            </option>
          ))}
        </Select>
        <div className="field-row">
          <Field
            label={t.sellerId}
            inputMode="numeric"
            maxLength={8}
            value={form.sellerId}
            onChange={(e) => set('sellerId')(e.target.value)}
            error={idProblem}
          />
          <Field
            label={t.sellerName}
            maxLength={100}
            value={form.sellerName}
            onChange={(e) => set('sellerName')(e.target.value)}
          />
        </div>
        <Field
          label={t.aesKey}
          type="password"
          autoComplete="off"
          maxLength={64}
          value={form.aesKey}
          onChange={(e) => set('aesKey')(e.target.value)}
          placeholder={s?.aesKeySet ? t.aesKeySet : ''}
        />
        <div className="field-row">
          <Select label={t.printer} value={form.printerId} onChange={set('printerId')}>
            <option value="">{t.noPrinter}</option>
            {(printers.data ?? []).map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </Select>
          <Select label={t.paperWidth} value={form.paperWidth} onChange={set('paperWidth')}>
            <option value="58">{t.paper58}</option>
            <option value="80">{t.paper80}</option>
          </Select>
        </div>
        {/* The folder is the owner's start-up choice (--einvoice-dir): shown so Turnkey can be pointed at it, not
            edited here. */}
        <Field
          label={t.uploadDir}
          value={s?.uploadDir ?? ''}
          readOnly
          hint={fillNodes(t.uploadDirHint, { flag: <code className="nowrap">--einvoice-dir</code> })}
          data-testid="einvoice-upload-dir"
        />
        <div className="form-actions">
          <Button type="submit" disabled={pending || idProblem !== null}>
            {pending ? zhTW.common.submitting : t.save}
          </Button>
        </div>
      </form>

      <EinvoiceChannelForm store={store} />

      <h4>{t.ranges}</h4>
      {(ranges.data ?? []).length === 0 ? (
        <p className="muted st-no-ranges">{t.noRanges}</p>
      ) : (
        <div className="bo-table-wrap st-stacked-wrap">
          <table className="bo-table st-stacked" data-testid="einvoice-ranges">
            <thead>
              <tr>
                <th>{t.periodColumn}</th>
                <th>{t.track}</th>
                <th>{t.numbersColumn}</th>
                <th>{t.used}</th>
                <th>{t.remaining}</th>
                <th>{zhTW.einvoice.blank.column}</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {ranges.data!.map((r) => (
                <tr key={r.id}>
                  <td className="nowrap" data-label={t.periodColumn}>
                    {r.periodLabel}
                  </td>
                  <td data-label={t.track}>{r.track}</td>
                  <td className="nowrap st-stacked-wide" data-label={t.numbersColumn}>
                    {r.startNo}–{r.endNo}
                  </td>
                  <td className="num" data-label={t.used}>
                    {r.used}
                  </td>
                  <td className={r.low ? 'num text-danger' : 'num'} data-label={t.remaining}>
                    {r.remaining}
                  </td>
                  <td className="st-stacked-wide" data-label={zhTW.einvoice.blank.column}>
                    <BlankNumbersCell storeId={store.id} range={r} />
                  </td>
                  <td className="st-stacked-wide">
                    {r.used === 0 ? (
                      <Button size="sm" variant="secondary" disabled={pending} onClick={() => removing.mutate(r.id)}>
                        {t.deleteRange}
                      </Button>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <form className="form" onSubmit={addRange} noValidate>
        <div className="field-row">
          <Field
            label={t.period}
            inputMode="numeric"
            maxLength={5}
            value={range.period}
            onChange={(e) => setRange((r) => ({ ...r, period: e.target.value }))}
          />
          <Field
            label={t.track}
            maxLength={2}
            value={range.track}
            onChange={(e) => setRange((r) => ({ ...r, track: e.target.value.toUpperCase() }))}
          />
        </div>
        <div className="field-row">
          <Field
            label={t.startNo}
            inputMode="numeric"
            maxLength={8}
            value={range.startNo}
            onChange={(e) => setRange((r) => ({ ...r, startNo: e.target.value }))}
          />
          <Field
            label={t.endNo}
            inputMode="numeric"
            maxLength={8}
            value={range.endNo}
            onChange={(e) => setRange((r) => ({ ...r, endNo: e.target.value }))}
          />
        </div>
        <div className="form-actions">
          <Button type="submit" variant="secondary" disabled={pending}>
            {t.addRange}
          </Button>
        </div>
      </form>
      <AllowancesTable storeId={store.id} />
    </Card>
  )
}
