import { Prisma } from '@prisma/client'
import { placeOfSupplyLabel } from '#app/utils/gst-states.ts'
import {
  periodKey,
  periodsOf,
  type Period,
  type SalesGrouping,
  type SalesQuery,
} from '#app/utils/sales-report.ts'
import { prisma } from '../platform/db.server.ts'
import {
  liveDayFacts,
  liveProductFacts,
  liveTaxFacts,
  storedDayFacts,
  addSums,
  emptySums,
  type DayFacts,
  type IndiaDay,
  type ProductFacts,
  type SalesSums,
  type TaxFacts,
} from './sales-facts.server.ts'

/**
 * The sales report: one service for the report page, its CSV downloads and the dashboard's sales
 * figures. Past days come from the daily rollup; a day that changed since its rollup was stored
 * (today, a late refund) is computed live by the same SQL (sales-facts.server.ts). The changed days
 * are read first; then every day is read from exactly one place (the rollup or live), in parallel,
 * so a rollup job finishing meanwhile can make a day newer but never count it twice or drop it.
 */

type Db = typeof prisma

export interface SalesFigures {
  orders: number
  grossPaise: number
  discountPaise: number
  refundPaise: number
  netPaise: number
  cgstPaise: number
  sgstPaise: number
  igstPaise: number
  gstPaise: number
  shippingPaise: number
  /** net + GST + shipping = paid − refunded. */
  totalPaise: number
  /** What the period's orders cost their buyers (GST and shipping included). */
  paidPaise: number
  /** What was refunded in the period, GST included. */
  refundedPaise: number
  /** (gross − discounts) ÷ orders, in whole paise; null without orders. */
  averageOrderPaise: number | null
}

export type SalesPeriod = Period & SalesFigures

export interface TopProduct {
  productId: string
  name: string
  slug: string
  category: string
  orders: number
  units: number
  grossPaise: number
  netPaise: number
}

export interface TopCategory {
  categoryId: string
  name: string
  slug: string
  grossPaise: number
  netPaise: number
}

type Sums = SalesSums

export function figures(sums: Sums): SalesFigures {
  const netPaise = sums.grossPaise - sums.discountPaise - sums.refundPaise
  const gstPaise = sums.cgstPaise + sums.sgstPaise + sums.igstPaise
  return {
    ...sums,
    netPaise,
    gstPaise,
    totalPaise: netPaise + gstPaise + sums.shippingPaise,
    averageOrderPaise: sums.orders
      ? Math.round((sums.grossPaise - sums.discountPaise) / sums.orders)
      : null,
  }
}

/** Days between from and to whose rollup is out of date (or missing): they are read live. */
export const changedDaysSql = (from: IndiaDay, to: IndiaDay) => Prisma.sql`
  SELECT DISTINCT day::text AS day FROM "SalesDayChange"
  WHERE day BETWEEN ${from}::date AND ${to}::date`

async function changedDays(db: Db, from: IndiaDay, to: IndiaDay) {
  const rows = await db.$queryRaw<{ day: string }[]>(changedDaysSql(from, to))
  return rows.map((r) => r.day)
}

async function dayFacts(db: Db, from: IndiaDay, to: IndiaDay, changed: IndiaDay[]) {
  const [stored, live] = await Promise.all([
    storedDayFacts(db, from, to, changed),
    liveDayFacts(db, changed),
  ])
  return [...stored, ...live]
}

async function productFacts(db: Db, from: IndiaDay, to: IndiaDay, changed: IndiaDay[]) {
  const storedRows = db.$queryRaw<Omit<ProductFacts, 'day'>[]>`
    SELECT "productId", sum(orders)::int AS orders, sum(units)::float8 AS units,
           sum("grossPaise")::float8 AS "grossPaise", sum("discountPaise")::float8 AS "discountPaise",
           sum("refundPaise")::float8 AS "refundPaise"
    FROM "SalesDayProduct"
    WHERE day BETWEEN ${from}::date AND ${to}::date AND NOT (day = ANY(${changed}::date[]))
    GROUP BY "productId"`
  const [stored, live] = await Promise.all([storedRows, liveProductFacts(db, changed)])
  const byProduct = new Map<string, Omit<ProductFacts, 'day'>>()
  for (const row of [...stored, ...live]) {
    const into = byProduct.get(row.productId)
    if (!into)
      byProduct.set(row.productId, {
        productId: row.productId,
        orders: row.orders,
        units: row.units,
        grossPaise: row.grossPaise,
        discountPaise: row.discountPaise,
        refundPaise: row.refundPaise,
      })
    else {
      into.orders += row.orders
      into.units += row.units
      into.grossPaise += row.grossPaise
      into.discountPaise += row.discountPaise
      into.refundPaise += row.refundPaise
    }
  }
  return [...byProduct.values()]
}

const TOP = 10

