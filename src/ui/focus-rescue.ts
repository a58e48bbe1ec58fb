// Where focus goes when the control holding it is taken away: a button that disables itself while it
// works (送出訂單, 確認收款, 登入), a screen or dialog that unmounts. The browser drops focus to the body,
// and a keyboard or screen-reader user starts over from the top; here it lands on the heading of what
// is now in front: the open dialog, the table's check (marked data-landing), or the page.
const LANDINGS = ['dialog[open] .dialog-title', 'main [data-landing]', 'main h1']
// A screen that loads its data shows its heading a moment later; past this, focus is left alone.
const WAIT_MS = 5000

const lost = () => !document.activeElement || document.activeElement === document.body
// Not laid out: unmounted, or hidden while the next screen loads (Suspense sets display: none).
const shown = (el: Element) => el.isConnected && el.getClientRects().length > 0
const taken = (el: Element) => !shown(el) || el.matches(':disabled')

function landing(): HTMLElement | null {
  for (const selector of LANDINGS) {
    const top = [...document.querySelectorAll<HTMLElement>(selector)].filter(shown).at(-1)
    if (top) return top
  }
  return null
}

/** Focuses the landing once there is one, unless focus went somewhere first; false while waiting. */
function land(): boolean {
  if (!lost()) return true
  const target = landing()
  if (!target) return false
  if (!target.hasAttribute('tabindex')) target.tabIndex = -1
  // A tap that took its own button away must not also scroll the page up to the heading.
  target.focus({ preventScroll: true })
  return true
}

let stopWaiting = () => {}

function waitToLand() {
  stopWaiting()
  if (land()) return
  const observer = new MutationObserver(() => land() && stopWaiting())
  const timer = setTimeout(() => stopWaiting(), WAIT_MS)
  stopWaiting = () => {
    observer.disconnect()
    clearTimeout(timer)
  }
  observer.observe(document.body, { childList: true, subtree: true })
}

/** Once, at start-up. A person moving focus away (a click on blank space, Tab) is left as they chose. */
export function rescueLostFocus() {
  document.addEventListener('focusout', (e) => {
    const from = e.target
    if (e.relatedTarget || !(from instanceof Element)) return
    // The element is still in the page while focusout runs; it is gone or disabled a frame later.
    requestAnimationFrame(() => {
      if (lost() && taken(from)) waitToLand()
    })
  })
}
