import { expect, test } from 'bun:test'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createWalSync } from './wal-sync'

/** A datasync the test finishes by hand, recording when each began. */
function manual() {
  const runs: PromiseWithResolvers<void>[] = []
  return { runs, datasync: () => { const r = Promise.withResolvers<void>(); runs.push(r); return r.promise } }
}
const tick = () => new Promise((r) => setTimeout(r, 0))

test('one sync at a time: those asked for meanwhile share the next, which begins after the running one', async () => {
  const { runs, datasync } = manual()
  const wal = createWalSync('/unused', datasync)
  const done: string[] = []
  const first = wal.sync().then(() => done.push('first'))
  const second = wal.sync().then(() => done.push('second'))
  const third = wal.sync().then(() => done.push('third'))
  expect(runs).toHaveLength(1) // the second and third may have written after the first began
  runs[0].resolve()
  await first
  await tick()
  expect(done).toEqual(['first'])
  expect(runs).toHaveLength(2)
  runs[1].resolve()
  await Promise.all([second, third])
  expect(done).toEqual(['first', 'second', 'third'])
  expect(runs).toHaveLength(2)
})

test('a failed sync fails its callers; settled() waits for every sync asked for and never fails', async () => {
  const { runs, datasync } = manual()
  const wal = createWalSync('/unused', datasync)
  await wal.settled() // nothing asked for: at once
  const first = wal.sync()
  const second = wal.sync()
  let settled = false
  const all = wal.settled().then(() => { settled = true })
  runs[0].reject(new Error('EIO'))
  await expect(first).rejects.toThrow('EIO')
  await tick()
  expect(settled).toBe(false) // the second sync is still to come
  runs[1].resolve()
  await second
  await all
  expect(settled).toBe(true)
})

test('the real sync flushes an existing file and fails on a missing one', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'pos-wal-'))
  try {
    writeFileSync(join(dir, 'x-wal'), 'frames')
    await createWalSync(join(dir, 'x-wal')).sync()
    await expect(createWalSync(join(dir, 'missing-wal')).sync()).rejects.toThrow()
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
})

test('onFirstSync runs once, at the first sync (main.ts starts the checkpointer then)', async () => {
  const wal = createWalSync('/unused', async () => {})
  let calls = 0
  wal.onFirstSync = () => calls++
  await wal.settled()
  expect(calls).toBe(0)
  await wal.sync()
  await wal.sync()
  expect(calls).toBe(1)
})
