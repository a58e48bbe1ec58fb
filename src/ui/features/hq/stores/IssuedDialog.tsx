import { fill, zhTW } from '../../../../shared/i18n/zh-TW.ts'
import { Button } from '../../../components/Button.tsx'
import { Dialog } from '../../../components/Dialog.tsx'
import { copyWithToast } from '../../../clipboard.ts'

const s = zhTW.hq.stores

export type Issued = { store: { code: string }; secret: string; leafConfig: string; hubReloaded: boolean }

const copy = (text: string) => copyWithToast(text, s.copied, s.copyFailed)

/** A store's new secret and its leaf's config, this one time: HQ keeps only the secret's hash. */
export function IssuedDialog({ issued, onClose }: { issued: Issued | null; onClose: () => void }) {
  return (
    <Dialog
      open={issued !== null}
      onClose={onClose}
      title={fill(s.issuedTitle, { code: issued?.store.code ?? '' })}
      className="hq-issued-dialog"
    >
      {issued ? (
        <div className="hq-issued" data-testid="hq-issued">
          <div className="notice hq-once" role="alert">
            <div className="notice-title">{s.onceTitle}</div>
            {s.onceBody}
          </div>
          {issued.hubReloaded ? null : <p className="hq-not-reloaded">{s.notReloaded}</p>}
          <div className="hq-issued-row">
            <span className="hq-issued-label">{s.secret}</span>
            <code className="hq-secret" data-testid="hq-secret">
              {issued.secret}
            </code>
            <Button size="sm" variant="secondary" onClick={() => copy(issued.secret)}>
              {s.copy}
            </Button>
          </div>
          <div className="hq-issued-row">
            <span className="hq-issued-label">{s.leafConfig}</span>
            <Button size="sm" variant="secondary" onClick={() => copy(issued.leafConfig)}>
              {s.copy}
            </Button>
          </div>
          <pre className="hq-leaf-config" data-testid="hq-leaf-config">
            {issued.leafConfig}
          </pre>
          <p className="muted">{s.leafConfigHint}</p>
          <div className="form-actions">
            <Button onClick={onClose}>{s.done}</Button>
          </div>
        </div>
      ) : null}
    </Dialog>
  )
}
