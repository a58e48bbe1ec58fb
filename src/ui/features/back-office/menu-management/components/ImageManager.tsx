import { useMutation, useQuery } from '@tanstack/react-query'
import { useRef, useState, type ChangeEvent } from 'react'
import { zhTW } from '../../../../../shared/i18n/zh-TW.ts'
import { Badge } from '../../../../components/Badge.tsx'
import { Button } from '../../../../components/Button.tsx'
import { toast } from '../../../../components/Toaster.tsx'
import { checkImageFile, readAsDataUrl } from '../image-file.ts'
import { deleteImage, menuImagesQuery, setPrimaryImage, uploadImage } from '../queries.ts'

const f = zhTW.products.form

/**
 * Images of one item (spec part 2 §5, §7): JPEG/PNG/WEBP up to 500 KB, checked here before
 * sending; the first image becomes primary; any other can be made primary or deleted.
 */
export function ImageManager({ storeId, itemId }: { storeId: number; itemId: number | null }) {
  const images = useQuery({ ...menuImagesQuery(storeId, itemId ?? 0), enabled: itemId !== null })
  const input = useRef<HTMLInputElement>(null)
  const [confirming, setConfirming] = useState<number | null>(null)
  const uploading = useMutation({
    mutationFn: async ({ id, file }: { id: number; file: File }) =>
      uploadImage(storeId, id, await readAsDataUrl(file), file.type),
    meta: { errorTitle: f.uploadFailed },
    onSuccess: (_image, { file }) => toast({ title: f.uploaded, description: file.name }),
  })
  const making = useMutation({
    mutationFn: ({ id, imageId }: { id: number; imageId: number }) => setPrimaryImage(storeId, id, imageId),
    meta: { errorTitle: zhTW.products.menu.updateFailed },
    onSuccess: () => toast({ title: f.primarySet }),
    onSettled: () => setConfirming(null),
  })
  const deleting = useMutation({
    mutationFn: ({ id, imageId }: { id: number; imageId: number }) => deleteImage(storeId, id, imageId),
    meta: { errorTitle: f.imageDeleteFailed },
    onSuccess: () => toast({ title: f.imageDeleted }),
    onSettled: () => setConfirming(null),
  })
  const busy = uploading.isPending || making.isPending || deleting.isPending

  const choose = () => {
    if (itemId === null) {
      toast({ variant: 'destructive', title: f.saveFirst, description: f.saveFirstBody })
      return
    }
    input.current?.click()
  }

  const onFile = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0]
    e.target.value = '' // choosing the same file again must fire change again
    if (!file) return
    if (itemId === null) return toast({ variant: 'destructive', title: f.saveFirst, description: f.saveFirstBody })
    const problem = checkImageFile(file)
    if (problem === 'type') return toast({ variant: 'destructive', title: f.typeError, description: f.typeErrorBody })
    if (problem === 'size') return toast({ variant: 'destructive', title: f.tooLarge, description: f.tooLargeBody })
    uploading.mutate({ id: itemId, file })
  }

  const list = images.data ?? []
  return (
    <fieldset className="form-section image-manager">
      <legend>{f.images}</legend>
      {itemId === null ? <p className="field-hint">{f.saveFirstBody}</p> : null}
      {itemId !== null && list.length === 0 && !images.isLoading ? <p className="muted small">{f.noImages}</p> : null}
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
                    onClick={() => making.mutate({ id: itemId!, imageId: img.id })}
                  >
                    {f.setPrimary}
                  </Button>
                )}
                {confirming === img.id ? (
                  <Button
                    size="sm"
                    variant="destructive"
                    disabled={busy}
                    onClick={() => deleting.mutate({ id: itemId!, imageId: img.id })}
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
          onChange={onFile}
        />
      </div>
    </fieldset>
  )
}
