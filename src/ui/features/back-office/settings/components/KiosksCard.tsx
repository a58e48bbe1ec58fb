import { queryOptions, useMutation, useQuery } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { fill, zhTW } from '../../../../../shared/i18n/zh-TW.ts'
import type { KioskAdmin } from '../../../../../shared/api/diner.ts'
import { api, unwrap } from '../../../../api/client.ts'
import { storeKey } from '../../../../api/keys.ts'
import { refreshStore } from '../../../../api/refresh.ts'
import { Badge } from '../../../../components/Badge.tsx'
import { Button } from '../../../../components/Button.tsx'
import { Card, CardHeader } from '../../../../components/Card.tsx'
import { ConfirmDialog } from '../../../../components/ConfirmDialog.tsx'
import { Dialog } from '../../../../components/Dialog.tsx'
import { Field } from '../../../../components/Input.tsx'
import { QueryStatus } from '../../../../components/PageStates.tsx'
import { toast } from '../../../../components/Toaster.tsx'
import { copyWithToast } from '../../../../clipboard.ts'
import { requiredText } from '../../../../forms.ts'

const a = zhTW.kiosk.admin
const kiosks = (storeId: number) => api.api.stores({ storeId }).kiosks
const kiosksQuery = (storeId: number) =>
  queryOptions({ queryKey: storeKey(storeId, 'kiosks'), queryFn: () => unwrap(kiosks(storeId).get()) })

/** 自助點餐機 (managers): each kiosk's link to open on its tablet, 啟用, and 重新產生連結 for a lost tablet. */
export function KiosksCard({ storeId }: { storeId: number }) {
  const query = useQuery(kiosksQuery(storeId))
  const [adding, setAdding] = useState(false)
  const [name, setName] = useState('')
  const [nameError, setNameError] = useState<string | null>(null)
  const [rotating, setRotating] = useState<KioskAdmin | null>(null)
  const refresh = () => refreshStore(storeId, 'kiosks')

  const creating = useMutation({
    mutationFn: () => unwrap(kiosks(storeId).post({ name: name.trim() })),
    meta: { errorTitle: zhTW.backoffice.common.addFailedTitle },
    onSuccess: () => {
      setAdding(false)
      setName('')
      void refresh()
    },
  })
  const toggling = useMutation({
    mutationFn: (k: KioskAdmin) => unwrap(kiosks(storeId)({ kioskId: k.id }).patch({ enabled: !k.enabled })),
    onSuccess: (k) => {
      toast({ title: fill(a.toggled, { name: k.name }) })
      void refresh()
    },
  })
  const rotate = async (k: KioskAdmin) => {
    await unwrap(kiosks(storeId)({ kioskId: k.id }).rotate.post())
    toast({ title: a.rotated, description: k.name })
    await refresh()
  }
  const copy = (url: string) => copyWithToast(url, a.copied, a.copyFailed)
  const submit = (e: FormEvent) => {
    e.preventDefault()
    const found = requiredText(name, a.name)
    setNameError(found)
    if (!found) creating.mutate()
  }

  return (
    <Card data-testid="settings-kiosks">
      <CardHeader
        title={a.title}
        actions={
          <Button size="sm" onClick={() => setAdding(true)}>
            ＋ {a.add}
          </Button>
        }
      />
      <p className="muted">{a.subtitle}</p>
      <QueryStatus query={query} />
      {query.data?.length === 0 ? <p className="muted">{a.none}</p> : null}
      <ul className="bo-list">
        {(query.data ?? []).map((k) => (
          <li key={k.id} aria-label={k.name}>
            <div className="bo-row-between">
              <span className="bo-row">
                <span className="bo-strong">{k.name}</span>
                {k.enabled ? null : <Badge tone="neutral">{a.disabled}</Badge>}
              </span>
              <label className="bo-check">
                <input
                  type="checkbox"
                  role="switch"
                  aria-checked={k.enabled}
                  checked={k.enabled}
                  disabled={toggling.isPending}
                  onChange={() => toggling.mutate(k)}
                />
                <span>{a.enabled}</span>
              </label>
            </div>
            <code className="bo-small st-kiosk-url" data-testid="kiosk-url">
              {k.url}
            </code>
            <div className="bo-row">
              <Button size="sm" variant="secondary" onClick={() => copy(k.url)}>
                {a.copyLink}
              </Button>
              <Button size="sm" variant="ghost" onClick={() => setRotating(k)}>
                {a.rotate}
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <Dialog open={adding} onClose={() => setAdding(false)} title={a.addTitle}>
        <form className="form" onSubmit={submit} noValidate>
          <Field
            label={a.name}
            value={name}
            error={nameError}
            onChange={(e) => {
              setName(e.target.value)
              setNameError(null)
            }}
            required
            maxLength={30}
            autoFocus
          />
          <div className="form-actions">
            <Button variant="secondary" onClick={() => setAdding(false)} disabled={creating.isPending}>
              {zhTW.common.cancel}
            </Button>
            <Button type="submit" disabled={creating.isPending}>
              {creating.isPending ? zhTW.common.submitting : zhTW.common.create}
            </Button>
          </div>
        </form>
      </Dialog>
      <ConfirmDialog
        open={rotating !== null}
        title={a.rotate}
        description={fill(a.rotateBody, { name: rotating?.name ?? '' })}
        confirmLabel={a.rotate}
        destructive
        onClose={() => setRotating(null)}
        onConfirm={() => (rotating ? rotate(rotating) : undefined)}
      />
    </Card>
  )
}
