import type { ReceiptRow } from '../../shared/api/devices.ts'
import { zhTW } from '../../shared/i18n/zh-TW.ts'
import './receipt.css'

const r = zhTW.receiptScreen

function Row({ row }: { row: ReceiptRow }) {
  switch (row.kind) {
    case 'title':
      return <p className="receipt-title">{row.text}</p>
    case 'center':
      return <p className={row.bold ? 'receipt-center receipt-bold' : 'receipt-center'}>{row.text}</p>
    case 'text':
      return <p className="receipt-text">{row.text}</p>
    case 'rule':
      return <hr className="receipt-rule" />
    case 'item':
      return (
        <p className="receipt-item">
          <span>{row.name}</span>
          <span>{row.qty}</span>
          <span>{row.amount}</span>
        </p>
      )
    case 'pair':
      return (
        <p className={row.bold ? 'receipt-pair receipt-bold' : 'receipt-pair'}>
          <span>{row.left}</span>
          <span>{row.right}</span>
        </p>
      )
    case 'qr':
      return <p className="receipt-center receipt-code">{row.data}</p>
  }
}

/**
 * The customer receipt on screen, line for line as the receipt printer lays it out: what the
 * counter shows the guest when the store has no receipt printer.
 */
export function ReceiptSheet({ rows }: { rows: readonly ReceiptRow[] }) {
  return (
    <section className="receipt-sheet" aria-label={r.title} data-testid="receipt-sheet">
      {rows.map((row, i) => (
        // the rows are the receipt's lines in order; a line's place is its identity
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <Row key={i} row={row} />
      ))}
    </section>
  )
}
