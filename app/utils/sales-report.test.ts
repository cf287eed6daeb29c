import { describe, expect, test } from 'vitest'
import {
  financialYearStart,
  indiaDay,
  isIsoDay,
  parseSalesQuery,
  periodsOf,
  presetRange,
} from './sales-report.ts'

describe('India days and presets', () => {
  test('an instant belongs to the India date: 23:50 IST is still that day, 00:10 is the next', () => {
    expect(indiaDay(new Date('2026-10-05T18:20:00Z'))).toBe('2026-10-05')
    expect(indiaDay(new Date('2026-10-05T18:40:00Z'))).toBe('2026-10-06')
  })

  test('the financial year runs April to March', () => {
    expect(financialYearStart('2027-03-31')).toBe('2026-04-01')
    expect(financialYearStart('2026-04-01')).toBe('2026-04-01')
  })

  // Financial years, months, weeks and the edges of years.
  test.each([
    ['this-financial-year', '2027-01-15', '2026-04-01', '2027-01-15'],
    ['last-financial-year', '2026-04-01', '2025-04-01', '2026-03-31'],
    ['last-month', '2027-01-10', '2026-12-01', '2026-12-31'],
    ['last-month', '2028-03-31', '2028-02-01', '2028-02-29'],
    ['this-month', '2026-11-25', '2026-11-01', '2026-11-25'],
    ['yesterday', '2027-01-01', '2026-12-31', '2026-12-31'],
    ['last-7-days', '2026-11-25', '2026-11-19', '2026-11-25'],
    ['last-30-days', '2026-11-25', '2026-10-27', '2026-11-25'],
  ] as const)('%s on %s runs from %s to %s', (preset, today, from, to) => {
    expect(presetRange(preset, today)).toEqual({ from, to })
  })

  test('weeks start on Monday and are cut to the range', () => {
    expect(periodsOf('2026-12-30', '2027-01-05', 'week').map((p) => [p.key, p.from, p.to])).toEqual(
      [
        ['2026-12-28', '2026-12-30', '2027-01-03'],
        ['2027-01-04', '2027-01-04', '2027-01-05'],
      ],
    )
  })

  test('only real dates are dates', () => {
    expect(isIsoDay('2028-02-29')).toBe(true)
    expect(isIsoDay('2027-02-29')).toBe(false)
    expect(isIsoDay('2026-1-01')).toBe(false)
  })

  test('the grouping defaults by length and a preset wins over typed dates', () => {
    const q = (s: string) => parseSalesQuery(new URLSearchParams(s), '2026-11-25')
    expect(q('range=last-financial-year&from=2026-01-01&to=2026-01-02')).toMatchObject({
      ok: true,
      query: { from: '2025-04-01', to: '2026-03-31', by: 'month', preset: 'last-financial-year' },
    })
    expect(q('from=2026-06-01&to=2026-09-30')).toMatchObject({ ok: true, query: { by: 'week' } })
    expect(q('range=custom&from=2026-11-01&to=2026-11-02')).toMatchObject({
      ok: true,
      query: { from: '2026-11-01', to: '2026-11-02', by: 'day', preset: null },
    })
  })
})
