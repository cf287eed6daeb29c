import { Prisma } from '@prisma/client'
import { type prisma } from '../platform/db.server.ts'
import { SHIPPING_GST_BP, SHIPPING_SAC, STORE_STATE } from '../billing/tax.server.ts'

/**
 * The sales report's figures for a set of India days, computed from orders, refunds and credit
 * notes in SQL. This is the one implementation: the report reads it live for days whose rollup is
 * missing or out of date, and the rollup job stores its rows (decision 024).
 *
 * Definitions (prices include GST):
 * - A sale is an order on the India day it was paid (`paidAt`). Its GST is the order's stored
 *   CGST, SGST and IGST; gross is price × quantity of its lines with the GST in that price taken
 *   out (at the line's rate); discounts are the loyalty points spent, GST taken out (gross less
 *   the lines' taxable values); shipping is the rest of the order's taxable value (the shipping
 *   charge without its GST). So gross − discounts + GST + shipping = what the buyer paid.
 * - A refund counts on the India day Razorpay processed it, as its amount less its GST (the
 *   credit note's split when there is one, else the order's GST in proportion to the amount).
 * - A cancelled paid order is a return on the day it was cancelled: whatever refunds processed
 *   before the cancellation did not already return. Refunds processed after it are that return
 *   being paid out and are not counted again.
 * - Orders that never became sales (held payments refunded without being accepted) are ignored,
 *   their refunds too.
 *
 * Lines (products, HSN codes): each line's share of the points discount is the checkout's own
 * allocation (largest remainder, in proportion to the lines' amounts); the shipping charge is a
 * line of its own carrying whatever GST the lines do not, so every breakdown adds up to the order
 * exactly. Its HSN code and rate are the ones the order stored (the principal supply's, decision
 * 057), as on the invoice; orders from before that have none and keep SAC 9968 at 18 %. A refund is shared over the refunded order's lines in proportion
 * to their taxable value (each GST part in proportion to that part), the largest line taking the
 * rounding, so breakdowns add up to the refund exactly too.
 */

type Db = Prisma.TransactionClient | typeof prisma

/** An India calendar day, 'YYYY-MM-DD'. */
export type IndiaDay = string

/** What is summed over the orders of a day, a period or a range (counts and paise). */
export interface SalesSums {
  orders: number
  grossPaise: number
  discountPaise: number
  refundPaise: number
  cgstPaise: number
  sgstPaise: number
  igstPaise: number
  shippingPaise: number
  paidPaise: number
  refundedPaise: number
}

/** All sums zero, ready to add into. */
export const emptySums = (): SalesSums => ({
  orders: 0,
  grossPaise: 0,
  discountPaise: 0,
  refundPaise: 0,
  cgstPaise: 0,
  sgstPaise: 0,
  igstPaise: 0,
  shippingPaise: 0,
  paidPaise: 0,
  refundedPaise: 0,
})

/** Adds each sum of `row` into `into` (only the sums: other fields of `row` are passed over). */
export function addSums(into: SalesSums, row: SalesSums) {
  for (const key of Object.keys(into) as (keyof SalesSums)[]) into[key] += row[key]
}

export interface DayFacts extends SalesSums {
  day: IndiaDay
}

export interface ProductFacts {
  day: IndiaDay
  productId: string
  orders: number
  units: number
  grossPaise: number
  discountPaise: number
  refundPaise: number
}

export interface TaxFacts {
  day: IndiaDay
  hsnCode: string
  rateBp: number
  placeOfSupply: string
  taxablePaise: number
  cgstPaise: number
  sgstPaise: number
  igstPaise: number
}

/** `part` × amount / total in whole paise, rounded half up: a refund's share of the order's GST. */
function share(amount: Prisma.Sql, part: Prisma.Sql, total: Prisma.Sql) {
  return Prisma.sql`CASE WHEN ${total} > 0
    THEN (2 * ${amount}::bigint * ${part} + ${total}) / (2 * ${total}::bigint) ELSE 0 END`
}

