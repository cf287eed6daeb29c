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
  return csvHeader(columns) + csvRows(columns, rows)
}

function csvHeader<Row>(columns: readonly CsvColumn<Row>[]) {
  return `${columns.map((c) => cell(c.header)).join(',')}\r\n`
}

/** The lines of `rows` without the header, each ending CRLF (a part of a streamed CSV). */
export function csvRows<Row>(columns: readonly CsvColumn<Row>[], rows: Iterable<Row>) {
  let text = ''
  for (const row of rows) text += `${columns.map((c) => cell(c.value(row))).join(',')}\r\n`
  return text
}

const csvHeaders = (filename: string) => ({
  'Content-Type': 'text/csv; charset=utf-8',
  'Content-Disposition': `attachment; filename="${filename.replace(/[^A-Za-z0-9._-]+/g, '-')}"`,
  'Cache-Control': 'no-store',
})

/** A CSV download named `filename` (ASCII letters, digits, dot, dash and underscore only). */
export function csvResponse(filename: string, csv: string) {
  return new Response(`\uFEFF${csv}`, { headers: csvHeaders(filename) })
}

/**
 * A CSV download written as its rows arrive in batches (an async iterable, e.g. keyset pages of a
 * query), so a large export never sits in memory whole: the next batch is read only when the
 * client has taken the last.
 */
export function csvStreamResponse<Row>(
  filename: string,
  columns: readonly CsvColumn<Row>[],
  batches: AsyncIterable<Row[]>,
) {
  const encoder = new TextEncoder()
  const iterator = batches[Symbol.asyncIterator]()
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(`\uFEFF${csvHeader(columns)}`))
    },
    async pull(controller) {
      const { value, done } = await iterator.next()
      if (done) controller.close()
      else controller.enqueue(encoder.encode(csvRows(columns, value)))
    },
    async cancel() {
      await iterator.return?.()
    },
  })
  return new Response(body, { headers: csvHeaders(filename) })
}

/** Rupees with two decimals for a paise amount, as accountants' sheets expect (no symbol). */
export const csvRupees = (paise: number) => (paise / 100).toFixed(2)
