/**
 * A code's discount reversed in proportion (issue 24, decision 056): an order of two products at
 * different GST rates, paid with a 10 % code, partly refunded by staff. The credit note takes back
 * the share of what was paid, and its GST, line by line at each line's own rate.
 */
import { describe, expect, test } from 'vitest'
import { action as adminAction } from '#app/routes/admin.orders.$orderId/route.tsx'
import { loader as customerCreditNoteLoader } from '#app/routes/account.orders.$orderId_.credit-notes.$creditNoteId[.pdf].ts'
import { action as cartAction } from '#app/routes/cart/route.tsx'
import { creditNoteLines } from '#app/server/billing/credit-notes.server.ts'
import {
  invoiceLines,
  invoiceSelect,
  type InvoiceLine,
} from '#app/server/billing/invoices.server.ts'
import { standInWebhook } from '#app/server/payments/standin/standin-webhooks.server.ts'
import { prisma } from '#app/server/platform/db.server.ts'
import { runQueuedJobs } from '#app/server/platform/jobs.server.ts'
import { setupTestDatabase } from '#tests/setup/db.ts'
import { pdfText } from '#tests/setup/pdf-text.ts'
import { callRoute } from '#tests/setup/route.ts'
import {
  adminCookie,
  payByCallback,
  placeOrder,
  sendWebhook,
  shopper,
  startPay,
  useRazorpayStandIn,
} from '#tests/setup/shopper.ts'

setupTestDatabase()
useRazorpayStandIn()

