import { chmodSync, lstatSync, mkdirSync, readdirSync, type Stats } from 'node:fs'
import { join } from 'node:path'

/**
 * The data folder holds password hashes, the key that signs table QR codes and every sale: only
 * the account that runs the server may read it (folders 0700, files 0600), whatever the umask of
 * the shell or service manager that started it.
 */
export const PRIVATE_DIR_MODE = 0o700
export const PRIVATE_FILE_MODE = 0o600

/**
 * Called first thing in the process: every file it creates from then on is private, including
 * those SQLite creates on its own (-wal, -shm, a VACUUM INTO backup, a journal).
 */
export function restrictNewFiles(): void {
  process.umask(0o077)
}

/** Makes a file this process wrote private, without relying on the umask (tests, library use). */
export function privateFile(path: string): void {
  chmodSync(path, PRIVATE_FILE_MODE)
}

/**
 * Takes group and other access away and adds nothing: a folder made read-only on purpose stays
 * read-only (and the server then says so instead of writing anyway). A file system mounted
 * read-only cannot change; opening the database reports that.
 */
function removeOthersAccess(path: string, stat: Stats): void {
  if ((stat.mode & 0o077) === 0) return
  try {
    chmodSync(path, stat.mode & 0o700)
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code
    if (code !== 'ENOENT' && code !== 'EROFS')
      console.warn(`無法將權限設為僅限本帳號：${path}（${(e as Error).message}）`)
  }
}

/** Creates the folder (and missing parents) private, and takes others' access to an existing one away. */
export function privateDir(path: string): void {
  mkdirSync(path, { recursive: true, mode: PRIVATE_DIR_MODE })
  removeOthersAccess(path, lstatSync(path))
}

/**
 * Makes the data folder and everything in it private: an install from before this rule had 0644
 * files in 0755 folders. Symbolic links are left alone (chmod would follow them out of the folder).
 */
export function privateTree(dir: string): void {
  privateDir(dir)
  walk(dir)
}

function walk(dir: string): void {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name)
    const stat = lstatSync(path, { throwIfNoEntry: false })
    if (!stat?.isDirectory() && !stat?.isFile()) continue
    removeOthersAccess(path, stat)
    if (stat.isDirectory()) walk(path)
  }
}
