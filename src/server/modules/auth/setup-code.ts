import { createHash, randomInt, timingSafeEqual } from 'node:crypto'
import { rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Logger } from '../../log'
import { PRIVATE_FILE_MODE, privateFile } from '../../db/private-files'

/** Beside pos.db: whoever holds the box (a shell on it, the SD card) reads the code there. */
export const SETUP_CODE_FILE = 'setup-code.txt'

/** The guess guard's one subject for setup codes: every username counts against the same code. */
export const SETUP_CODE_SUBJECT = 'setup-code'

/**
 * Eight digits from the CSPRNG, shown as `4821-7730`. 10^8 codes against the guess guard's 20
 * wrong ones a quarter hour (all addresses together): centuries, not minutes.
 */
const eightDigits = () => String(randomInt(0, 100_000_000)).padStart(8, '0')

/** Typed with or without the dash or spaces, in full-width digits from a Chinese keyboard too. */
export function normalizeSetupCode(raw: string): string {
  return raw.normalize('NFKC').replace(/[\s-]/g, '')
}

const digest = (code: string) => createHash('sha256').update(code).digest()

function fileText(shown: string): string {
  return [
    shown,
    '',
    '好味 POS 設定碼：註冊第一個帳號（店主）時請輸入上面這組設定碼。店主帳號建立後，此檔案會自動刪除。',
    'POS setup code: enter the code above when registering the first account (the ' +
      'owner). This file is deleted once the owner exists.',
    '',
  ].join('\n')
}

type Deps = {
  dataDir: string
  log: Logger
  /** Whether the first account (the owner) exists. */
  hasOwner: () => boolean
  generate?: () => string
}

/**
 * A fresh install's one-time setup code: without it the first visitor on the LAN would register
 * and become the owner. Held in memory as a SHA-256 and in `<data>/setup-code.txt` (0600) only
 * while no account exists; a new one at every start until then. Nothing matches before `start()`,
 * so a server that never started it lets nobody become the owner.
 */
export function createSetupCode({ dataDir, log, hasOwner, generate = eightDigits }: Deps) {
  const path = join(dataDir, SETUP_CODE_FILE)
  let expected: Buffer | null = null

  const removeFile = () => rmSync(path, { force: true })
  /** The code no longer works whether or not its file goes: a failure is a warning, not a stop. */
  function removeFileOrWarn() {
    try {
      removeFile()
    } catch (e) {
      log.warn(
        'setup.file_not_removed',
        `could not remove ${path} (the code no longer works): ${(e as Error).message}`,
        { file: path },
      )
    }
  }

  return {
    path,

    /** At start, after any demo data: a new code printed and written while there is no owner. Returns it as shown. */
    start(): string | null {
      if (hasOwner()) {
        expected = null
        removeFileOrWarn() // left behind by a crash between the owner's commit and the removal
        return null
      }
      const digits = generate()
      const shown = `${digits.slice(0, 4)}-${digits.slice(4)}`
      // Removed and created anew ('wx'): never written through whatever stands at the path.
      removeFile()
      writeFileSync(path, fileText(shown), { mode: PRIVATE_FILE_MODE, flag: 'wx' })
      privateFile(path)
      expected = digest(digits)
      log.info(
        'setup.code',
        `設定碼 ${shown}：尚無店主帳號，第一個註冊的帳號須輸入此設定碼才能成為店主（也寫在 ${path}）。` +
          ` Setup code ${shown}: no owner yet; the first registration must enter this ` +
          `code to become the owner (also in ${path}).`,
        { file: path },
      )
      return shown
    },

    /** Whether `raw` is this start's code (constant time over the digests). */
    matches(raw: string): boolean {
      return expected !== null && timingSafeEqual(digest(normalizeSetupCode(raw)), expected)
    },

    /** The owner exists: the code is spent, its file gone. */
    used(username: string): void {
      expected = null
      removeFileOrWarn()
      log.info(
        'setup.owner_created',
        `owner account ${username} created with the setup code; ${SETUP_CODE_FILE} removed`,
        { username },
      )
    },
  }
}
export type SetupCode = ReturnType<typeof createSetupCode>
