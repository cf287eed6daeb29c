/**
 * Orders for the admin tests, shaped as checkout and the payment webhooks write them (GST from
 * the checkout's own `gstBreakdown`, per-line tax, a captured payment, refunds processed on a
 * given day), and a direct computation of the sales report's figures from those rows, written
 * independently of the report's SQL: the report must agree with it.
 */
import type { OrderStatus } from '@prisma/client'
import { createSession } from '#app/server/http/session.server.ts'
import {
  gstBreakdown,
  gstRatesFor,
  SHIPPING_GST_BP,
  taxIncluded,
} from '#app/server/billing/tax.server.ts'
import { prisma } from '#app/server/platform/db.server.ts'
import { addSums, emptySums, type SalesSums } from '#app/server/admin/sales-facts.server.ts'
import { cookieFrom } from './route.ts'

let n = 0
const unique = () => `${process.pid}${Date.now().toString(36)}${++n}`

export async function signedIn({ admin }: { admin: boolean }) {
  const user = await prisma.user.create({
    data: { email: `${admin ? 'staff' : 'buyer'}-${unique()}@example.com`, isAdmin: admin },
  })
  const { setCookie } = await createSession(user.id)
  return { user, cookie: cookieFrom(new Headers({ 'Set-Cookie': setCookie })) }
}

/** An instant given as India time: ist('2026-10-05 23:50'). */
export const ist = (local: string) => new Date(`${local.replace(' ', 'T')}:00+05:30`)

export interface LineInput {
  slug: string
  /** GST-inclusive line total in paise. */
  amount: number
  packs?: number
}

export async function makeOrder({
  paidAt,
  state = 'Karnataka',
  lines,
  shipping = 0,
  points = 0,
  status = 'PAID',
  cancelledAt,
  createdAt,
  dispatchBy,
  legacyShipping = false,
}: {
  paidAt: Date | null
  state?: string
  lines: LineInput[]
  shipping?: number
  points?: number
  status?: OrderStatus
  cancelledAt?: Date
  createdAt?: Date
  dispatchBy?: Date
  /**
   * An order from before decision 057: shipping taxed as a courier service (SAC 9968, 18 %) and
   * no stored shipping tax, rate or HSN. Otherwise the fee is taxed at the principal supply's
   * rate and the order stores them, as checkout does.
   */
  legacyShipping?: boolean
}) {
  const products = await prisma.product.findMany({
    where: { slug: { in: lines.map((l) => l.slug) } },
    select: { id: true, slug: true, name: true, hsnCode: true },
  })
  const bySlug = new Map(products.map((p) => [p.slug, p]))
  const rates = await gstRatesFor(
    products.map((p) => p.hsnCode),
    paidAt ?? new Date(),
  )
  const gst = gstBreakdown({
    lines: lines.map((l) => ({
      amountPaise: l.amount,
      rateBp: rates.get(bySlug.get(l.slug)!.hsnCode)!,
      hsnCode: bySlug.get(l.slug)!.hsnCode,
    })),
    shippingPaise: legacyShipping ? 0 : shipping,
    discountPaise: points,
    deliveryState: state,
  })
  if (legacyShipping && shipping) {
    const tax = taxIncluded(shipping, SHIPPING_GST_BP)
    gst.taxPaise += tax
    if (gst.intraState) {
      gst.cgstPaise += Math.floor(tax / 2)
      gst.sgstPaise += tax - Math.floor(tax / 2)
    } else gst.igstPaise += tax
  }
  const subtotal = lines.reduce((s, l) => s + l.amount, 0)
  const total = subtotal - points + shipping
  const id = unique()
  return prisma.order.create({
    data: {
      number: `PS-9${id}`,
      email: `buyer-${id}@example.com`,
      phone: '9876543210',
      status,
      subtotalPaise: subtotal,
      shippingPaise: shipping,
      discountPaise: points,
      loyaltyPointsUsed: points / 100,
      totalPaise: total,
      taxPaise: gst.taxPaise,
      cgstPaise: gst.cgstPaise,
      sgstPaise: gst.sgstPaise,
      igstPaise: gst.igstPaise,
      placeOfSupply: state,
      ...(legacyShipping
        ? {}
        : {
            shippingTaxPaise: gst.shipping.taxPaise,
            shippingGstRateBp: gst.shipping.rateBp,
            shippingHsn: gst.shipping.hsnCode,
          }),
      shippingAddress: { city: 'Somewhere', state },
      createdAt: createdAt ?? paidAt ?? new Date(),
      paidAt,
      cancelledAt,
      dispatchBy,
      items: {
        create: lines.map((l, i) => {
          const product = bySlug.get(l.slug)!
          return {
            productId: product.id,
            productName: product.name,
            productSlug: product.slug,
            options: [],
            hsnCode: product.hsnCode,
            gstRateBp: gst.lines[i]!.rateBp,
            taxPaise: gst.lines[i]!.taxPaise,
            tierQuantity: 100,
            quantity: l.packs ?? 1,
            unitPricePaise: Math.round(l.amount / (l.packs ?? 1)),
            totalPaise: l.amount,
          }
        }),
      },
      payments: paidAt
        ? {
            create: {
              providerOrderId: `order_${id}`,
              providerPaymentId: `pay_${id}`,
              status: 'CAPTURED',
              amountPaise: total,
              capturedPaise: total,
              capturedAt: paidAt,
            },
          }
        : undefined,
    },
    include: { items: true, payments: true },
  })
}

