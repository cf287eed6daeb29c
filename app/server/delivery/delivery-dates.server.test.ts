import { expect, test } from 'vitest'
import { lookupPin } from './pin-directory.server.ts'
import { dispatchDay, estimateDelivery, zoneOf } from './delivery-dates.server.ts'

const place = (pin: string) => {
  const found = lookupPin(pin)
  if (!found) throw new Error(`no ${pin}`)
  return found
}
const day = (d: Date) => d.toISOString().slice(0, 10)
const none = new Set<string>()

test('India Post PIN codes: real ones are found with their state, made-up ones are not', () => {
  expect(place('560001')).toMatchObject({ city: 'Bangalore', states: ['Karnataka'] })
  expect(place('500001').states).toEqual(['Telangana'])
  expect(place('194101').states).toEqual(['Ladakh'])
  expect(place('396210').states).toEqual(['Dadra and Nagar Haveli and Daman and Diu'])
  expect(lookupPin('123456')).toBeNull()
  expect(lookupPin('999999')).toBeNull()
  expect(lookupPin('56001')).toBeNull()
})

test('zones from Bengaluru: city, state, metro, rest of India, special', () => {
  expect(zoneOf(place('560102'))).toBe('city')
  expect(zoneOf(place('570002'))).toBe('state')
  expect(zoneOf(place('400050'))).toBe('metro')
  expect(zoneOf(place('110017'))).toBe('metro')
  expect(zoneOf(place('226010'))).toBe('india')
  expect(zoneOf(place('781001'))).toBe('special')
  expect(zoneOf(place('190001'))).toBe('special')
  expect(zoneOf(place('744101'))).toBe('special')
})

test('the 1 pm IST cut-off, Sundays and holidays move the dispatch day', () => {
  // Monday 30 Nov 2026, 12:59 IST: printing starts today; 2 working days → Wednesday 2 Dec.
  expect(day(dispatchDay(new Date('2026-11-30T07:29:00Z'), 2, none))).toBe('2026-12-02')
  // 13:00 IST: starts Tuesday → Thursday 3 Dec.
  expect(day(dispatchDay(new Date('2026-11-30T07:30:00Z'), 2, none))).toBe('2026-12-03')
  // Saturday 5 Dec after the cut-off: Sunday is skipped, starts Monday 7 → Tuesday 8 for 1 day.
  expect(day(dispatchDay(new Date('2026-12-05T10:00:00Z'), 1, none))).toBe('2026-12-08')
  // A holiday on Wednesday 2 Dec pushes the Monday order's 2 days to Thursday 3 Dec.
  expect(day(dispatchDay(new Date('2026-11-30T04:00:00Z'), 2, new Set(['2026-12-02'])))).toBe(
    '2026-12-03',
  )
})

test('delivery dates add the zone transit to the dispatch day, skipping Sundays', () => {
  const now = new Date('2026-11-30T04:00:00Z') // Monday 09:30 IST
  const local = estimateDelivery(place('560102'), 2, none, now)
  expect(day(local.dispatch)).toBe('2026-12-02')
  expect(local.speeds.map((s) => [s.speed, day(s.from), day(s.to)])).toEqual([
    ['STANDARD', '2026-12-03', '2026-12-04'],
    ['EXPRESS', '2026-12-03', '2026-12-03'],
  ])
  // Same-day (h-speed): within Bengaluru, for products that allow it, delivered the order's day.
  const sameDay = estimateDelivery(place('560102'), 2, none, now, { sameDay: true })
  expect(sameDay.speeds.map((s) => [s.speed, day(s.from), day(s.to)])).toContainEqual([
    'SAME_DAY',
    '2026-11-30',
    '2026-11-30',
  ])
  expect(estimateDelivery(place('110017'), 2, none, now, { sameDay: true }).speeds).toHaveLength(2)
  const far = estimateDelivery(place('781001'), 2, none, now)
  // Wednesday + 6 courier days (Sunday skipped) = Wednesday 9 Dec; + 10 = Monday 14 Dec.
  expect([day(far.speeds[0]!.from), day(far.speeds[0]!.to)]).toEqual(['2026-12-09', '2026-12-14'])
})
