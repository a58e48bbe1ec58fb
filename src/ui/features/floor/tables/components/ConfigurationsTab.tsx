import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { fill, zhTW } from '../../../../../shared/i18n/zh-TW.ts'
import { Badge } from '../../../../components/Badge.tsx'
import { Button } from '../../../../components/Button.tsx'
import { Card } from '../../../../components/Card.tsx'
import { ConfirmDialog } from '../../../../components/ConfirmDialog.tsx'
import { Dialog } from '../../../../components/Dialog.tsx'
import { Field } from '../../../../components/Input.tsx'
import { Spinner } from '../../../../components/Spinner.tsx'
import { toast } from '../../../../components/Toaster.tsx'
import { toastError } from '../../../../notify.ts'
import {
  activateConfiguration,
  createConfiguration,
  configurationsQuery,
  deleteConfiguration,
} from '../../../../front-of-house-api.ts'
import type { TableConfiguration } from '../../../../../shared/api/front-of-house.ts'

const cf = zhTW.frontOfHouse.configurations
const counterText = zhTW.frontOfHouse.common

function AddConfigurationDialog({ storeId, open, onClose }: { storeId: number; open: boolean; onClose: () => void }) {
  const [name, setName] = useState('')
  const [description, setDescription] = useState('')
  const [pending, setPending] = useState(false)
  const close = () => {
    setName('')
    setDescription('')
    onClose()
  }
  const submit = async () => {
    if (!name.trim())
      return toast({ variant: 'destructive', title: counterText.addFailed, description: cf.nameRequired })
    setPending(true)
    try {
      await createConfiguration(storeId, { name: name.trim(), description: description.trim() || null })
      toast({ title: cf.created })
      close()
    } catch (error) {
      toastError(counterText.addFailed, error, counterText.networkError)
    } finally {
      setPending(false)
    }
  }
  return (
    <Dialog open={open} onClose={pending ? () => {} : close} title={cf.addTitle}>
      <form
        className="form foh-form"
        onSubmit={(e) => {
          e.preventDefault()
          void submit()
        }}
      >
        <Field label={cf.name} value={name} maxLength={100} onChange={(e) => setName(e.target.value)} autoFocus />
        <Field
          label={`${cf.description}（${zhTW.common.optional}）`}
          value={description}
          maxLength={500}
          onChange={(e) => setDescription(e.target.value)}
        />
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

/** Named floor layouts; activating one makes the others inactive (server side). */
export function ConfigurationsTab({ storeId, manager }: { storeId: number; manager: boolean }) {
  const configs = useQuery(configurationsQuery(storeId))
  const [adding, setAdding] = useState(false)
  const [deleting, setDeleting] = useState<TableConfiguration | null>(null)
  const list = configs.data ?? []

  const activate = async (config: TableConfiguration) => {
    try {
      await activateConfiguration(storeId, config.id)
      toast({ title: fill(cf.activated, { name: config.name }) })
    } catch (error) {
      toastError(cf.activateFailed, error, counterText.networkError)
    }
  }

  return (
    <div className="tables-tab">
      {manager ? (
        <div className="tables-tab-bar">
          <Button onClick={() => setAdding(true)}>＋ {cf.add}</Button>
        </div>
      ) : (
        <p className="muted">{zhTW.frontOfHouse.tables.managerOnly}</p>
      )}
      {configs.isPending ? <Spinner /> : null}
      {!configs.isPending && list.length === 0 ? (
        <div className="card empty-state">
          <p className="muted">{cf.empty}</p>
        </div>
      ) : null}
      <div className="card-grid">
        {list.map((config) => (
          <Card key={config.id} className="tables-config" data-testid="configuration-card">
            <div className="tables-card-head">
              <h3 className="card-title">{config.name}</h3>
              {config.isActive ? <Badge tone="success">{cf.active}</Badge> : null}
            </div>
            {config.description ? <p className="muted">{config.description}</p> : null}
            {manager ? (
              <div className="tables-card-actions">
                {!config.isActive ? <Button onClick={() => void activate(config)}>{cf.activate}</Button> : null}
                <Button variant="ghost" className="tables-delete" onClick={() => setDeleting(config)}>
                  {counterText.delete}
                </Button>
              </div>
            ) : null}
          </Card>
        ))}
      </div>
      <AddConfigurationDialog storeId={storeId} open={adding} onClose={() => setAdding(false)} />
      <ConfirmDialog
        open={!!deleting}
        title={counterText.confirmDeleteTitle}
        description={fill(cf.deleteConfirm, { name: deleting?.name ?? '' })}
        confirmLabel={counterText.delete}
        destructive
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return
          try {
            await deleteConfiguration(storeId, deleting.id)
            toast({ title: counterText.deleted })
          } catch (error) {
            toastError(counterText.deleteFailed, error, counterText.networkError)
          }
        }}
      />
    </div>
  )
}
