import { useMutation, useQuery } from '@tanstack/react-query'
import { useRef, useState, type FormEvent } from 'react'
import { fill, zhTW } from '../../../../../shared/i18n/zh-TW.ts'
import { Badge } from '../../../../components/Badge.tsx'
import { Button } from '../../../../components/Button.tsx'
import { Card, CardHeader } from '../../../../components/Card.tsx'
import { ConfirmDialog } from '../../../../components/ConfirmDialog.tsx'
import { Dialog } from '../../../../components/Dialog.tsx'
import { Field } from '../../../../components/Input.tsx'
import { toast } from '../../../../components/Toaster.tsx'
import { copyWithToast } from '../../../../clipboard.ts'
import { focusFirstInvalid, requiredText } from '../../../../forms.ts'
import { formatDate } from '../../../../format.ts'
import { SelectField } from '../../../../components/SelectField.tsx'
import { QueryStatus } from '../../../../components/PageStates.tsx'
import { fillNodes } from '../../../../fill-nodes.tsx'
import { BrokerInfo } from './BrokerInfo.tsx'
import { createDisplay, deleteDisplay, displaysQuery, type MqttCredentials, type MqttDevice } from './model.ts'

const v = zhTW.backoffice.devices
const officeText = zhTW.backoffice.common

function Credentials({
  storeId,
  creds,
  onClose,
}: {
  storeId: number
  creds: MqttCredentials | null
  onClose: () => void
}) {
  const copy = (text: string) => copyWithToast(text, v.copied, v.copyFailed)
  return (
    <Dialog
      open={creds !== null}
      onClose={onClose}
      title={v.credentialsTitle}
      description={v.credentialsOnce}
      className="bo-dialog-wide"
    >
      {creds ? (
        <div className="form">
          <dl className="bo-dl st-creds">
            <dt>{v.username}</dt>
            <dd>
              <code>{creds.username}</code>{' '}
              <Button size="sm" variant="ghost" onClick={() => copy(creds.username)}>
                {v.copy}
              </Button>
            </dd>
            <dt>{v.clientId}</dt>
            <dd>
              <code>{creds.username}</code>
              {/* Each example id kept whole: broken at a hyphen it reads as two. */}
              <small className="muted st-creds-rule">
                {fillNodes(v.clientIdRule, { username: <span className="nowrap">{creds.username}</span> })}
              </small>
            </dd>
            <dt>{v.password}</dt>
            <dd>
              <code data-testid="mqtt-password">{creds.password}</code>{' '}
              <Button size="sm" variant="ghost" onClick={() => copy(creds.password)}>
                {v.copy}
              </Button>
            </dd>
            <dt>{v.topics}</dt>
            <dd>
              {Object.values(creds.topics).map((t) => (
                <code key={t} className="st-topic">
                  {t}
                </code>
              ))}
            </dd>
          </dl>
          <BrokerInfo storeId={storeId} />
          <div className="form-actions">
            <Button onClick={onClose}>{zhTW.common.close}</Button>
          </div>
        </div>
      ) : null}
    </Dialog>
  )
}

/** Kitchen displays log in to the MQTT broker with their own credentials; the password shows once. */
export function DisplaysCard({ storeId }: { storeId: number }) {
  const query = useQuery(displaysQuery(storeId))
  const [adding, setAdding] = useState(false)
  const [name, setName] = useState('')
  const [kind, setKind] = useState<MqttDevice['kind']>('kitchen_display')
  const [creds, setCreds] = useState<MqttCredentials | null>(null)
  const [deleting, setDeleting] = useState<MqttDevice | null>(null)
  const [showInfo, setShowInfo] = useState(false)
  const [nameError, setNameError] = useState<string | null>(null)
  const formRef = useRef<HTMLFormElement>(null)

  const creating = useMutation({
    mutationFn: () => createDisplay(storeId, name, kind),
    meta: { errorTitle: officeText.addFailedTitle },
    onSuccess: (created) => {
      toast({ title: v.displayCreated, description: created.name })
      setAdding(false)
      setName('')
      setCreds(created)
    },
  })
  const removing = useMutation({
    mutationFn: (d: MqttDevice) => deleteDisplay(storeId, d.id),
    meta: { errorTitle: officeText.deleteFailedTitle },
    onSuccess: (_done, d) => toast({ title: v.displayDeleted, description: d.name }),
  })

  const submit = (e: FormEvent) => {
    e.preventDefault()
    const found = requiredText(name, v.name)
    setNameError(found)
    if (found) return focusFirstInvalid(formRef.current)
    creating.mutate()
  }

  return (
    <Card data-testid="settings-displays">
      <CardHeader
        title={v.displays}
        actions={
          <>
            <Button size="sm" variant="secondary" onClick={() => setShowInfo(true)} data-testid="displays-connection">
              {v.connectionInfo}
            </Button>
            <Button size="sm" onClick={() => setAdding(true)}>
              ＋ {v.addDisplay}
            </Button>
          </>
        }
      />
      <QueryStatus query={query} />
      {query.data && query.data.length === 0 ? <p className="muted">{v.noDisplays}</p> : null}
      <ul className="bo-list">
        {(query.data ?? []).map((d) => (
          <li key={d.id}>
            <div className="bo-row-between">
              <span className="bo-row">
                <span className="bo-strong">{d.name}</span>
                <Badge tone="info">{v.kinds[d.kind]}</Badge>
              </span>
              <Button size="sm" variant="ghost" className="bo-danger-text" onClick={() => setDeleting(d)}>
                {officeText.delete}
              </Button>
            </div>
            <span className="muted bo-small">
              <code>{d.username}</code> · {formatDate(d.createdAt)}
            </span>
          </li>
        ))}
      </ul>
      <Dialog
        open={adding}
        onClose={() => setAdding(false)}
        title={v.addDisplayTitle}
        description={v.addDisplayDescription}
      >
        <form ref={formRef} className="form" onSubmit={submit} noValidate>
          <Field
            label={v.name}
            value={name}
            error={nameError}
            onChange={(e) => {
              setName(e.target.value)
              setNameError(null)
            }}
            required
            maxLength={50}
            autoFocus
          />
          <SelectField
            label={v.kind}
            value={kind}
            options={[
              { value: 'kitchen_display', label: v.kinds.kitchen_display },
              { value: 'other', label: v.kinds.other },
            ]}
            onChange={(x) => setKind(x as MqttDevice['kind'])}
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
      <Credentials storeId={storeId} creds={creds} onClose={() => setCreds(null)} />
      <Dialog
        open={showInfo}
        onClose={() => setShowInfo(false)}
        title={v.connectionInfo}
        description={v.connectionInfoDescription}
        className="bo-dialog-wide"
      >
        {showInfo ? <BrokerInfo storeId={storeId} /> : null}
        <div className="form-actions">
          <Button onClick={() => setShowInfo(false)}>{zhTW.common.close}</Button>
        </div>
      </Dialog>
      <ConfirmDialog
        open={deleting !== null}
        title={officeText.delete}
        description={fill(v.confirmDeleteDisplayBody, { name: deleting?.name ?? '' })}
        confirmLabel={officeText.delete}
        destructive
        onClose={() => setDeleting(null)}
        onConfirm={() => (deleting ? removing.mutateAsync(deleting) : undefined)}
      />
    </Card>
  )
}
