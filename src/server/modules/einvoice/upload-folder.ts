import { realpathSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'
import { isInsideFolder, isPlainAbsolutePath } from '../../../shared/domain/server-paths'

/** `path` with its existing part resolved through symlinks; the part not created yet is appended as written. */
function resolvedPath(path: string): string {
  const rest: string[] = []
  for (let head = path; ; head = dirname(head)) {
    try {
      return join(realpathSync(head), ...rest)
    } catch {
      if (dirname(head) === head) return path
      rest.unshift(basename(head))
    }
  }
}

/**
 * Where 電子發票 message files go: `root` (the owner's --einvoice-dir, by default <data>/einvoice)
 * or a folder inside it that a manager picked. Nothing a manager saves leads elsewhere, neither by
 * its text (`..`) nor through a symlink. A folder saved before this rule that lies outside the
 * root is ignored: the store writes to the root until the owner starts the server with that
 * folder as --einvoice-dir (then the saved folder is inside the root again and used as before).
 */
export function createUploadFolder(root: string) {
  const allowed = (path: string) =>
    isPlainAbsolutePath(path) && isInsideFolder(root, path) && isInsideFolder(resolvedPath(root), resolvedPath(path))
  return {
    root,
    allowed,
    /** The folder a store writes to now: looked up at every write, so a symlink made since cannot lead out. */
    of: (saved: string | null | undefined) => (saved && allowed(saved) ? saved : root),
  }
}
export type UploadFolder = ReturnType<typeof createUploadFolder>
