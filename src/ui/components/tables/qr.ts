/**
 * Table QR images (spec part 2 §7): drawn in the browser from the link, 400 px wide with a margin
 * of 2 modules, green on white, saved as a PNG named by the table number. The `qrcode` package is
 * loaded only when a QR is first shown, so the POS bundle does not carry it.
 */
import { copyText } from '../../clipboard.ts'
import { downloadBlob } from '../../download.ts'

export const QR_WIDTH = 400
export const QR_MARGIN = 2
export const QR_DARK = '#166534'
export const QR_LIGHT = '#ffffff'

export async function qrDataUrl(text: string): Promise<string> {
  const mod = await import('qrcode')
  // CommonJS package: the functions sit on the default export under Vite's interop.
  const qr = ((mod as unknown as { default?: typeof mod }).default ?? mod) as typeof mod
  return qr.toDataURL(text, {
    width: QR_WIDTH,
    margin: QR_MARGIN,
    color: { dark: QR_DARK, light: QR_LIGHT },
    errorCorrectionLevel: 'M',
  })
}

/** "A-01" → "桌號-A-01.png"; characters a file system dislikes become "_". */
export function qrFileName(tableNumber: string): string {
  return `桌號-${tableNumber.replace(/[\\/:*?"<>|\s]+/g, '_')}.png`
}

/** The PNG inside a data: URL, decoded here: the page's CSP lets fetch reach only its own server. */
function dataUrlBlob(dataUrl: string): Blob {
  const [head, body] = dataUrl.split(',', 2)
  const bytes = Uint8Array.from(atob(body), (c) => c.charCodeAt(0))
  return new Blob([bytes], { type: head.slice('data:'.length).split(';')[0] })
}

export function downloadQr(dataUrl: string, tableNumber: string): void {
  downloadBlob(dataUrlBlob(dataUrl), qrFileName(tableNumber))
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/**
 * The card's layout, adopted as a constructed stylesheet: the page's CSP (which the frame inherits) runs no inline
 * <style>.
 */
const PRINT_CSS =
  "body{font-family:'Noto Sans TC',sans-serif;text-align:center;margin:40px}h1{font-size:40px;margin:0 0 16px}\n" +
  'img{width:320px;height:320px}p{font-size:20px}small{word-break:break-all;color:#555}'

/** Prints a one-page card (heading, QR, hint, link) from a hidden frame, not the whole screen. */
export function printQr(dataUrl: string, heading: string, hint: string, url: string): void {
  const frame = document.createElement('iframe')
  frame.setAttribute('aria-hidden', 'true')
  frame.style.cssText = 'position:fixed;right:0;bottom:0;width:0;height:0;border:0'
  document.body.appendChild(frame)
  const doc = frame.contentDocument
  if (!doc) {
    frame.remove()
    return
  }
  doc.open()
  doc.write(
    `<!doctype html><html lang="zh-TW"><head><meta charset="utf-8"><title>${escapeHtml(heading)}</title></head>\n` +
      `<body><h1>${escapeHtml(heading)}</h1><img src="${dataUrl}" alt=""><p>${escapeHtml(hint)}</p>` +
      `<small>${escapeHtml(url)}</small></body></html>`,
  )
  doc.close()
  const sheet = new (frame.contentWindow as Window & typeof globalThis).CSSStyleSheet()
  sheet.replaceSync(PRINT_CSS)
  doc.adoptedStyleSheets = [sheet]
  const img = doc.querySelector('img')
  const go = () => {
    frame.contentWindow?.focus()
    frame.contentWindow?.print()
    setTimeout(() => frame.remove(), 1000)
  }
  if (img && !img.complete) img.onload = go
  else go()
}

/** The phone's share sheet when there is one; otherwise the link goes to the clipboard. */
export async function shareLink(title: string, url: string): Promise<'shared' | 'copied'> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, url })
      return 'shared'
    } catch (error) {
      if ((error as Error).name === 'AbortError') return 'shared'
    }
  }
  await copyText(url)
  return 'copied'
}
