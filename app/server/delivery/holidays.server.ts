import { prisma } from '../platform/db.server.ts'
import { AppError } from '../platform/errors.server.ts'
import type { Day } from './delivery-dates.server.ts'

/**
 * The shop's holiday calendar (ShopHoliday), kept in memory: a delivery-date answer reads the
 * cached set and queries nothing. The cache is read again a minute after it was loaded (another
 * instance's edit shows within that minute) and at once after an edit in this process.
 */

const TTL_MS = 60_000
let cached: { days: Set<Day>; loadedAt: number } | null = null
let loading: Promise<Set<Day>> | null = null

const dayKey = (d: Date) => d.toISOString().slice(0, 10)

export async function holidaySet(now = Date.now()): Promise<ReadonlySet<Day>> {
  if (cached && now - cached.loadedAt < TTL_MS) return cached.days
  loading ??= prisma.shopHoliday
    .findMany({ select: { day: true } })
    .then((rows) => {
      const days = new Set(rows.map((r) => dayKey(r.day)))
      cached = { days, loadedAt: Date.now() }
      return days
    })
    .finally(() => {
      loading = null
    })
  return loading
}

/** Forgets the cached calendar (after an edit, and between tests). */
export function forgetHolidays() {
  cached = null
}

export function listHolidays() {
  return prisma.shopHoliday.findMany({ orderBy: { day: 'asc' } })
}

export const HOLIDAY_MESSAGES = {
  day: 'Enter the date as YYYY-MM-DD',
  name: 'Name the holiday (up to 80 characters)',
  exists: (day: string) => `${day} is already a holiday.`,
  missing: 'That holiday is no longer in the list.',
} as const

/** Adds one holiday; a day already in the list is refused (409), the list unchanged. */
export async function addHoliday(input: { day: string; name: string }) {
  const day = input.day.trim()
  const name = input.name.trim()
  const date = /^\d{4}-\d{2}-\d{2}$/.test(day) ? new Date(`${day}T00:00:00Z`) : null
  const fieldErrors: Record<string, string[]> = {}
  if (!date || Number.isNaN(date.getTime()) || dayKey(date) !== day)
    fieldErrors.day = [HOLIDAY_MESSAGES.day]
  if (!name || name.length > 80) fieldErrors.name = [HOLIDAY_MESSAGES.name]
  if (Object.keys(fieldErrors).length)
    throw new AppError(400, 'Check the holiday.', { fieldErrors })
  const created = await prisma.shopHoliday.createMany({
    data: [{ day: date!, name }],
    skipDuplicates: true,
  })
  if (created.count === 0)
    throw new AppError(409, HOLIDAY_MESSAGES.exists(day), {
      fieldErrors: { day: [HOLIDAY_MESSAGES.exists(day)] },
    })
  forgetHolidays()
}

export async function removeHoliday(day: string) {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(day) ? new Date(`${day}T00:00:00Z`) : null
  if (!date || Number.isNaN(date.getTime())) throw new AppError(400, HOLIDAY_MESSAGES.day)
  const removed = await prisma.shopHoliday.deleteMany({ where: { day: date } })
  forgetHolidays()
  if (removed.count === 0) throw new AppError(404, HOLIDAY_MESSAGES.missing)
}
