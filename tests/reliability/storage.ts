// A data folder that can be filled up and made read-only on demand, for the disk tests.
// As root where mounting is allowed: a small tmpfs (a real ENOSPC, a real read-only remount).
// Otherwise: a file-size limit on the server process (writes beyond it fail, as on a full disk)
// and chmod for read-only, which only binds a non-root user.
import { spawnSync } from 'node:child_process'
import {
  chmodSync,
  closeSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  rmSync,
  statSync,
  writeSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const run = (cmd: string[]) => spawnSync(cmd[0], cmd.slice(1), { encoding: 'utf8' })
const isRoot = process.getuid?.() === 0

export type DataStorage = {
  kind: 'tmpfs' | 'file-size-limit'
  dataDir: string
  /** Prefix for the server command (the file-size limit needs SIGXFSZ ignored). */
  wrap: string[]
  /** Leaves the server no room to grow its files. */
  fill(serverPid: number): void
  free(serverPid: number): void
  /** Only while no server runs (a mounted file system cannot go read-only with files open). */
  readOnly(): boolean
  writable(): void
  cleanup(): void
}

function tryTmpfs(sizeMb: number): DataStorage | null {
  if (!isRoot || process.env.POS_RELIABILITY_NO_MOUNT) return null
  const mnt = mkdtempSync(join(tmpdir(), 'pos-tmpfs-'))
  if (run(['mount', '-t', 'tmpfs', '-o', `size=${sizeMb}m`, 'tmpfs', mnt]).status !== 0) {
    rmSync(mnt, { recursive: true, force: true })
    return null
  }
  const dataDir = join(mnt, 'data')
  mkdirSync(dataDir)
  const filler = join(mnt, 'filler')
  return {
    kind: 'tmpfs',
    dataDir,
    wrap: [],
    fill() {
      const fd = openSync(filler, 'w')
      const chunk = Buffer.alloc(64 * 1024)
      try {
        for (;;) writeSync(fd, chunk)
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code !== 'ENOSPC') throw e
      }
      try {
        for (;;) writeSync(fd, chunk, 0, 512) // the last few blocks
      } catch {
        // full
      }
      closeSync(fd)
    },
    free: () => rmSync(filler, { force: true }),
    readOnly: () => run(['mount', '-o', 'remount,ro', mnt]).status === 0,
    writable() {
      run(['mount', '-o', 'remount,rw', mnt])
    },
    cleanup() {
      run(['umount', '-l', mnt])
      rmSync(mnt, { recursive: true, force: true })
    },
  }
}

function fileSizeLimit(): DataStorage {
  const dir = mkdtempSync(join(tmpdir(), 'pos-fsize-'))
  const biggest = () => Math.max(...readdirSync(dir).map((f) => statSync(join(dir, f)).size))
  const setLimit = (pid: number, limit: string) => {
    const r = run(['prlimit', `--pid=${pid}`, `--fsize=${limit}:unlimited`])
    if (r.status !== 0) throw new Error(`prlimit failed: ${r.stderr}`)
  }
  return {
    kind: 'file-size-limit',
    dataDir: dir,
    // An ignored signal stays ignored across exec: a write past the limit fails with EFBIG
    // instead of killing the process.
    wrap: ['sh', '-c', `trap '' XFSZ; exec "$@"`, 'sh'],
    fill: (pid) => setLimit(pid, String(biggest())),
    free: (pid) => setLimit(pid, 'unlimited'),
    readOnly() {
      if (isRoot) return false // root writes through any mode bits
      chmodSync(dir, 0o555)
      for (const f of readdirSync(dir)) chmodSync(join(dir, f), 0o444)
      return true
    },
    writable() {
      chmodSync(dir, 0o755)
      for (const f of readdirSync(dir)) chmodSync(join(dir, f), 0o644)
    },
    cleanup: () => rmSync(dir, { recursive: true, force: true }),
  }
}

export function dataStorage(): DataStorage {
  return tryTmpfs(48) ?? fileSizeLimit()
}
