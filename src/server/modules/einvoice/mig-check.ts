/**
 * MIG message files read and checked. `parseXml` and `textAt` read values back (no XML parser is
 * installed in this project): the 加值中心 channel builds its requests from the messages with them,
 * tests assert on them. `checkMig`, for tests, runs xmllint against the platform's own schemas
 * (tests/fixtures/einvoice-xsd, see its README) and returns xmllint's complaints.
 */
import { spawnSync } from 'node:child_process'
import { join } from 'node:path'

export type XmlNode = { name: string; attrs: Record<string, string>; children: XmlNode[]; text: string }

const NAME = /^[A-Za-z_][\w.-]*$/

export function parseXml(xml: string): XmlNode {
  const decl = /^<\?xml version="1\.0" encoding="UTF-8"\?>\n?/.exec(xml)
  if (!decl) throw new Error('missing XML declaration')
  let i = decl[0].length
  const root: XmlNode = { name: '#doc', attrs: {}, children: [], text: '' }
  const stack: XmlNode[] = [root]
  const unescapeXml = (s: string) => {
    if (/&(?!(amp|lt|gt|quot|apos);)/.test(s)) throw new Error(`bad entity in ${JSON.stringify(s)}`)
    if (s.includes('<') || s.includes('>')) throw new Error(`bare < or > in ${JSON.stringify(s)}`)
    return s
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&apos;/g, "'")
      .replace(/&amp;/g, '&')
  }
  while (i < xml.length) {
    const lt = xml.indexOf('<', i)
    const text = xml.slice(i, lt === -1 ? xml.length : lt)
    if (text.trim()) {
      if (stack.length === 1) throw new Error('text outside the root')
      stack[stack.length - 1].text += unescapeXml(text)
    }
    if (lt === -1) break
    const gt = xml.indexOf('>', lt)
    if (gt === -1) throw new Error('unclosed tag')
    const tag = xml.slice(lt + 1, gt)
    if (tag.startsWith('/')) {
      const name = tag.slice(1)
      const open = stack.pop()
      if (!open || open.name !== name) throw new Error(`</${name}> closes <${open?.name}>`)
    } else {
      const selfClosing = tag.endsWith('/')
      const [name, ...rest] = (selfClosing ? tag.slice(0, -1) : tag).trim().split(/\s+/)
      if (!NAME.test(name)) throw new Error(`bad element name ${name}`)
      const attrs: Record<string, string> = {}
      for (const a of rest.join(' ').matchAll(/([\w:.-]+)="([^"]*)"/g)) attrs[a[1]] = unescapeXml(a[2])
      const node: XmlNode = { name, attrs, children: [], text: '' }
      const parent = stack[stack.length - 1]
      if (parent === root && root.children.length) throw new Error('two roots')
      parent.children.push(node)
      if (!selfClosing) stack.push(node)
    }
    i = gt + 1
  }
  if (stack.length !== 1) throw new Error(`<${stack[stack.length - 1].name}> never closed`)
  return root.children[0]
}

export const child = (n: XmlNode, name: string) => n.children.find((c) => c.name === name)
export const textAt = (n: XmlNode, path: string) =>
  path.split('/').reduce<XmlNode | undefined>((x, p) => (x ? child(x, p) : undefined), n)?.text

export const MIG_TYPES = ['F0401', 'F0501', 'G0401', 'G0501', 'E0402'] as const
export type MigType = (typeof MIG_TYPES)[number]

const XSD_DIR = join(import.meta.dir, '../../../../tests/fixtures/einvoice-xsd/v41')

/**
 * xmllint's complaints about `xml` (or about each file in `paths`) against the message's XSD: empty
 * when valid. A missing xmllint is a failure too (scripts/ensure-test-deps.sh installs it).
 */
export function checkMig(type: MigType, xml: string, paths: string[] = []): string[] {
  const args = ['--noout', '--schema', join(XSD_DIR, `${type}.xsd`), ...(paths.length ? paths : ['-'])]
  const r = spawnSync('xmllint', args, { input: paths.length ? undefined : xml, encoding: 'utf8' })
  if (r.error) return [`xmllint cannot run: ${r.error.message}`]
  if (r.status === 0) return []
  return r.stderr
    .split('\n')
    .filter((line) => line && !/ validates$/.test(line))
    .map((line) => line.trim())
}
