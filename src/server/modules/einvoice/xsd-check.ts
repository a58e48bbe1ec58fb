/**
 * The Ministry's own check for tests: `xmllint --schema` against the MIG 4.1 XSDs copied from the
 * Turnkey jar into ../shared/einvoice-xsd (see its README). Returns xmllint's complaints, empty
 * when the file validates.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

export const XSD_DIR = resolve(import.meta.dir, '../../../../../shared/einvoice-xsd/v41')

export function xsdProblems(type: string, xml: string): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'mig-'))
  try {
    const file = join(dir, `${type}.xml`)
    writeFileSync(file, xml)
    const r = Bun.spawnSync(['xmllint', '--noout', '--schema', join(XSD_DIR, `${type}.xsd`), file])
    if (r.exitCode === 0) return []
    return r.stderr
      .toString()
      .split('\n')
      .filter((l) => l.trim() && !l.endsWith(' validates'))
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
