import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { fill, zhTW } from '../../../../shared/i18n/zh-TW.ts'
import { api, unwrap } from '../../../api/client.ts'
import { Badge } from '../../../components/Badge.tsx'
import { Button } from '../../../components/Button.tsx'
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx'
import { Dialog } from '../../../components/Dialog.tsx'
import { Field } from '../../../components/Input.tsx'
import { PageHeader } from '../../../components/PageHeader.tsx'
import { EmptyCard, QueryStatus } from '../../../components/PageStates.tsx'
import { toast } from '../../../components/Toaster.tsx'
import { formatDateTime } from '../../../labels.ts'
import { type Issued, IssuedDialog } from './IssuedDialog.tsx'
import './stores.css'

const s = zhTW.hq.stores

const fetchStores = () => unwrap(api.api.hq.stores.get())
type Store = Awaited<ReturnType<typeof fetchStores>>[number]
const storesQuery = queryOptions({ queryKey: ['hq', 'stores'], queryFn: fetchStores })

const when = (ms: number | null) => (ms === null ? '—' : formatDateTime(new Date(ms).toISOString()))

function StatusBadge({ store }: { store: Store }) {
  if (store.revokedAt !== null) return <Badge>{s.revoked}</Badge>
  return store.hasSecret ? <Badge tone="success">{s.active}</Badge> : <Badge tone="warning">{s.noSecret}</Badge>
}

/** HQ's stores: add one (its secret and leaf config shown once), rotate its secret, revoke it. */
export default function StoreAccountsScreen() {
  const client = useQueryClient()
  const query = useQuery(storesQuery)
  const [adding, setAdding] = useState(false)
  const [form, setForm] = useState({ code: '', name: '' })
  const [issued, setIssued] = useState<Issued | null>(null)
  const [confirm, setConfirm] = useState<{ kind: 'rotate' | 'revoke'; code: string } | null>(null)
  const refresh = () => client.invalidateQueries({ queryKey: storesQuery.queryKey })
  const add = useMutation({
    mutationFn: () => unwrap(api.api.hq.stores.post(form)),
    meta: { errorTitle: s.addFailed },
    onSuccess: (result) => {
      setAdding(false)
      setForm({ code: '', name: '' })
      setIssued(result)
    },
    onSettled: refresh,
  })
  const rotate = useMutation({
    mutationFn: (code: string) => unwrap(api.api.hq.stores({ code }).rotate.post()),
    meta: { errorTitle: s.rotateFailed },
    onSuccess: setIssued,
    onSettled: refresh,
  })
  const revoke = useMutation({
    mutationFn: (code: string) => unwrap(api.api.hq.stores({ code }).revoke.post()),
    meta: { errorTitle: s.revokeFailed },
    onSuccess: (r) => toast({ title: fill(s.revokedToast, { code: r.store.code }) }),
    onSettled: refresh,
  })
  const submit = (e: FormEvent) => {
    e.preventDefault()
    add.mutate()
  }
  const rows = query.data
  return (
    <section className="page hq-stores">
      <PageHeader
        title={s.title}
        subtitle={s.subtitle}
        actions={<Button onClick={() => setAdding(true)}>＋ {s.add}</Button>}
      />
      <QueryStatus query={query} />
      {rows && rows.length === 0 ? <EmptyCard title={s.empty} /> : null}
      {rows && rows.length > 0 ? (
        <div className="card hq-table-card">
          <table className="hq-table" data-testid="hq-stores">
            <thead>
              <tr>
                <th>{s.code}</th>
                <th>{s.name}</th>
                <th>{s.status}</th>
                <th>{s.createdAt}</th>
                <th>{s.rotatedAt}</th>
                <th>{s.actions}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.code} data-store={row.code}>
                  <th scope="row">{row.code}</th>
                  <td>{row.name}</td>
                  <td>
                    <StatusBadge store={row} />
                  </td>
                  <td>{when(row.createdAt)}</td>
                  <td>{when(row.rotatedAt)}</td>
                  <td>
                    {row.revokedAt === null ? (
                      <div className="hq-store-actions">
                        <Button
                          size="sm"
                          variant="secondary"
                          onClick={() => setConfirm({ kind: 'rotate', code: row.code })}
                        >
                          {s.rotate}
                        </Button>
                        <Button
                          size="sm"
                          variant="destructive"
                          onClick={() => setConfirm({ kind: 'revoke', code: row.code })}
                        >
                          {s.revoke}
                        </Button>
                      </div>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <Dialog open={adding} onClose={() => setAdding(false)} title={s.addTitle}>
        <form onSubmit={submit} noValidate>
          <Field
            label={s.code}
            hint={s.codeHint}
            value={form.code}
            maxLength={32}
            autoComplete="off"
            onChange={(e) => setForm({ ...form, code: e.target.value })}
          />
          <Field
            label={s.name}
            value={form.name}
            maxLength={40}
            onChange={(e) => setForm({ ...form, name: e.target.value })}
          />
          <div className="form-actions">
            <Button variant="secondary" onClick={() => setAdding(false)}>
              {zhTW.common.cancel}
            </Button>
            <Button type="submit" disabled={add.isPending}>
              {add.isPending ? zhTW.common.submitting : s.addSubmit}
            </Button>
          </div>
        </form>
      </Dialog>
      <ConfirmDialog
        open={confirm !== null}
        title={fill(confirm?.kind === 'revoke' ? s.revokeTitle : s.rotateTitle, { code: confirm?.code ?? '' })}
        description={confirm?.kind === 'revoke' ? s.revokeBody : s.rotateBody}
        confirmLabel={confirm?.kind === 'revoke' ? s.revoke : s.rotate}
        destructive={confirm?.kind === 'revoke'}
        onClose={() => setConfirm(null)}
        onConfirm={() => confirm && (confirm.kind === 'revoke' ? revoke : rotate).mutateAsync(confirm.code)}
      />
      <IssuedDialog issued={issued} onClose={() => setIssued(null)} />
    </section>
  )
}