/**
 * The events of the days: orders sold, processed refunds and cancellations, each refund with its
 * GST. The time bounds around the days let Postgres use the date indexes.
 */
function eventsSql(days: IndiaDay[]) {
  const list = Prisma.sql`${days}::date[]`
  // Bounds as values (not subqueries), so the planner sees how few rows a day range holds.
  const sorted = [...days].sort()
  const lo = Prisma.sql`${sorted[0]}::date::timestamp - interval '330 minutes'`
  const hi = Prisma.sql`${sorted.at(-1)}::date::timestamp + interval '1110 minutes'`
  const amount = Prisma.sql`r."amountPaise"`
  const total = Prisma.sql`o."totalPaise"`
  return Prisma.sql`
    sold AS (
      SELECT o.id, india_day(o."paidAt") AS day, o."placeOfSupply" AS pos,
             o."discountPaise"::bigint AS discount,
             o."totalPaise"::bigint AS total, o."cgstPaise"::bigint AS cgst,
             o."sgstPaise"::bigint AS sgst, o."igstPaise"::bigint AS igst
      FROM "Order" o
      WHERE o."paidAt" >= ${lo} AND o."paidAt" < ${hi} AND india_day(o."paidAt") = ANY(${list})
    ),
    cancelled AS (
      SELECT o.id, india_day(o."cancelledAt") AS day, o."totalPaise"::bigint AS total,
             o."cgstPaise"::bigint AS cgst, o."sgstPaise"::bigint AS sgst,
             o."igstPaise"::bigint AS igst
      FROM "Order" o
      WHERE o."cancelledAt" >= ${lo} AND o."cancelledAt" < ${hi}
        AND india_day(o."cancelledAt") = ANY(${list}) AND o."paidAt" IS NOT NULL
    ),
    refund_ids AS (
      SELECT id FROM "Refund" WHERE "processedAt" >= ${lo} AND "processedAt" < ${hi}
      UNION SELECT r.id FROM cancelled c JOIN "Refund" r ON r."orderId" = c.id
    ),
    refund_gst AS (
      SELECT r.id, r."orderId" AS order_id, r."processedAt" AS at, o."cancelledAt" AS cancelled_at,
             r."amountPaise"::bigint AS amount,
             coalesce(cn."cgstPaise", ${share(amount, Prisma.sql`o."cgstPaise"`, total)}) AS cgst,
             coalesce(cn."sgstPaise", ${share(amount, Prisma.sql`o."sgstPaise"`, total)}) AS sgst,
             coalesce(cn."igstPaise", ${share(amount, Prisma.sql`o."igstPaise"`, total)}) AS igst
      FROM refund_ids ids
      JOIN "Refund" r ON r.id = ids.id
      JOIN "Order" o ON o.id = r."orderId"
      LEFT JOIN "CreditNote" cn ON cn."refundId" = r.id
      WHERE r.status = 'PROCESSED' AND r."processedAt" IS NOT NULL AND o."paidAt" IS NOT NULL
    ),
    returned AS (
      SELECT rg.id AS event, rg.order_id, india_day(rg.at) AS day, rg.amount, rg.cgst, rg.sgst,
             rg.igst
      FROM refund_gst rg
      WHERE india_day(rg.at) = ANY(${list})
        AND (rg.cancelled_at IS NULL OR rg.at < rg.cancelled_at)
      UNION ALL
      SELECT 'cancel:' || c.id, c.id, c.day, c.total - coalesce(p.amount, 0),
             c.cgst - coalesce(p.cgst, 0), c.sgst - coalesce(p.sgst, 0), c.igst - coalesce(p.igst, 0)
      FROM cancelled c
      LEFT JOIN (
        SELECT order_id, sum(amount) AS amount, sum(cgst) AS cgst, sum(sgst) AS sgst,
               sum(igst) AS igst
        FROM refund_gst WHERE cancelled_at IS NOT NULL AND at < cancelled_at GROUP BY order_id
      ) p ON p.order_id = c.id
      WHERE c.total - coalesce(p.amount, 0) <> 0
    )`
}

