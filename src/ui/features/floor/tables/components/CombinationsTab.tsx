import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { fill, zhTW } from '../../../../../shared/i18n/zh-TW.ts'
import { Button } from '../../../../components/Button.tsx'
import { Card } from '../../../../components/Card.tsx'
import { ConfirmDialog } from '../../../../components/ConfirmDialog.tsx'
import { Dialog } from '../../../../components/Dialog.tsx'
import { Field } from '../../../../components/Input.tsx'
import { Spinner } from '../../../../components/Spinner.tsx'
import { toast } from '../../../../components/Toaster.tsx'
import { toastError } from '../../../../notify.ts'
import {
  combinationsQuery,
  configurationsQuery,
  createCombination,
  deleteCombination,
} from '../../../../front-of-house-api.ts'
import type { Table, TableCombination } from '../../../../../shared/api/front-of-house.ts'

const cb = zhTW.frontOfHouse.combinations
const counterText = zhTW.frontOfHouse.common

function AddCombinationDialog({
  storeId,
  configId,
  tables,
  open,
  onClose,
}: {
  storeId: number
  configId: number
  tables: Table[]
  open: boolean
  onClose: () => void
}) {
  const [name, setName] = useState('')
  const [chosen, setChosen] = useState<number[]>([])
  const [pending, setPending] = useState(false)
  const close = () => {
    setName('')
    setChosen([])
    onClose()
  }
  const toggle = (id: number) => setChosen((ids) => (ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]))
  const submit = async () => {
    if (!name.trim() || chosen.length === 0)
      return toast({ variant: 'destructive', title: counterText.addFailed, description: cb.invalid })
    setPending(true)
    try {
      await createCombination(storeId, configId, { name: name.trim(), tableIds: chosen })
      toast({ title: cb.created })
      close()
    } catch (error) {
      toastError(counterText.addFailed, error, counterText.networkError)
    } finally {
      setPending(false)
    }
  }
  return (
    <Dialog open={open} onClose={pending ? () => {} : close} title={cb.addTitle}>
      <form
        className="form foh-form"
        onSubmit={(e) => {
          e.preventDefault()
          void submit()
        }}
      >
        <Field label={cb.name} value={name} maxLength={100} onChange={(e) => setName(e.target.value)} autoFocus />
        <fieldset className="foh-fieldset">
          <legend className="field-label">{cb.tables}</legend>
          <div className="foh-choice-list">
            {tables.map((t) => (
              // biome-ignore lint/a11y/useSemanticElements: a chip button that adds or drops one table
              <button
                key={t.id}
                type="button"
                role="checkbox"
                aria-checked={chosen.includes(t.id)}
                className="foh-choice"
                onClick={() => toggle(t.id)}
              >
                {t.number} <small className="muted">{fill(counterText.seatsCount, { n: t.seats })}</small>
              </button>
            ))}
          </div>
        </fieldset>
        <div className="form-actions">
          <Button variant="secondary" onClick={close} disabled={pending}>
            {zhTW.common.cancel}
          </Button>
          <Button type="submit" disabled={pending}>
            {pending ? zhTW.common.submitting : counterText.add}
          </Button>
        </div>
      </form>
    </Dialog>
  )
}

function Combinations({
  storeId,
  configId,
  tables,
  manager,
}: {
  storeId: number
  configId: number
  tables: Table[]
  manager: boolean
}) {
  const combos = useQuery(combinationsQuery(storeId, configId))
  const [adding, setAdding] = useState(false)
  const [deleting, setDeleting] = useState<TableCombination | null>(null)
  const list = combos.data ?? []
  return (
    <>
      {manager ? (
        <div className="tables-tab-bar">
          <Button disabled={tables.length === 0} onClick={() => setAdding(true)}>
            ＋ {cb.add}
          </Button>
          {tables.length === 0 ? <span className="muted">{cb.noTables}</span> : null}
        </div>
      ) : null}
      {combos.isPending ? <Spinner /> : null}
      {!combos.isPending && list.length === 0 ? (
        <div className="card empty-state">
          <p className="muted">{cb.empty}</p>
        </div>
      ) : null}
      <div className="card-grid">
        {list.map((combo) => (
          <Card key={combo.id} className="tables-config" data-testid="combination-card">
            <div className="tables-card-head">
              <h3 className="card-title">{combo.name}</h3>
              <span className="badge badge-info">{fill(cb.totalSeats, { n: combo.totalSeats })}</span>
            </div>
            <p>{combo.tableNumbers.join('、')}</p>
            {manager ? (
              <div className="tables-card-actions">
                <Button variant="ghost" className="tables-delete" onClick={() => setDeleting(combo)}>
                  {counterText.delete}
                </Button>
              </div>
            ) : null}
          </Card>
        ))}
      </div>
      <AddCombinationDialog
        storeId={storeId}
        configId={configId}
        tables={tables}
        open={adding}
        onClose={() => setAdding(false)}
      />
      <ConfirmDialog
        open={!!deleting}
        title={counterText.confirmDeleteTitle}
        description={fill(cb.deleteConfirm, { name: deleting?.name ?? '' })}
        confirmLabel={counterText.delete}
        destructive
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return
          try {
            await deleteCombination(storeId, deleting.id)
            toast({ title: counterText.deleted })
          } catch (error) {
            toastError(counterText.deleteFailed, error, counterText.networkError)
          }
        }}
      />
    </>
  )
}

/** Choose a configuration (the active one first), then list, add or delete its combinations. */
export function CombinationsTab({ storeId, tables, manager }: { storeId: number; tables: Table[]; manager: boolean }) {
  const id = useId()
  const configs = useQuery(configurationsQuery(storeId))
  const list = configs.data ?? []
  const [picked, setPicked] = useState<number | null>(null)
  const configId = picked ?? list.find((x) => x.isActive)?.id ?? list[0]?.id ?? null

  return (
    <div className="tables-tab">
      <div className="field tables-config-pick">
        <label htmlFor={id}>{cb.chooseConfiguration}</label>
        <select
          id={id}
          className="input foh-select"
          value={configId ?? ''}
          onChange={(e) => setPicked(e.target.value ? Number(e.target.value) : null)}
        >
          <option value="">{cb.choosePlaceholder}</option>
          {list.map((x) => (
            <option key={x.id} value={x.id}>
              {x.name}
              {x.isActive ? `（${zhTW.frontOfHouse.configurations.active}）` : ''}
            </option>
          ))}
        </select>
      </div>
      {configId === null ? (
        <div className="card empty-state">
          <p className="muted">{cb.chooseFirst}</p>
        </div>
      ) : (
        <Combinations storeId={storeId} configId={configId} tables={tables} manager={manager} />
      )}
    </div>
  )
}
