import { expect, test } from 'bun:test'
import { mkdtempSync, readdirSync, readlinkSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createWalSync, openedFile } from './wal-sync'

/** A datasync the test finishes by hand, recording when each began. */
function manual() {
  const runs: PromiseWithResolvers<void>[] = []
  return {
    runs,
    file: {
      datasync: () => {
        const r = Promise.withResolvers<void>()
        runs.push(r)
        return r.promise
      },
      close() {},
    },
  }
}
const tick = () => new Promise((r) => setTimeout(r, 0))

test('one sync at a time: those asked for meanwhile share the next, which begins after the running one', async () => {
  const { runs, file } = manual()
  const wal = createWalSync(file)
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
  const { runs, file } = manual()
  const wal = createWalSync(file)
  await wal.settled() // nothing asked for: at once
  const first = wal.sync()
  const second = wal.sync()
  let settled = false
  const all = wal.settled().then(() => {
    settled = true
  })
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
    await createWalSync(openedFile(join(dir, 'x-wal'))).sync()
    await expect(createWalSync(openedFile(join(dir, 'missing-wal'))).sync()).rejects.toThrow()
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
})

test('onFirstSync runs once, at the first sync (main.ts starts the checkpointer then)', async () => {
  const wal = createWalSync({ datasync: async () => {}, close() {} })
  let calls = 0
  wal.onFirstSync = () => calls++
  await wal.settled()
  expect(calls).toBe(0)
  await wal.sync()
  await wal.sync()
  expect(calls).toBe(1)
})

test('the log stays open between syncs; a log made anew is opened again; close lets it go', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'pos-wal-'))
  const path = join(dir, 'x-wal')
  // What this process has open under that path ("… (deleted)" for a file since removed).
  const opened = () =>
    readdirSync('/proc/self/fd').flatMap((fd) => {
      try {
        const target = readlinkSync(`/proc/self/fd/${fd}`)
        return target.startsWith(path) ? [target] : []
      } catch {
        return [] // the directory's own descriptor, gone by now
      }
    })
  try {
    writeFileSync(path, 'frames')
    const wal = createWalSync(openedFile(path))
    await wal.sync()
    await wal.sync()
    await wal.sync()
    expect(opened()).toEqual([path])
    rmSync(path)
    writeFileSync(path, 'new frames')
    await wal.sync()
    expect(opened()).toEqual([path])
    wal.close()
    await wal.settled()
    await tick()
    expect(opened()).toEqual([])
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
})