/** The GST inside a line's amount at its full price (before any discount), rounded half up. */
const fullPriceTax = (amount: Prisma.Sql, rate: Prisma.Sql) =>
  Prisma.sql`(2 * ${amount}::bigint * ${rate} + 10000 + ${rate}) / (2 * (10000 + ${rate}))`

/**
 * Each order's lines as the tax sees them: the items after their share of the points discount,
 * then the shipping line. `orders` is a CTE name with the orders' ids.
 */
function linesSql(orders: Prisma.Sql) {
  return Prisma.sql`
    line_orders AS (
      SELECT o.id, o."discountPaise"::bigint AS discount, o."totalPaise"::bigint AS total,
             o."cgstPaise"::bigint AS cgst, o."sgstPaise"::bigint AS sgst,
             o."igstPaise"::bigint AS igst, o."placeOfSupply" AS pos,
             lower(btrim(o."placeOfSupply")) = lower(${STORE_STATE}::text) AS intra,
             coalesce(o."shippingHsn", ${SHIPPING_SAC}::text) AS shipping_hsn,
             coalesce(o."shippingGstRateBp", ${SHIPPING_GST_BP}::int) AS shipping_rate
      FROM "Order" o WHERE o.id IN (SELECT id FROM ${orders})
    ),
    items AS (
      SELECT i.id AS key, i."orderId" AS order_id, i."productId" AS product_id, i."hsnCode" AS hsn,
             i."gstRateBp" AS rate, i.quantity::bigint * i."tierQuantity" AS units,
             i."totalPaise"::bigint AS amount, i."taxPaise"::bigint AS tax, lo.discount, lo.intra,
             coalesce(lo.discount * i."totalPaise" / nullif(sum(i."totalPaise") OVER w, 0), 0) AS base,
             coalesce(lo.discount * i."totalPaise" % nullif(sum(i."totalPaise") OVER w, 0), 0) AS rem
      FROM "OrderItem" i JOIN line_orders lo ON lo.id = i."orderId"
      WINDOW w AS (PARTITION BY i."orderId")
    ),
    item_lines AS (
      SELECT key, order_id, product_id, hsn, rate, units, amount, tax, intra,
             base + CASE WHEN row_number() OVER (PARTITION BY order_id ORDER BY rem DESC, key)
                              <= discount - sum(base) OVER (PARTITION BY order_id)
                         THEN 1 ELSE 0 END AS discount
      FROM items
    ),
    split_lines AS (
      SELECT key, order_id, product_id, hsn, rate, units,
             amount - ${fullPriceTax(Prisma.sql`amount`, Prisma.sql`rate`)} AS gross,
             amount - discount - tax AS taxable,
             CASE WHEN intra THEN tax / 2 ELSE 0 END AS cgst,
             CASE WHEN intra THEN tax - tax / 2 ELSE 0 END AS sgst,
             CASE WHEN intra THEN 0 ELSE tax END AS igst
      FROM item_lines
    ),
    lines AS (
      SELECT key, order_id, product_id, hsn, rate, units, gross, taxable, cgst, sgst, igst
      FROM split_lines
      UNION ALL
      SELECT '~shipping', lo.id, NULL, lo.shipping_hsn, lo.shipping_rate, 0, 0,
             lo.total - lo.cgst - lo.sgst - lo.igst - coalesce(s.taxable, 0),
             lo.cgst - coalesce(s.cgst, 0), lo.sgst - coalesce(s.sgst, 0),
             lo.igst - coalesce(s.igst, 0)
      FROM line_orders lo
      LEFT JOIN (
        SELECT order_id, sum(taxable) AS taxable, sum(cgst) AS cgst, sum(sgst) AS sgst,
               sum(igst) AS igst
        FROM split_lines GROUP BY order_id
      ) s ON s.order_id = lo.id
    )`
}

