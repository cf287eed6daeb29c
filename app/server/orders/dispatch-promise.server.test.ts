import { expect, test } from 'vitest'
import { shopperWaitMs, type PrepressMoment } from './dispatch-promise.server.ts'
import { dispatchDayOf, dispatchDeadline, expectedDispatchDate } from './tracking.server.ts'

const H = 60 * 60 * 1000
const at = (iso: string) => new Date(iso)
const day = (d: Date) => d.toISOString().slice(0, 10)
const line = (
  orderItemId: string,
  status: PrepressMoment['status'],
  iso: string,
): PrepressMoment => ({ orderItemId, status, createdAt: at(iso) })

test('the dispatch promise uses the delivery dates’ working days: Sundays and holidays off', () => {
  // Monday 30 Nov 2026, 12:59 IST, 2 working days: Wednesday 2 Dec; with 1 Dec a holiday, Thursday.
  const paid = at('2026-11-30T07:29:00Z')
  expect(day(expectedDispatchDate(paid, 2))).toBe('2026-12-02')
  expect(day(expectedDispatchDate(paid, 2, new Set(['2026-12-01'])))).toBe('2026-12-03')
  // The deadline is the end of that day in India, and reads back as the same day.
  const deadline = dispatchDeadline(paid, 2, new Set())
  expect(deadline.toISOString()).toBe('2026-12-02T18:30:00.000Z')
  expect(day(dispatchDayOf(deadline))).toBe('2026-12-02')
})

test('the shopper’s wait: from a proof sent to its answer, overlapping items counted once', () => {
  const now = at('2026-12-05T00:00:00Z')
  // Staff checked for a day (not counted), the proof waited 2 days, then a change: 2 more hours.
  const one = [
    line('a', 'CHECKING', '2026-11-30T00:00:00Z'),
    line('a', 'AWAITING_SHOPPER', '2026-12-01T00:00:00Z'),
    line('a', 'AWAITING_SHOPPER', '2026-12-02T00:00:00Z'), // the reminder: still waiting
    line('a', 'CHANGES_REQUESTED', '2026-12-03T00:00:00Z'),
    line('a', 'CHANGE_ASKED', '2026-12-03T10:00:00Z'),
    line('a', 'APPROVED', '2026-12-03T12:00:00Z'),
  ]
  expect(shopperWaitMs(one, now)).toBe(48 * H + 2 * H)
  // A second item waited from 2 Dec to 4 Dec: the union is 1 Dec to 4 Dec.
  const two = [
    ...one,
    line('b', 'AWAITING_SHOPPER', '2026-12-02T00:00:00Z'),
    line('b', 'APPROVED', '2026-12-04T00:00:00Z'),
  ]
  expect(shopperWaitMs(two, now)).toBe(72 * H)
  // Still waiting: counts up to now. Nothing sent: no wait.
  expect(shopperWaitMs([line('c', 'AWAITING_SHOPPER', '2026-12-04T20:00:00Z')], now)).toBe(4 * H)
  expect(shopperWaitMs([line('d', 'APPROVED', '2026-12-04T20:00:00Z')], now)).toBe(0)
})
