import { chmodSync, chownSync, fchmodSync, fchownSync, statSync } from 'node:fs'
import { join, relative, sep } from 'node:path'

/** The OS group Turnkey's account is in (the owner's --einvoice-group); null: the POS account only. */
export type ShareGroup = Readonly<{ gid: number }> | null

/**
 * Folders: the group may list them and take files out (Turnkey moves each file it uploaded from SRC
 * to BAK or ERR beside it), and setgid keeps what Turnkey creates inside in the same group. Files:
 * the group reads them, nobody else does.
 */
export const DIR_MODE = 0o2770
export const FILE_MODE = 0o640

/** Every folder from `root` down to `leaf` in the group, each changed only when it is not already. */
export function shareFolders(root: string, leaf: string, group: ShareGroup) {
  if (!group) return
  let dir = root
  for (const part of ['', ...relative(root, leaf).split(sep).filter(Boolean)]) {
    dir = part ? join(dir, part) : dir
    const st = statSync(dir)
    if (st.gid === group.gid && (st.mode & 0o7777) === DIR_MODE) continue
    chownSync(dir, -1, group.gid)
    chmodSync(dir, DIR_MODE)
  }
}

/** A file being written (before its rename into SRC, so Turnkey never meets one it cannot read). */
export function shareFile(fd: number, group: ShareGroup) {
  if (!group) return
  fchownSync(fd, -1, group.gid)
  fchmodSync(fd, FILE_MODE)
}
