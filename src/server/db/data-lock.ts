import { dlopen, FFIType, read } from 'bun:ffi'
import { closeSync, ftruncateSync, openSync, readFileSync, writeSync } from 'node:fs'
import { join } from 'node:path'
import { privateDir } from './private-files'

/**
 * One server per data folder: two would each cache menu rows and sell at prices the other has
 * changed, and a second one would migrate the database under the first. The lock is flock(2) on
 * <data>/pos.lock, held by an open file for the life of the process: the kernel lets go of it
 * when the process ends in any way, SIGKILL and power cuts included, so a stale file never
 * locks anyone out. (SQLite's own locks are fcntl(2) locks, which flock does not interfere with.)
 * The file holds the holder's PID for the message the next one prints; it is never deleted, as
 * unlinking a lock file lets two processes lock two different files of the same name.
 */
const LOCK_FILE = 'pos.lock'

const LOCK_EX = 2
const LOCK_NB = 4
/** flock's "held by someone else" (EWOULDBLOCK). */
const HELD = process.platform === 'darwin' ? 35 : 11

export class DataFolderLockError extends Error {}

/** A second server (or a restore) on a folder a server holds: zh-TW, then English, naming the PID. */
export class DataFolderBusyError extends DataFolderLockError {
  constructor(
    readonly dataDir: string,
    readonly pid: number | null,
  ) {
    super(
      `資料夾 ${dataDir} 已由另一個 pos-server 使用中（PID ${pid ?? '不明'}）：同一資料夾只能執行一個伺服器，請先停止它` +
        `（備份可照常以 pos-server backup 進行）。Error: another pos-server (PID ${pid ?? 'unknown'}) ` +
        `holds the data folder ${dataDir}; only one server may use a folder, stop that one first.`,
    )
  }
}

type Libc = { flock(fd: number, op: number): number; errno(): number }
let libc: Libc | null = null

function loadLibc(): Libc {
  if (libc) return libc
  const darwin = process.platform === 'darwin'
  if (!darwin && process.platform !== 'linux')
    throw new DataFolderLockError(
      `此平台（${process.platform}）無法鎖定資料夾。Error: no folder lock on ${process.platform}.`,
    )
  const errnoSymbol = darwin ? '__error' : '__errno_location'
  const lib = (() => {
    try {
      return dlopen(darwin ? 'libc.dylib' : 'libc.so.6', {
        flock: { args: [FFIType.i32, FFIType.i32], returns: FFIType.i32 },
        [errnoSymbol]: { args: [], returns: FFIType.ptr },
      })
    } catch (e) {
      throw new DataFolderLockError(
        `無法載入 libc 的 flock 以鎖定資料夾（${(e as Error).message}）。Error: cannot load flock from libc to lock the data folder.`,
      )
    }
  })()
  libc = {
    flock: (fd, op) => lib.symbols.flock(fd, op) as number,
    errno: () => read.i32(lib.symbols[errnoSymbol]()!, 0),
  }
  return libc
}

function holderPid(path: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(path, 'utf8'), 10)
    return Number.isInteger(pid) && pid > 0 ? pid : null
  } catch {
    return null
  }
}

export type DataFolderLock = { path: string; release(): void }

/**
 * Takes the data folder for this process, or throws DataFolderBusyError naming the holder's PID
 * (never waits). Creates the folder, private, when it does not exist yet.
 */
export function lockDataFolder(dataDir: string): DataFolderLock {
  const { flock, errno } = loadLibc()
  privateDir(dataDir)
  const path = join(dataDir, LOCK_FILE)
  const fd = openSync(path, 'a+', 0o600)
  if (flock(fd, LOCK_EX | LOCK_NB) !== 0) {
    const code = errno()
    closeSync(fd)
    if (code === HELD) throw new DataFolderBusyError(dataDir, holderPid(path))
    throw new DataFolderLockError(
      `無法鎖定資料夾 ${dataDir}（flock errno ${code}）。Error: cannot lock the data folder ${dataDir} (flock errno ${code}).`,
    )
  }
  try {
    ftruncateSync(fd, 0)
    writeSync(fd, `${process.pid}\n`)
  } catch {
    // A full disk: the lock holds all the same, and the next one's message says "PID unknown".
  }
  let held = true
  return {
    path,
    release() {
      if (held) closeSync(fd)
      held = false
    },
  }
}
