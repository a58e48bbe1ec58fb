/**
 * Runs `work` once the browser is idle (at the latest after `timeoutMs`), so what a first tap would
 * otherwise pay for is done while nobody waits. Returns the cancel for an effect's cleanup.
 */
export function whenIdle(work: () => void, timeoutMs = 3000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(work, { timeout: timeoutMs })
    return () => cancelIdleCallback(id)
  }
  const id = setTimeout(work, 500)
  return () => clearTimeout(id)
}