const amount = (paise: number) =>
  (paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
const rs = (paise: number) => `Rs ${amount(paise)}`
/** Text as laid out may wrap anywhere: compared without white space. */
const squash = (text: string) => text.replace(/\s+/g, '')

describe('a refund of an order paid with a code', () => {
  let paid: { orderId: string; noteId: string; cookie: string; totalPaise: number }
  let invoiced: InvoiceLine[]

  test('the credit note reverses the discounted value and its GST in proportion, line by line', async () => {
    // Visiting cards (18 %) and a mug (5 %), with a 10 % code.
    const s = await shopper({ packs: '3', artwork: 'later' })
    const mug = await prisma.product.findUniqueOrThrow({
      where: { slug: 'custom-mugs' },
      include: { quantityTiers: { orderBy: { quantity: 'asc' } } },
    })
    const added = await callRoute(cartAction, `/cart?productId=${mug.id}`, {
      form: {
        intent: 'add',
        qty: String(mug.quantityTiers[0]!.quantity),
        packs: '2',
        artworkLater: 'on',
      },
      headers: { Cookie: s.cookie },
    })
    expect(added.headers.get('Location')).toBe('/cart')
    const promo = await prisma.promotion.create({
      data: { name: 'Ten off', code: 'REFUND10', kind: 'PERCENT', value: 1000 },
    })
    const entered = await callRoute(cartAction, '/cart', {
      form: { intent: 'apply-code', code: promo.code!, returnTo: 'cart' },
      headers: { Cookie: s.cookie },
    })
    expect(entered.status).toBe(303)
    const orderId = await placeOrder(s.cookie)
    await payByCallback(orderId, await startPay(s.cookie, orderId))
    const order = await prisma.order.findUniqueOrThrow({
      where: { id: orderId },
      select: invoiceSelect,
    })
    expect(order.invoiceNumber).toBeTruthy()
    const full = await prisma.order.findUniqueOrThrow({ where: { id: orderId } })
    expect(full.promoDiscountPaise).toBe(Math.floor(full.subtotalPaise / 10))
    invoiced = invoiceLines(order).lines
    expect(new Set(invoiced.map((l) => l.rateBp)).size).toBeGreaterThan(1)
    // The tax invoice shows each line after its share of the code: together what was paid, and
    // the GST on the discounted values (issue 24).
    expect(invoiced.reduce((sum, l) => sum + l.totalPaise, 0)).toBe(full.totalPaise)
    expect(invoiced.reduce((sum, l) => sum + l.cgstPaise + l.sgstPaise + l.igstPaise, 0)).toBe(
      full.taxPaise,
    )
    expect(invoiced.reduce((sum, l) => sum + l.totalPaise, 0)).toBeLessThan(
      full.subtotalPaise + full.shippingPaise,
    )

    // Staff refund Rs 300 of it; Razorpay confirms.
    const staff = await adminCookie()
    const refund = await callRoute(adminAction, `/admin/orders/${orderId}`, {
      params: { orderId },
      form: {
        intent: 'refund',
        amount: '300',
        reason: 'One mug chipped',
        idempotencyKey: 'refund_promo_000000000000001',
      },
      headers: { Cookie: staff },
    })
    expect(refund.status).toBe(303)
    const pending = await prisma.refund.findFirstOrThrow({ where: { orderId } })
    const hook = standInWebhook('refund.processed', { refundId: pending.providerRefundId! })
    expect((await sendWebhook(hook)).status).toBe(200)
    await runQueuedJobs(['razorpay-webhook'])

    // The note: Rs 300 of what was paid (after the code), the tax in it the order's own share.
    const note = await prisma.creditNote.findFirstOrThrow({ where: { orderId } })
    expect(note.amountPaise).toBe(30_000)
    expect(note.taxPaise).toBe(Math.round((full.taxPaise * 30_000) / full.totalPaise))
    expect(note.cgstPaise + note.sgstPaise).toBe(note.taxPaise)

    // Its lines: one per invoiced line, each its share of what was paid for it (after the
    // code), with GST at its own rate; together the note's amounts exactly.
    const lines = creditNoteLines(invoiced, note, true)
    expect(lines.map((l) => l.rateBp)).toEqual(invoiced.map((l) => l.rateBp))
    lines.forEach((l, i) => {
      const exact = (30_000 * invoiced[i]!.totalPaise) / full.totalPaise
      expect(Math.abs(l.totalPaise - exact)).toBeLessThan(1)
      const tax = l.cgstPaise + l.sgstPaise
      expect(Math.abs(tax - (exact * l.rateBp) / (10_000 + l.rateBp))).toBeLessThanOrEqual(1)
      expect(l.taxablePaise + tax).toBe(l.totalPaise)
    })
    const sum = (f: (l: InvoiceLine) => number) => lines.reduce((s, l) => s + f(l), 0)
    expect(sum((l) => l.totalPaise)).toBe(note.amountPaise)
    expect(sum((l) => l.cgstPaise)).toBe(note.cgstPaise)
    expect(sum((l) => l.sgstPaise)).toBe(note.sgstPaise)
    paid = { orderId, noteId: note.id, cookie: s.cookie, totalPaise: full.totalPaise }
  })

  test('the PDF the customer downloads shows those lines, not one line at one rate', async () => {
    const { orderId, noteId } = paid
    const note = await prisma.creditNote.findUniqueOrThrow({ where: { id: noteId } })
    const pdf = await callRoute(
      customerCreditNoteLoader,
      `/account/orders/${orderId}/credit-notes/${note.id}.pdf`,
      { params: { orderId, creditNoteId: note.id }, headers: { Cookie: paid.cookie } },
    )
    expect(pdf.status).toBe(200)
    const text = await pdfText(Buffer.from(await pdf.response!.arrayBuffer()))
    const flat = squash(text)
    for (const line of invoiced) {
      expect(flat).toContain(squash(`${line.description}`))
      expect(flat).toContain(squash(`Invoiced at ${rs(line.totalPaise)}`))
      const exact = (30_000 * line.totalPaise) / paid.totalPaise
      const share = [Math.floor(exact), Math.ceil(exact)].map(amount)
      expect(share.some((r) => text.includes(r))).toBe(true)
    }
    expect(text).toContain('18%')
    expect(text).toContain('5%')
    expect(flat).toContain(squash(`Taxable value ${rs(note.amountPaise - note.taxPaise)}`))
    expect(flat).toContain(squash('Refund: One mug chipped.'))
  })
})
