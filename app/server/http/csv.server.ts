/**
 * CSV downloads for the admin (orders, users, sales, GST summaries): RFC 4180 quoting, CRLF line
 * ends, a UTF-8 byte-order mark so Excel reads ₹ and names right, and text cells that a
 * spreadsheet would run as a formula (starting with = + - @, tab or CR) prefixed with an
 * apostrophe (OWASP's CSV injection advice). Numbers are written as they are, and so is text that
 * is only a number ("-169.50" from `csvRupees`, a refund): a spreadsheet reads it as that number,
 * and an apostrophe would turn it into text.
 */

export type CsvColumn<Row> = { header: string; value: (row: Row) => string | number | null }

function cell(value: string | number | null) {
  if (value === null) return ''
  if (typeof value === 'number') return String(value)
  const plainNumber = /^-?\d+(\.\d+)?$/.test(value)
  const safe = !plainNumber && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}

export function toCsv<Row>(columns: readonly CsvColumn<Row>[], rows: Iterable<Row>) {
  const lines = [columns.map((c) => cell(c.header)).join(',')]
  for (const row of rows) lines.push(columns.map((c) => cell(c.value(row))).join(','))
  return `${lines.join('\r\n')}\r\n`
}

/** A CSV download named `filename` (ASCII letters, digits, dot, dash and underscore only). */
export function csvResponse(filename: string, csv: string) {
  const safeName = filename.replace(/[^A-Za-z0-9._-]+/g, '-')
  return new Response(`\uFEFF${csv}`, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${safeName}"`,
      'Cache-Control': 'no-store',
    },
  })
}

/** Rupees with two decimals for a paise amount, as accountants' sheets expect (no symbol). */
export const csvRupees = (paise: number) => (paise / 100).toFixed(2)
