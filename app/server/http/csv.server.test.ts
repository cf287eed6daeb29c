import { describe, expect, test } from 'vitest'
import { csvResponse, csvRupees, toCsv } from './csv.server.ts'

describe('CSV', () => {
  test('quotes what needs quoting and defuses formulas', () => {
    const csv = toCsv(
      [
        { header: 'Name', value: (r: { name: string; n: number }) => r.name },
        { header: 'Amount', value: (r) => r.n },
      ],
      [
        { name: 'Asha "AR" Rao, Bengaluru', n: -12.5 },
        { name: '=HYPERLINK("http://evil")', n: 3 },
        { name: 'line\nbreak', n: 0 },
      ],
    )
    expect(csv).toBe(
      'Name,Amount\r\n"Asha ""AR"" Rao, Bengaluru",-12.5\r\n"\'=HYPERLINK(""http://evil"")",3\r\n"line\nbreak",0\r\n',
    )
  })

  test('a negative amount written as text stays a number; other text starting with - does not', () => {
    const csv = toCsv(
      [{ header: 'Refund', value: (r: { v: string }) => r.v }],
      [{ v: csvRupees(-16_950) }, { v: '-2+3' }, { v: '-' }],
    )
    expect(csv).toBe("Refund\r\n-169.50\r\n'-2+3\r\n'-\r\n")
  })

  test('downloads as an attachment with a byte-order mark', async () => {
    const response = csvResponse('orders 2026/05.csv', 'a\r\n')
    expect(response.headers.get('Content-Disposition')).toBe(
      'attachment; filename="orders-2026-05.csv"',
    )
    expect(response.headers.get('Content-Type')).toBe('text/csv; charset=utf-8')
    // text() drops a byte-order mark: read the bytes.
    expect([...new Uint8Array(await response.arrayBuffer())]).toEqual([
      0xef, 0xbb, 0xbf, 97, 13, 10,
    ])
  })
})
