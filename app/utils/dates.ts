/**
 * Dates as the store shows them: always India Standard Time, whatever the server's or the
 * browser's zone, in en-IN order. Calendar dates without a time of day (a dispatch date) are
 * kept as midnight UTC and shown as that day.
 */
const IST = 'Asia/Kolkata'

/** IST is UTC+5:30 all year (no daylight saving). */
export const IST_OFFSET_MS = 330 * 60_000

const dateTime = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: IST,
})
const date = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: IST })
const longDate = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: IST,
})
const calendarDay = new Intl.DateTimeFormat('en-IN', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
})

/** The months in English, January first: calendars and dates spelled out by hand. */
export const MONTHS: readonly string[] = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]

type DateInput = Date | string | number

/** "23 Nov 2026, 7:45 pm": when an order was placed or changed. */
export const formatDateTime = (value: DateInput) => dateTime.format(new Date(value))

/** "23 Nov 2026": lists (orders, designs). */
export const formatDate = (value: DateInput) => date.format(new Date(value))

/** "23 November 2026": reviews, tracking events. */
export const formatLongDate = (value: DateInput) => longDate.format(new Date(value))

/** "Tuesday, 24 November 2026" for a calendar date kept as midnight UTC. */
export const formatCalendarDay = (value: DateInput) => calendarDay.format(new Date(value))

/** The year in India now: the footer's copyright, the same on the server and in any browser. */
export const indiaYear = (now: DateInput = Date.now()) =>
  new Date(new Date(now).getTime() + IST_OFFSET_MS).getUTCFullYear()

/** "just now", "5 minutes ago", "3 hours ago", "2 days ago": how long since `value`, for staff lists. */
export function formatElapsed(value: DateInput, now: DateInput = Date.now()) {
  const minutes = Math.floor((new Date(now).getTime() - new Date(value).getTime()) / 60_000)
  if (minutes < 1) return 'just now'
  const [count, unit] =
    minutes < 60
      ? [minutes, 'minute']
      : minutes < 48 * 60
        ? [Math.floor(minutes / 60), 'hour']
        : [Math.floor(minutes / (24 * 60)), 'day']
  return `${count} ${unit}${count === 1 ? '' : 's'} ago`
}