/** A refund as Razorpay's refund.processed webhook leaves it. */
export async function refund(
  order: { id: string; payments: { id: string }[] },
  amountPaise: number,
  processedAt: Date | null,
  { createdAt }: { createdAt?: Date } = {},
) {
  return prisma.refund.create({
    data: {
      orderId: order.id,
      paymentId: order.payments[0]!.id,
      idempotencyKey: `refund-${unique()}`,
      amountPaise,
      status: processedAt ? 'PROCESSED' : 'PENDING',
      processedAt,
      createdAt: createdAt ?? processedAt ?? new Date(),
    },
  })
}

// ---------------------------------------------------------------------------------------------
// The direct computation
// ---------------------------------------------------------------------------------------------

const dayOf = (at: Date) => new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 10)
const roundHalfUp = (numerator: number, denominator: number) =>
  Math.floor((2 * numerator + denominator) / (2 * denominator))

export type DirectDay = SalesSums
export const emptyDay = emptySums

/** Every India day's figures, straight from the orders, refunds and credit notes. */
export async function directDays() {
  const orders = await prisma.order.findMany({
    where: { paidAt: { not: null } },
    include: { items: true, refunds: { include: { creditNote: true } } },
  })
  const days = new Map<string, DirectDay>()
  const at = (day: string) => {
    if (!days.has(day)) days.set(day, emptyDay())
    return days.get(day)!
  }
  for (const o of orders) {
    const sale = at(dayOf(o.paidAt!))
    const amount = o.items.reduce((s, i) => s + i.totalPaise, 0)
    const itemTax = o.items.reduce((s, i) => s + i.taxPaise, 0)
    const gross = o.items.reduce(
      (s, i) => s + i.totalPaise - roundHalfUp(i.totalPaise * i.gstRateBp, 10_000 + i.gstRateBp),
      0,
    )
    const gst = o.cgstPaise + o.sgstPaise + o.igstPaise
    sale.orders += 1
    sale.grossPaise += gross
    sale.discountPaise += gross - (amount - o.discountPaise - itemTax)
    sale.shippingPaise += o.totalPaise - (amount - o.discountPaise) - (gst - itemTax)
    sale.cgstPaise += o.cgstPaise
    sale.sgstPaise += o.sgstPaise
    sale.igstPaise += o.igstPaise
    sale.paidPaise += o.totalPaise

    const parts = (r: (typeof o.refunds)[number]) =>
      r.creditNote
        ? [r.creditNote.cgstPaise, r.creditNote.sgstPaise, r.creditNote.igstPaise]
        : [o.cgstPaise, o.sgstPaise, o.igstPaise].map((p) =>
            o.totalPaise > 0 ? roundHalfUp(r.amountPaise * p, o.totalPaise) : 0,
          )
    const returned = (day: string, amountPaise: number, [c, s, i]: number[]) => {
      const into = at(day)
      into.refundPaise += amountPaise - c! - s! - i!
      into.cgstPaise -= c!
      into.sgstPaise -= s!
      into.igstPaise -= i!
      into.refundedPaise += amountPaise
    }
    const processed = o.refunds.filter((r) => r.status === 'PROCESSED' && r.processedAt)
    const before = processed.filter((r) => !o.cancelledAt || r.processedAt! < o.cancelledAt)
    for (const r of before) returned(dayOf(r.processedAt!), r.amountPaise, parts(r))
    if (o.cancelledAt) {
      const rest = o.totalPaise - before.reduce((s, r) => s + r.amountPaise, 0)
      const restParts = [o.cgstPaise, o.sgstPaise, o.igstPaise].map(
        (p, k) => p - before.reduce((s, r) => s + parts(r)[k]!, 0),
      )
      if (rest !== 0) returned(dayOf(o.cancelledAt), rest, restParts)
    }
  }
  return days
}

/** The direct figures summed over the days from `from` to `to`. */
export async function directRange(from: string, to: string) {
  const days = await directDays()
  const sum = emptyDay()
  for (const [day, f] of days) {
    if (day < from || day > to) continue
    addSums(sum, f)
  }
  return sum
}

/** The report's raw sums of a period or total, to compare with the direct computation. */
export function rawSums(f: DirectDay) {
  const sums = emptySums()
  for (const key of Object.keys(sums) as (keyof SalesSums)[]) sums[key] = f[key]
  return sums
}