/** Per day: the sales (order level) and the returns. Follows `eventsSql`. */
const dayFactsCtes = Prisma.sql`
    sold_items AS (
      SELECT i."orderId" AS order_id, sum(i."totalPaise")::bigint AS amount,
             sum(i."totalPaise" - ${fullPriceTax(Prisma.sql`i."totalPaise"`, Prisma.sql`i."gstRateBp"`)})::bigint AS gross,
             sum(i."taxPaise")::bigint AS tax
      FROM "OrderItem" i WHERE i."orderId" IN (SELECT id FROM sold) GROUP BY 1
    ),
    sales AS (
      SELECT s.day, count(*)::int AS orders, sum(coalesce(si.gross, 0)) AS gross,
             sum(coalesce(si.gross, 0) - (coalesce(si.amount, 0) - s.discount - coalesce(si.tax, 0)))
               AS discount,
             sum(s.total - (coalesce(si.amount, 0) - s.discount)
                 - (s.cgst + s.sgst + s.igst - coalesce(si.tax, 0))) AS shipping,
             sum(s.cgst) AS cgst, sum(s.sgst) AS sgst, sum(s.igst) AS igst, sum(s.total) AS paid
      FROM sold s LEFT JOIN sold_items si ON si.order_id = s.id
      GROUP BY s.day
    ),
    refunds AS (
      SELECT day, sum(amount - cgst - sgst - igst) AS refund, sum(cgst) AS cgst, sum(sgst) AS sgst,
             sum(igst) AS igst, sum(amount) AS refunded
      FROM returned GROUP BY day
    ),
    day_facts AS (
      SELECT coalesce(s.day, r.day) AS day, coalesce(s.orders, 0) AS orders,
             coalesce(s.gross, 0) AS gross, coalesce(s.discount, 0) AS discount,
             coalesce(r.refund, 0) AS refund,
             coalesce(s.cgst, 0) - coalesce(r.cgst, 0) AS cgst,
             coalesce(s.sgst, 0) - coalesce(r.sgst, 0) AS sgst,
             coalesce(s.igst, 0) - coalesce(r.igst, 0) AS igst,
             coalesce(s.shipping, 0) AS shipping, coalesce(s.paid, 0) AS paid,
             coalesce(r.refunded, 0) AS refunded
      FROM sales s FULL JOIN refunds r ON r.day = s.day
    )`

/**
 * Signed line facts: every line of every sale, and every return shared over its order's lines
 * (negative taxable value and GST, `refund` positive). Follows `eventsSql`.
 */
