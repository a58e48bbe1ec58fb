import { useMutation, useQuery } from '@tanstack/react-query'
import { useEffect, useState, type FormEvent } from 'react'
import { UPLOAD_CHANNELS } from '../../../../../shared/domain/einvoice/ids.ts'
import { zhTW } from '../../../../../shared/i18n/zh-TW.ts'
import { Button } from '../../../../components/Button.tsx'
import { Field } from '../../../../components/Input.tsx'
import { toast } from '../../../../components/Toaster.tsx'
import type { UploadChannel } from '../../../../../shared/api/einvoice.ts'
import type { Store } from '../../../../../shared/api/stores.ts'
import { einvoiceChannelQuery, saveEinvoiceChannel } from '../queries.ts'

const L = zhTW.einvoice
const t = L.settings

/** How invoices reach the platform: the store's Turnkey folder, or the 光貿 加值中心 with its app key (write-only). */
export function EinvoiceChannelForm({ store }: { store: Store }) {
  const current = useQuery(einvoiceChannelQuery(store.id)).data
  const [channel, setChannel] = useState<UploadChannel>('turnkey')
  const [appKey, setAppKey] = useState('')
  useEffect(() => {
    if (current) setChannel(current.channel)
  }, [current])
  const saving = useMutation({
    mutationFn: () =>
      // Left empty, the key stays as it is: it is never read back.
      saveEinvoiceChannel(store.id, { channel, ...(appKey.trim() ? { appKey: appKey.trim() } : {}) }),
    meta: { errorTitle: zhTW.backoffice.common.updateFailedTitle },
    onSuccess: () => {
      toast({ title: t.channelSaved, description: store.name })
      setAppKey('')
    },
  })
  const save = (e: FormEvent) => {
    e.preventDefault()
    saving.mutate()
  }
  return (
    <form className="form" onSubmit={save} noValidate data-testid="einvoice-channel">
      <div className="field-row">
        <label className="field">
          <span className="field-label">{t.channel}</span>
          <select
            className="input"
            value={channel}
            onChange={(e) => setChannel(e.target.value as UploadChannel)}
            data-testid="einvoice-channel-select"
          >
            {UPLOAD_CHANNELS.map((c) => (
              <option key={c} value={c}>
                {L.channels[c].name}
              </option>
            ))}
          </select>
        </label>
        {channel === 'amego' ? (
          <Field
            label={t.appKey}
            type="password"
            autoComplete="off"
            maxLength={64}
            value={appKey}
            onChange={(e) => setAppKey(e.target.value)}
            placeholder={current?.appKeySet ? t.appKeySet : ''}
          />
        ) : null}
      </div>
      {channel === 'amego' ? <p className="muted st-hint">{t.channelHint}</p> : null}
      <div className="form-actions">
        <Button type="submit" variant="secondary" disabled={saving.isPending}>
          {saving.isPending ? zhTW.common.submitting : t.saveChannel}
        </Button>
      </div>
    </form>
  )
}
