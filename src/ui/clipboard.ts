import { toast } from './components/Toaster.tsx'

/** The Clipboard API exists only on https or localhost; a LAN counter on http uses the old way. */
export async function copyText(text: string): Promise<void> {
  if (navigator.clipboard && window.isSecureContext) return navigator.clipboard.writeText(text)
  const area = document.createElement('textarea')
  area.value = text
  area.setAttribute('readonly', '')
  area.style.cssText = 'position:fixed;top:0;left:0;opacity:0'
  // Outside an open modal <dialog> the page is inert and cannot be selected: the field goes in the dialog.
  const host = document.activeElement?.closest('dialog[open]') ?? document.body
  host.appendChild(area)
  area.select()
  const ok = document.execCommand('copy')
  area.remove()
  if (!ok) throw new Error('copy failed')
}

/** Copies and says so in a toast: `done` when it worked, `failed` when the browser refused. */
export const copyWithToast = (text: string, done: string, failed: string): void =>
  void copyText(text).then(
    () => toast({ title: done }),
    () => toast({ variant: 'destructive', title: failed }),
  )
