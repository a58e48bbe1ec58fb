import { useRef, useState, type ChangeEvent } from 'react'
import { zhTW } from '../../../../../shared/i18n/zh-TW.ts'
import { Badge } from '../../../../components/Badge.tsx'
import { Button } from '../../../../components/Button.tsx'
import { toast } from '../../../../components/Toaster.tsx'
import { toastError } from '../../../../notify.ts'
import { useQuery } from '../../../../query.ts'
import { checkImageFile, readAsDataUrl } from '../image-file.ts'
import { deleteImage, menuImagesKey, setPrimaryImage, uploadImage } from '../queries.ts'
import type { MenuImage } from '../../../../../shared/api/menu.ts'

const f = zhTW.products.form

/**
 * Images of one item (spec part 2 §5, §7): JPEG/PNG/WEBP up to 500 KB, checked here before
 * sending; the first image becomes primary; any other can be made primary or deleted.
 */
export function ImageManager({ storeId, itemId }: { storeId: number; itemId: number | null }) {
  const images = useQuery<MenuImage[]>(itemId === null ? null : menuImagesKey(storeId, itemId))
  const input = useRef<HTMLInputElement>(null)
  const [busy, setBusy] = useState(false)
  const [confirming, setConfirming] = useState<number | null>(null)

  const choose = () => {
    if (itemId === null) {
      toast({ variant: 'destructive', title: f.saveFirst, description: f.saveFirstBody })
      return
    }
    input.current?.click()
  }

  const onFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0]
    e.target.value = '' // choosing the same file again must fire change again
    if (!file) return
    if (itemId === null) return toast({ variant: 'destructive', title: f.saveFirst, description: f.saveFirstBody })
    const problem = checkImageFile(file)
    if (problem === 'type') return toast({ variant: 'destructive', title: f.typeError, description: f.typeErrorBody })
    if (problem === 'size') return toast({ variant: 'destructive', title: f.tooLarge, description: f.tooLargeBody })
    setBusy(true)
    try {
      await uploadImage(storeId, itemId, await readAsDataUrl(file), file.type)
      toast({ title: f.uploaded, description: file.name })
    } catch (error) {
      toastError(f.uploadFailed, error)
    } finally {
      setBusy(false)
    }
  }

  const run = async (job: () => Promise<unknown>, done: string, failTitle: string) => {
    setBusy(true)
    try {
      await job()
      toast({ title: done })
    } catch (error) {
      toastError(failTitle, error)
    } finally {
      setBusy(false)
      setConfirming(null)
    }
  }

  const list = images.data ?? []
  return (
    <fieldset className="form-section image-manager">
      <legend>{f.images}</legend>
      {itemId === null ? <p className="field-hint">{f.saveFirstBody}</p> : null}
      {itemId !== null && list.length === 0 && !images.loading ? <p className="muted small">{f.noImages}</p> : null}
      {list.length > 0 ? (
        <ul className="image-list">
          {list.map((img) => (
            <li key={img.id} className={`image-tile ${img.isPrimary ? 'is-primary' : ''}`} data-testid="menu-image">
              <img src={img.url} alt="" loading="lazy" />
              <div className="image-tile-actions">
                {img.isPrimary ? (
                  <Badge tone="success">{f.primary}</Badge>
                ) : (
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={busy}
                    onClick={() =>
                      void run(
                        () => setPrimaryImage(storeId, itemId!, img.id),
                        f.primarySet,
                        zhTW.products.menu.updateFailed,
                      )
                    }
                  >
                    {f.setPrimary}
                  </Button>
                )}
                {confirming === img.id ? (
                  <Button
                    size="sm"
                    variant="destructive"
                    disabled={busy}
                    onClick={() =>
                      void run(() => deleteImage(storeId, itemId!, img.id), f.imageDeleted, f.imageDeleteFailed)
                    }
                  >
                    {zhTW.products.common.confirm}
                  </Button>
                ) : (
                  <Button
                    size="sm"
                    variant="ghost"
                    className="danger-text"
                    aria-label={f.deleteImage}
                    disabled={busy}
                    onClick={() => setConfirming(img.id)}
                  >
                    {zhTW.products.common.delete}
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="add-row">
        <Button variant="secondary" disabled={busy} onClick={choose}>
          {busy ? zhTW.common.submitting : f.upload}
        </Button>
        <span className="field-hint">{f.uploadHint}</span>
        <input
          ref={input}
          type="file"
          className="sr-only"
          tabIndex={-1}
          aria-label={f.upload}
          accept="image/jpeg,image/png,image/webp"
          onChange={(e) => void onFile(e)}
        />
      </div>
    </fieldset>
  )
}
