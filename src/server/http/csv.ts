import { toCsv, type CsvCell } from '../../shared/domain/csv'

/** A CSV download; the name is ASCII so every browser keeps it. */
export function csvResponse(filename: string, rows: CsvCell[][]): Response {
  return new Response(toCsv(rows), {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${filename}"`,
      'cache-control': 'no-store',
    },
  })
}