async function topSellers(db: Db, facts: Omit<ProductFacts, 'day'>[]) {
  const products = await db.product.findMany({
    where: { id: { in: facts.map((f) => f.productId) } },
    select: {
      id: true,
      name: true,
      slug: true,
      category: { select: { id: true, name: true, slug: true } },
    },
  })
  const info = new Map(products.map((p) => [p.id, p]))
  const byNet = (a: { netPaise: number; name: string }, b: { netPaise: number; name: string }) =>
    b.netPaise - a.netPaise || a.name.localeCompare(b.name, 'en')
  const all: TopProduct[] = facts.map((f) => {
    const product = info.get(f.productId)
    return {
      productId: f.productId,
      name: product?.name ?? 'Product no longer in the catalog',
      slug: product?.slug ?? '',
      category: product?.category.name ?? '',
      orders: f.orders,
      units: f.units,
      grossPaise: f.grossPaise,
      netPaise: f.grossPaise - f.discountPaise - f.refundPaise,
    }
  })
  const categories = new Map<string, TopCategory>()
  for (const f of facts) {
    const category = info.get(f.productId)?.category
    const key = category?.id ?? ''
    const into = categories.get(key) ?? {
      categoryId: key,
      name: category?.name ?? 'Uncategorised',
      slug: category?.slug ?? '',
      grossPaise: 0,
      netPaise: 0,
    }
    into.grossPaise += f.grossPaise
    into.netPaise += f.grossPaise - f.discountPaise - f.refundPaise
    categories.set(key, into)
  }
  return {
    topProducts: all.sort(byNet).slice(0, TOP),
    topCategories: [...categories.values()].sort(byNet),
  }
}

/** Sums day facts into the periods of the range (every period listed, empty ones as zero). */
export function groupDays(rows: DayFacts[], from: IndiaDay, to: IndiaDay, by: SalesGrouping) {
  const periods = periodsOf(from, to, by)
  const sums = new Map(periods.map((p) => [p.key, emptySums()]))
  const total = emptySums()
  for (const row of rows) {
    const into = sums.get(periodKey(row.day, by))
    if (!into) continue
    addSums(into, row)
    addSums(total, row)
  }
  return {
    periods: periods.map((p) => ({ ...p, ...figures(sums.get(p.key)!) })),
    totals: figures(total),
  }
}

export interface SalesReport {
  query: SalesQuery
  periods: SalesPeriod[]
  totals: SalesFigures
  topProducts: TopProduct[]
  topCategories: TopCategory[]
  /** Days read live because their rollup was out of date (today, usually). */
  liveDays: number
}

/** The report of a range: its periods, totals and (unless told otherwise) best sellers. */
export async function getSalesReport(
  query: SalesQuery,
  {
    products = true,
    changed: known,
  }: {
    products?: boolean
    /** The range's out-of-date days when the caller read them already (the dashboard's one statement). */
    changed?: IndiaDay[]
  } = {},
): Promise<SalesReport> {
  const changed = known ?? (await changedDays(prisma, query.from, query.to))
  const [rows, sellers] = await Promise.all([
    dayFacts(prisma, query.from, query.to, changed),
    products
      ? productFacts(prisma, query.from, query.to, changed).then((f) => topSellers(prisma, f))
      : { topProducts: [], topCategories: [] },
  ])
  const { periods, totals } = groupDays(rows, query.from, query.to, query.by)
  return { query, periods, totals, ...sellers, liveDays: changed.length }
}

export interface GstSummaryRow {
  /** HSN code (a delivery fee: its order's, SAC 9968 before decision 057) or place of supply. */
  key: string
  rateBp: number
  taxablePaise: number
  cgstPaise: number
  sgstPaise: number
  igstPaise: number
}

/**
 * The accountant's GST summary of a range, net of refunds: by HSN code and rate, or by place of
 * supply and rate. Its totals equal the report's GST and taxable value (net sales + shipping).
 */
export async function getGstSummary(
  { from, to }: { from: IndiaDay; to: IndiaDay },
  by: 'hsn' | 'state',
): Promise<GstSummaryRow[]> {
  const column = Prisma.raw(by === 'hsn' ? '"hsnCode"' : '"placeOfSupply"')
  const changed = await changedDays(prisma, from, to)
  const [stored, live] = await Promise.all([
    prisma.$queryRaw<(Omit<TaxFacts, 'day'> & { key: string })[]>`
      SELECT ${column} AS key, "rateBp", sum("taxablePaise")::float8 AS "taxablePaise",
             sum("cgstPaise")::float8 AS "cgstPaise", sum("sgstPaise")::float8 AS "sgstPaise",
             sum("igstPaise")::float8 AS "igstPaise"
      FROM "SalesDayTax"
      WHERE day BETWEEN ${from}::date AND ${to}::date AND NOT (day = ANY(${changed}::date[]))
      GROUP BY 1, 2`,
    liveTaxFacts(prisma, changed),
  ])
  const rows = [
    ...stored,
    ...live.map((r) => ({ ...r, key: by === 'hsn' ? r.hsnCode : r.placeOfSupply })),
  ]
  const merged = new Map<string, GstSummaryRow>()
  for (const row of rows) {
    const key = by === 'hsn' ? row.key : placeOfSupplyLabel(row.key)
    const id = `${key}\u0000${row.rateBp}`
    const into = merged.get(id) ?? {
      key,
      rateBp: row.rateBp,
      taxablePaise: 0,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 0,
    }
    into.taxablePaise += row.taxablePaise
    into.cgstPaise += row.cgstPaise
    into.sgstPaise += row.sgstPaise
    into.igstPaise += row.igstPaise
    merged.set(id, into)
  }
  return [...merged.values()]
    .filter((r) => r.taxablePaise || r.cgstPaise || r.sgstPaise || r.igstPaise)
    .sort((a, b) => a.key.localeCompare(b.key, 'en') || a.rateBp - b.rateBp)
}
