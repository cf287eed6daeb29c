import { Prisma } from '@prisma/client'
import { indiaDay } from '#app/utils/sales-report.ts'
import { prisma } from '../platform/db.server.ts'
import { storeRollup } from './sales-facts.server.ts'

/**
 * Keeps the sales report's daily rollup current (decision 024). Triggers record every day whose
 * figures change (SalesDayChange); this job recomputes those days, oldest first and up to a month
 * per transaction, and clears the change rows it accounted for. Today is left alone: the report
 * always reads it live, so the rollup holds only finished days and a late event (a refund
 * processed for last week's cancellation, a payment that committed just after midnight) marks its
 * day again and is picked up on the next run.
 *
 * Each batch is one repeatable-read transaction that starts by taking a lock without waiting, so
 * the figures it stores and the change rows it deletes come from the same snapshot: a change
 * committed meanwhile keeps its row and is recomputed next time. A second run at the same moment
 * (a retry, another instance) finds the lock taken and stops.
 */
export async function refreshSalesRollup({
  now = new Date(),
  batchDays = 31,
  budgetMs = 240_000,
}: { now?: Date; batchDays?: number; budgetMs?: number } = {}) {
  const today = indiaDay(now)
  const started = Date.now()
  let days = 0
  for (;;) {
    const done = await prisma.$transaction(
      async (tx) => {
        const [lock] = await tx.$queryRaw<[{ locked: boolean }]>`
          SELECT pg_try_advisory_xact_lock(hashtextextended('sales-rollup', 0)) AS locked`
        if (!lock.locked) return 0
        const rows = await tx.$queryRaw<{ day: string }[]>`
          SELECT DISTINCT day::text AS day FROM "SalesDayChange"
          WHERE day < ${today}::date ORDER BY 1 LIMIT ${batchDays}`
        const list = rows.map((r) => r.day)
        if (!list.length) return 0
        await storeRollup(tx, list)
        await tx.$executeRaw`DELETE FROM "SalesDayChange" WHERE day = ANY(${list}::date[])`
        return list.length
      },
      {
        isolationLevel: Prisma.TransactionIsolationLevel.RepeatableRead,
        maxWait: 10_000,
        timeout: 600_000,
      },
    )
    days += done
    if (!done || Date.now() - started > budgetMs) return { days }
  }
}
