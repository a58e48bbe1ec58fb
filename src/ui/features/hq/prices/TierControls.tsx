import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { fill, zhTW } from '../../../../shared/i18n/zh-TW.ts'
import { api, unwrap } from '../../../api/client.ts'
import { Button } from '../../../components/Button.tsx'
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx'
import { Dialog } from '../../../components/Dialog.tsx'
import { Field } from '../../../components/Input.tsx'
import { toast } from '../../../components/Toaster.tsx'
import { gridQuery, type PriceGrid } from './queries.ts'

const t = zhTW.hq.tiers
type Tier = PriceGrid['tiers'][number]

const useRefresh = () => {
  const client = useQueryClient()
  return () => client.invalidateQueries({ queryKey: gridQuery.queryKey })
}

/** ＋ 新增價格等級: a name, then the tier's column shows up in the grid. */
export function AddTierButton() {
  const refresh = useRefresh()
  const [open, setOpen] = useState(false)
  const [name, setName] = useState('')
  const add = useMutation({
    mutationFn: () => unwrap(api.api.hq.menu.tiers.post({ name })),
    meta: { errorTitle: t.addFailed },
    onSuccess: (tier) => {
      toast({ title: fill(t.added, { name: tier.name }) })
      setOpen(false)
      setName('')
    },
    onSettled: refresh,
  })
  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (!add.isPending) add.mutate()
  }
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        ＋ {t.add}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} title={t.addTitle} description={t.hint}>
        <form onSubmit={submit} noValidate>
          <Field
            label={t.name}
            placeholder={t.namePlaceholder}
            value={name}
            maxLength={20}
            autoComplete="off"
            onChange={(e) => setName(e.target.value)}
          />
          <div className="form-actions">
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {zhTW.common.cancel}
            </Button>
            <Button type="submit" disabled={add.isPending}>
              {add.isPending ? zhTW.common.submitting : t.add}
            </Button>
          </div>
        </form>
      </Dialog>
    </>
  )
}

/** A tier's column heading: its name and 刪除 (asked first: its stores go back to their own prices). */
export function TierHeading({ tier }: { tier: Tier }) {
  const refresh = useRefresh()
  const [asking, setAsking] = useState(false)
  const remove = useMutation({
    mutationFn: () => unwrap(api.api.hq.menu.tiers({ tierId: tier.id }).delete()),
    meta: { errorTitle: t.removeFailed },
    onSuccess: () => toast({ title: fill(t.removed, { name: tier.name }) }),
    onSettled: refresh,
  })
  return (
    <th className="num hq-tier-heading">
      <span>{tier.name}</span>
      <Button
        variant="secondary"
        size="sm"
        aria-label={fill(t.removeOf, { name: tier.name })}
        onClick={() => setAsking(true)}
      >
        {t.remove}
      </Button>
      <ConfirmDialog
        open={asking}
        title={fill(t.removeOf, { name: tier.name })}
        description={t.confirmRemove}
        confirmLabel={t.remove}
        destructive
        onClose={() => setAsking(false)}
        onConfirm={() => remove.mutateAsync()}
      />
    </th>
  )
}

/** A store's column heading: its code and the tier it sells at. */
export function StoreHeading({ code, tiers, tierId }: { code: string; tiers: Tier[]; tierId: number | null }) {
  const refresh = useRefresh()
  const assign = useMutation({
    mutationFn: (next: number | null) => unwrap(api.api.hq.menu['store-tiers'].put({ storeCode: code, tierId: next })),
    meta: { errorTitle: t.assignFailed },
    onSuccess: (saved) => {
      const tier = tiers.find((x) => x.id === saved.tierId)
      toast({ title: tier ? fill(t.assigned, { store: code, tier: tier.name }) : fill(t.unassigned, { store: code }) })
    },
    onSettled: refresh,
  })
  return (
    <th className="num hq-store-heading">
      <span>{code}</span>
      {tiers.length > 0 ? (
        <select
          className="input hq-tier-select"
          aria-label={fill(t.tierOf, { store: code })}
          value={tierId ?? ''}
          disabled={assign.isPending}
          onChange={(e) => assign.mutate(e.target.value === '' ? null : Number(e.target.value))}
        >
          <option value="">{t.none}</option>
          {tiers.map((tier) => (
            <option key={tier.id} value={tier.id}>
              {tier.name}
            </option>
          ))}
        </select>
      ) : null}
    </th>
  )
}
