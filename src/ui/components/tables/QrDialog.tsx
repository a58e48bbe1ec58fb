import { useEffect, useState } from 'react'
import { fill, zhTW } from '../../../shared/i18n/zh-TW.ts'
import { Button } from '../Button.tsx'
import { Dialog } from '../Dialog.tsx'
import { Spinner } from '../Spinner.tsx'
import { toast } from '../Toaster.tsx'
import { fetchQrLink } from '../../front-of-house-api.ts'
import { copyText } from '../../clipboard.ts'
import { downloadQr, printQr, qrDataUrl, shareLink } from './qr.ts'

const q = zhTW.frontOfHouse.qr

type Props = { storeId: number; table: { id: number; number: string } | null; onClose: () => void }

/** The table's diner QR: download as PNG, print, share or copy the link (spec part 2 §2.4, §2.5). */
export function QrDialog({ storeId, table, onClose }: Props) {
  const [link, setLink] = useState<{ url: string; image: string } | null>(null)
  const [failed, setFailed] = useState(false)

  const tableId = table?.id ?? null
  useEffect(() => {
    setLink(null)
    setFailed(false)
    if (tableId === null) return
    let live = true
    fetchQrLink(storeId, tableId)
      .then(async (l) => ({ url: l.url, image: await qrDataUrl(l.url) }))
      .then((next) => live && setLink(next))
      .catch(() => {
        if (!live) return
        setFailed(true)
        toast({ variant: 'destructive', title: q.failedTitle, description: q.failedBody })
      })
    return () => {
      live = false
    }
  }, [storeId, tableId])

  const number = table?.number ?? ''
  const download = () => {
    if (!link) return
    downloadQr(link.image, number)
    toast({ title: q.downloaded })
  }
  const share = async () => {
    if (!link) return
    try {
      if ((await shareLink(fill(q.dialogTitle, { number }), link.url)) === 'copied') toast({ title: q.copied })
    } catch {
      toast({ variant: 'destructive', title: q.copyFailed })
    }
  }
  const copy = async () => {
    if (!link) return
    try {
      await copyText(link.url)
      toast({ title: q.copied })
    } catch {
      toast({ variant: 'destructive', title: q.copyFailed })
    }
  }

  return (
    <Dialog open={!!table} onClose={onClose} title={fill(q.dialogTitle, { number })} description={q.dialogDescription}>
      <div className="foh-qr">
        {link ? (
          <img
            className="foh-qr-image"
            src={link.image}
            width={280}
            height={280}
            alt={fill(q.alt, { number })}
            data-testid="qr-image"
          />
        ) : failed ? (
          <p className="muted">{q.failedBody}</p>
        ) : (
          <Spinner />
        )}
        {link ? (
          <p className="foh-qr-url" data-testid="qr-url">
            {link.url}
          </p>
        ) : null}
        <div className="foh-qr-actions">
          <Button variant="secondary" disabled={!link} onClick={download}>
            {q.download}
          </Button>
          <Button
            variant="secondary"
            disabled={!link}
            onClick={() => link && printQr(link.image, fill(q.printHeading, { number }), q.printHint, link.url)}
          >
            {q.print}
          </Button>
          <Button variant="secondary" disabled={!link} onClick={() => void share()}>
            {q.share}
          </Button>
          <Button variant="secondary" disabled={!link} onClick={() => void copy()}>
            {q.copy}
          </Button>
        </div>
      </div>
    </Dialog>
  )
}