const lineFactsCtes = Prisma.sql`
    fact_orders AS (SELECT id FROM sold UNION SELECT order_id FROM returned),
    ${linesSql(Prisma.sql`fact_orders`)},
    return_parts AS (
      SELECT r.event, r.day, l.order_id, l.key, l.product_id, l.hsn, l.rate,
             r.amount - r.cgst - r.sgst - r.igst AS x_taxable, r.cgst AS x_cgst, r.sgst AS x_sgst,
             r.igst AS x_igst, l.taxable, l.cgst, l.sgst, l.igst,
             sum(l.taxable) OVER e AS w_taxable, sum(l.cgst) OVER e AS w_cgst,
             sum(l.sgst) OVER e AS w_sgst, sum(l.igst) OVER e AS w_igst,
             row_number() OVER (PARTITION BY r.event ORDER BY l.taxable DESC, l.key) AS r_taxable,
             row_number() OVER (PARTITION BY r.event ORDER BY l.cgst DESC, l.key) AS r_cgst,
             row_number() OVER (PARTITION BY r.event ORDER BY l.sgst DESC, l.key) AS r_sgst,
             row_number() OVER (PARTITION BY r.event ORDER BY l.igst DESC, l.key) AS r_igst
      FROM returned r JOIN lines l ON l.order_id = r.order_id
      WINDOW e AS (PARTITION BY r.event)
    ),
    return_floors AS (
      SELECT *,
             CASE WHEN w_taxable = 0 THEN 0 ELSE x_taxable * taxable / w_taxable END AS f_taxable,
             CASE WHEN w_cgst = 0 THEN 0 ELSE x_cgst * cgst / w_cgst END AS f_cgst,
             CASE WHEN w_sgst = 0 THEN 0 ELSE x_sgst * sgst / w_sgst END AS f_sgst,
             CASE WHEN w_igst = 0 THEN 0 ELSE x_igst * igst / w_igst END AS f_igst
      FROM return_parts
    ),
    return_lines AS (
      SELECT event, day, order_id, product_id, hsn, rate,
             f_taxable + CASE WHEN r_taxable = 1
                              THEN x_taxable - sum(f_taxable) OVER e ELSE 0 END AS taxable,
             f_cgst + CASE WHEN r_cgst = 1 THEN x_cgst - sum(f_cgst) OVER e ELSE 0 END AS cgst,
             f_sgst + CASE WHEN r_sgst = 1 THEN x_sgst - sum(f_sgst) OVER e ELSE 0 END AS sgst,
             f_igst + CASE WHEN r_igst = 1 THEN x_igst - sum(f_igst) OVER e ELSE 0 END AS igst
      FROM return_floors
      WINDOW e AS (PARTITION BY event)
    ),
    line_facts AS (
      SELECT s.day, l.order_id, true AS sale, l.product_id, l.hsn, l.rate, s.pos, l.units,
             l.gross,
             CASE WHEN l.product_id IS NULL THEN 0 ELSE l.gross - l.taxable END AS discount,
             0::bigint AS refund, l.taxable, l.cgst, l.sgst, l.igst
      FROM sold s JOIN lines l ON l.order_id = s.id
      UNION ALL
      SELECT rl.day, rl.order_id, false, rl.product_id, rl.hsn, rl.rate, lo.pos, 0, 0, 0,
             rl.taxable, -rl.taxable, -rl.cgst, -rl.sgst, -rl.igst
      FROM return_lines rl JOIN line_orders lo ON lo.id = rl.order_id
    ),
    product_facts AS (
      SELECT day, product_id, count(DISTINCT order_id) FILTER (WHERE sale)::int AS orders,
             sum(units) AS units, sum(gross) AS gross, sum(discount) AS discount,
             sum(refund) AS refund
      FROM line_facts WHERE product_id IS NOT NULL
      GROUP BY day, product_id
    ),
    tax_facts AS (
      SELECT day, hsn, rate, pos, sum(taxable) AS taxable, sum(cgst) AS cgst, sum(sgst) AS sgst,
             sum(igst) AS igst
      FROM line_facts
      GROUP BY day, hsn, rate, pos
      HAVING sum(taxable) <> 0 OR sum(cgst) <> 0 OR sum(sgst) <> 0 OR sum(igst) <> 0
    )`

const money = (column: string) => Prisma.raw(`${column}::float8`)

const DAY_COLUMNS = Prisma.sql`day::text AS day, orders::int AS orders,
  ${money('gross')} AS "grossPaise", ${money('discount')} AS "discountPaise",
  ${money('refund')} AS "refundPaise", ${money('cgst')} AS "cgstPaise",
  ${money('sgst')} AS "sgstPaise", ${money('igst')} AS "igstPaise",
  ${money('shipping')} AS "shippingPaise", ${money('paid')} AS "paidPaise",
  ${money('refunded')} AS "refundedPaise"`

const PRODUCT_COLUMNS = Prisma.sql`day::text AS day, product_id AS "productId", orders::int AS orders,
  ${money('units')} AS units, ${money('gross')} AS "grossPaise",
  ${money('discount')} AS "discountPaise", ${money('refund')} AS "refundPaise"`

const TAX_COLUMNS = Prisma.sql`day::text AS day, hsn AS "hsnCode", rate::int AS "rateBp",
  pos AS "placeOfSupply", ${money('taxable')} AS "taxablePaise", ${money('cgst')} AS "cgstPaise",
  ${money('sgst')} AS "sgstPaise", ${money('igst')} AS "igstPaise"`

