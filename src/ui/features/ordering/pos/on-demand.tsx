import { useEffect, useRef, useState, type ComponentType } from 'react'
import { zhTW } from '../../../../shared/i18n/zh-TW.ts'
import { Button } from '../../../components/Button.tsx'
import { Dialog } from '../../../components/Dialog.tsx'
import { Spinner } from '../../../components/Spinner.tsx'
import { whenIdle } from '../../../idle.ts'

const counterText = zhTW.frontOfHouse.common

type Closable = { onClose: (...args: never[]) => void }

/**
 * A dialog of the POS whose code is not part of the screen's first load, so a slow tablet has less to load before the
 * POS is usable: nothing is rendered until it is first opened, then it stays mounted as before. `preload()` (run once
 * the screen is idle) makes the first tap instant and the dialog usable offline afterwards; opened before its code has
 * come, it shows a dialog with a spinner, and one with a retry if the code cannot be fetched.
 */
export function onDemand<P extends Closable>(load: () => Promise<ComponentType<P>>, isOpen: (props: P) => boolean) {
  let loaded: ComponentType<P> | null = null
  let pending: Promise<ComponentType<P>> | null = null
  const preload = () =>
    (pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        pending = null // a later tap asks again
        throw error
      },
    ))

  // biome-ignore lint/correctness/noComponentHookFactories: made once per dialog at module load, never inside a render
  function OnDemand(props: P) {
    const open = isOpen(props)
    const seen = useRef(false)
    if (open) seen.current = true
    const [Component, setComponent] = useState<ComponentType<P> | null>(() => loaded)
    const [failed, setFailed] = useState(false)
    const wanted = seen.current && !Component && !loaded && !failed
    useEffect(() => {
      if (!wanted) return
      let live = true
      preload().then(
        (component) => live && setComponent(() => component),
        () => live && setFailed(true),
      )
      return () => {
        live = false
      }
    }, [wanted])
    // loaded by the idle preload: the first tap renders the dialog itself, no loading frame
    const Ready = Component ?? loaded
    if (Ready) return <Ready {...props} />
    if (!open) return null
    const close = () => (props.onClose as () => void)()
    return (
      <Dialog open onClose={close} title={failed ? counterText.screenFailed : zhTW.common.loading}>
        {failed ? (
          <>
            <p className="muted">{counterText.networkError}</p>
            <div className="form-actions">
              <Button onClick={() => setFailed(false)}>{zhTW.common.retry}</Button>
            </div>
          </>
        ) : (
          <Spinner />
        )}
      </Dialog>
    )
  }
  return Object.assign(OnDemand, { preload })
}

/** Asks for the dialogs' code once the browser is idle, so their first tap finds it loaded. */
export function preloadWhenIdle(dialogs: readonly { preload: () => Promise<unknown> }[]): () => void {
  return whenIdle(() => {
    for (const d of dialogs) void d.preload().catch(() => undefined)
  })
}
