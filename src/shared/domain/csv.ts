/**
 * CSV for spreadsheets used in Taiwan: UTF-8 with a BOM (so Excel reads 中文), CRLF lines,
 * RFC 4180 quoting. Text that a spreadsheet would run as a formula is prefixed with '.
 */
export type CsvCell = string | number | null | undefined

const FORMULA_START = /^[=+\-@\t\r]/

function cell(value: CsvCell): string {
  if (value === null || value === undefined) return ''
  let text = String(value)
  if (typeof value === 'string' && FORMULA_START.test(text) && !/^-?\d+(\.\d+)?$/.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

export function toCsv(rows: CsvCell[][]): string {
  return `\uFEFF${rows.map((r) => r.map(cell).join(',')).join('\r\n')}\r\n`
}