/** The days' figures computed now from the orders (days with no sale or refund are absent). */
export function liveDayFacts(db: Db, days: IndiaDay[]): Promise<DayFacts[]> {
  if (!days.length) return Promise.resolve([])
  return db.$queryRaw<DayFacts[]>`
    WITH ${eventsSql(days)}, ${dayFactsCtes}
    SELECT ${DAY_COLUMNS} FROM day_facts`
}

export function liveProductFacts(db: Db, days: IndiaDay[]): Promise<ProductFacts[]> {
  if (!days.length) return Promise.resolve([])
  return db.$queryRaw<ProductFacts[]>`
    WITH ${eventsSql(days)}, ${lineFactsCtes}
    SELECT ${PRODUCT_COLUMNS} FROM product_facts`
}

export function liveTaxFacts(db: Db, days: IndiaDay[]): Promise<TaxFacts[]> {
  if (!days.length) return Promise.resolve([])
  return db.$queryRaw<TaxFacts[]>`
    WITH ${eventsSql(days)}, ${lineFactsCtes}
    SELECT ${TAX_COLUMNS} FROM tax_facts`
}

/** The stored rollup rows of the days (the caller leaves out days that changed since). */
export function storedDayFacts(db: Db, from: IndiaDay, to: IndiaDay, skip: IndiaDay[]) {
  return db.$queryRaw<DayFacts[]>`
    SELECT ${Prisma.raw(`day::text AS day, orders, "grossPaise"::float8 AS "grossPaise",
      "discountPaise"::float8 AS "discountPaise", "refundPaise"::float8 AS "refundPaise",
      "cgstPaise"::float8 AS "cgstPaise", "sgstPaise"::float8 AS "sgstPaise",
      "igstPaise"::float8 AS "igstPaise", "shippingPaise"::float8 AS "shippingPaise",
      "paidPaise"::float8 AS "paidPaise", "refundedPaise"::float8 AS "refundedPaise"`)}
    FROM "SalesDay"
    WHERE day BETWEEN ${from}::date AND ${to}::date AND NOT (day = ANY(${skip}::date[]))`
}

/**
 * Replaces the rollup rows of `days` with the figures computed now. Run inside a repeatable-read
 * transaction so the figures and the change rows it then clears come from one snapshot.
 */
export async function storeRollup(db: Db, days: IndiaDay[]) {
  if (!days.length) return
  await db.$executeRaw`DELETE FROM "SalesDay" WHERE day = ANY(${days}::date[])`
  await db.$executeRaw`DELETE FROM "SalesDayProduct" WHERE day = ANY(${days}::date[])`
  await db.$executeRaw`DELETE FROM "SalesDayTax" WHERE day = ANY(${days}::date[])`
  await db.$executeRaw`
    WITH ${eventsSql(days)}, ${dayFactsCtes}, ${lineFactsCtes},
    products AS (
      INSERT INTO "SalesDayProduct"
        ("day", "productId", "orders", "units", "grossPaise", "discountPaise", "refundPaise")
      SELECT day, product_id, orders, units, gross, discount, refund FROM product_facts
    ),
    taxes AS (
      INSERT INTO "SalesDayTax" ("day", "hsnCode", "rateBp", "placeOfSupply", "taxablePaise",
        "cgstPaise", "sgstPaise", "igstPaise")
      SELECT day, hsn, rate, pos, taxable, cgst, sgst, igst FROM tax_facts
    )
    INSERT INTO "SalesDay" ("day", "orders", "grossPaise", "discountPaise", "refundPaise",
      "cgstPaise", "sgstPaise", "igstPaise", "shippingPaise", "paidPaise", "refundedPaise")
    SELECT day, orders, gross, discount, refund, cgst, sgst, igst, shipping, paid, refunded
    FROM day_facts`
}
