import { useEffect, useState } from 'react'
import { zhTW } from '../../../../../shared/i18n/zh-TW.ts'
import { Button } from '../../../../components/Button.tsx'
import { Dialog } from '../../../../components/Dialog.tsx'
import { Spinner } from '../../../../components/Spinner.tsx'
import { toast } from '../../../../components/Toaster.tsx'
import type { Member } from '../model.ts'

const m = zhTW.backoffice.members

/** The member's phone as a QR code, made in the browser (qrcode is loaded only when needed). */
export function MemberQrDialog({ member, onClose }: { member: Member | null; onClose: () => void }) {
  const [src, setSrc] = useState<string | null>(null)
  useEffect(() => {
    setSrc(null)
    if (!member) return
    let live = true
    import('qrcode')
      .then((qr) => qr.toDataURL(member.phone, { width: 400, margin: 2, color: { dark: '#2b2622', light: '#ffffff' } }))
      .then((url) => live && setSrc(url))
      .catch(() => live && toast({ variant: 'destructive', title: m.qrFailed }))
    return () => {
      live = false
    }
  }, [member])

  const download = () => {
    if (!src || !member) return
    const a = document.createElement('a')
    a.href = src
    a.download = `member-${member.phone.replace(/\D/g, '') || member.id}.png`
    a.click()
    toast({ title: m.qrDownloaded })
  }

  return (
    <Dialog open={member !== null} onClose={onClose} title={m.qrTitle} description={m.qrDescription}>
      {member ? (
        <div className="mb-qr">
          {src ? (
            <img src={src} alt={`${member.name} ${member.phone}`} width={240} height={240} data-testid="member-qr" />
          ) : (
            <Spinner />
          )}
          <p className="bo-strong">{member.name}</p>
          <p className="muted">{member.phone}</p>
          <div className="form-actions">
            <Button variant="secondary" onClick={onClose}>
              {zhTW.common.close}
            </Button>
            <Button onClick={download} disabled={!src}>
              {m.qrDownload}
            </Button>
          </div>
        </div>
      ) : null}
    </Dialog>
  )
}
