import { expect, test } from 'vitest'
import {
  indiaYear,
  formatCalendarDay,
  formatDate,
  formatDateTime,
  formatElapsed,
  formatLongDate,
  IST_OFFSET_MS,
} from './dates.ts'

// 20:00 UTC on 23 November is 01:30 on 24 November in India.
const lateEvening = new Date('2026-11-23T20:00:00Z')

test('every format is in India Standard Time, whatever the machine zone', () => {
  expect(formatDateTime(lateEvening)).toBe('24 Nov 2026, 1:30 am')
  expect(formatDate(lateEvening)).toBe('24 Nov 2026')
  expect(formatLongDate(lateEvening)).toBe('24 November 2026')
  expect(formatDate(lateEvening.toISOString())).toBe('24 Nov 2026')
  expect(IST_OFFSET_MS).toBe(5.5 * 60 * 60 * 1000)
})

test('a calendar date kept as midnight UTC is shown as that day', () => {
  expect(formatCalendarDay(new Date(Date.UTC(2026, 10, 24)))).toBe('Tuesday, 24 November 2026')
})

test('elapsed time reads as staff say it', () => {
  const now = new Date('2026-11-25T12:00:00Z')
  const before = (ms: number) => new Date(now.getTime() - ms)
  expect(formatElapsed(before(20_000), now)).toBe('just now')
  expect(formatElapsed(before(60_000), now)).toBe('1 minute ago')
  expect(formatElapsed(before(59 * 60_000), now)).toBe('59 minutes ago')
  expect(formatElapsed(before(6 * 3_600_000), now)).toBe('6 hours ago')
  expect(formatElapsed(before(47 * 3_600_000), now)).toBe('47 hours ago')
  expect(formatElapsed(before(3 * 86_400_000), now)).toBe('3 days ago')
})

test("the footer's year is India's: New Year comes at midnight IST, not at the browser's", () => {
  // 31 Dec 2026, 19:00 in New York is already 1 January 2027 in India.
  expect(indiaYear('2027-01-01T00:00:00Z')).toBe(2027)
  expect(indiaYear('2026-12-31T18:29:00Z')).toBe(2026)
  expect(indiaYear('2026-12-31T18:30:00Z')).toBe(2027)
})

test('the same words as before, noon and midnight included, with no ICU build to differ', () => {
  expect(formatDateTime('2026-11-23T14:15:00Z')).toBe('23 Nov 2026, 7:45 pm')
  expect(formatDateTime('2026-09-03T18:35:00Z')).toBe('4 Sep 2026, 12:05 am')
  expect(formatDateTime('2026-06-01T06:30:00Z')).toBe('1 Jun 2026, 12:00 pm')
  expect(formatLongDate('2026-12-31T18:30:00Z')).toBe('1 January 2027')
  expect(formatCalendarDay('2027-01-01T00:00:00Z')).toBe('Friday, 1 January 2027')
})
