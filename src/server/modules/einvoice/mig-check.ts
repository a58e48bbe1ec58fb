/**
 * A strict reader and check of MIG message files (no XML parser is installed in this project); the
 * 加值中心 channel reads its requests from the messages with it, tests check them. The text must be
 * well-formed XML (one root, every tag closed in order, only the five entities, no
 * stray `<` or `&`), then the tree must hold the message's required elements in the schema's order.
 */
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

/** Required elements of each block, in the MIG 4.1 order (optional ones may sit between them). */
const REQUIRED: Record<string, { root: string; blocks: Record<string, string[]> }> = {
  F0401: {
    root: 'Invoice',
    blocks: {
      '': ['Main', 'Details', 'Amount'],
      Main: [
        'InvoiceNumber',
        'InvoiceDate',
        'InvoiceTime',
        'Seller',
        'Buyer',
        'InvoiceType',
        'DonateMark',
        'PrintMark',
        'RandomNumber',
      ],
      'Main/Seller': ['Identifier', 'Name'],
      'Main/Buyer': ['Identifier', 'Name'],
      'Details/ProductItem': ['Description', 'Quantity', 'UnitPrice', 'TaxType', 'Amount', 'SequenceNumber'],
      Amount: [
        'SalesAmount',
        'FreeTaxSalesAmount',
        'ZeroTaxSalesAmount',
        'TaxType',
        'TaxRate',
        'TaxAmount',
        'TotalAmount',
      ],
    },
  },
  F0501: {
    root: 'CancelInvoice',
    blocks: {
      '': ['CancelInvoiceNumber', 'InvoiceDate', 'BuyerId', 'SellerId', 'CancelDate', 'CancelTime', 'CancelReason'],
    },
  },
  G0401: {
    root: 'Allowance',
    blocks: {
      '': ['Main', 'Details', 'Amount'],
      Main: ['AllowanceNumber', 'AllowanceDate', 'Seller', 'Buyer', 'AllowanceType'],
      'Details/ProductItem': [
        'OriginalInvoiceDate',
        'OriginalInvoiceNumber',
        'OriginalDescription',
        'Quantity',
        'Unit',
        'UnitPrice',
        'Amount',
        'Tax',
        'AllowanceSequenceNumber',
        'TaxType',
      ],
      Amount: ['TaxAmount', 'TotalAmount'],
    },
  },
}

/** Problems found (empty when the file passes). */
export function checkMig(type: 'F0401' | 'F0501' | 'G0401', xml: string): string[] {
  const spec = REQUIRED[type]
  const problems: string[] = []
  let root: XmlNode
  try {
    root = parseXml(xml)
  } catch (e) {
    return [`not well-formed: ${(e as Error).message}`]
  }
  if (root.name !== spec.root) problems.push(`root is ${root.name}, not ${spec.root}`)
  if (root.attrs.xmlns !== `urn:GEINV:eInvoiceMessage:${type}:4.1`) problems.push(`namespace ${root.attrs.xmlns}`)
  for (const [path, names] of Object.entries(spec.blocks)) {
    const parts = path ? path.split('/') : []
    let nodes = [root]
    for (const p of parts) nodes = nodes.flatMap((n) => n.children.filter((c) => c.name === p))
    if (nodes.length === 0) problems.push(`${path} missing`)
    for (const n of nodes) {
      const order = n.children.map((c) => c.name)
      let at = -1
      for (const name of names) {
        const idx = order.indexOf(name, at + 1)
        if (idx === -1) problems.push(`${path || spec.root}/${name} missing or out of order`)
        else if (!n.children[idx].children.length && !n.children[idx].text.trim())
          problems.push(`${path || spec.root}/${name} empty`)
        else at = idx
      }
    }
  }
  return problems
}
