/**
 * GST credit notes for refunds (decision 022). Every processed refund of an invoiced order gets one,
 * in the transaction that marks the refund processed: the next serial of the financial year
 * (`CN/26-27/000001`, 15 characters, consecutive because it is taken only after the refund's row
 * was claimed), the amount refunded, and the tax inside it split in the order's own proportion
 * (CGST and SGST, or IGST). Amounts are cumulative, so the credit notes of a fully refunded order
 * add up to its invoice exactly, whatever the rounding of the partial ones.
 */
import type { Prisma } from '@prisma/client'
import { formatDate } from '#app/utils/dates.ts'
import { prisma } from '../platform/db.server.ts'
import {
  amountInWords,
  drawGstBuyer,
  drawGstHeading,
  drawGstLines,
  drawGstTotals,
  financialYear,
  invoiceLines,
  invoiceSelect,
  placeOfSupplyLabel,
  rs,
  startGstDocument,
  type InvoiceLine,
} from './invoices.server.ts'
import { addressSnapshot } from '../orders/orders.server.ts'
import { allocate } from './tax.server.ts'

type Db = Prisma.TransactionClient | typeof prisma

export function formatCreditNoteNumber(fy: string, serial: number) {
  return `CN/${fy}/${String(serial).padStart(6, '0')}`
}

/**
 * The next credit-note serial of the financial year of `at`. The counter shares the invoices'
 * table, one row per series: "26-27" is the invoices', "CN/26-27" the credit notes'.
 */
async function nextCreditNoteNumber(tx: Prisma.TransactionClient, at: Date) {
  const fy = financialYear(at)
  const [row] = await tx.$queryRaw<{ last: number }[]>`
    INSERT INTO "InvoiceCounter" ("financialYear", "last") VALUES (${`CN/${fy}`}, 1)
    ON CONFLICT ("financialYear") DO UPDATE SET "last" = "InvoiceCounter"."last" + 1
    RETURNING "last"`
  return formatCreditNoteNumber(fy, Number(row!.last))
}

/** Share `part` of `whole` of `amount`, rounded to the paisa. */
const share = (amount: number, part: number, whole: number) =>
  whole > 0 ? Math.round((amount * part) / whole) : 0

/**
 * Issues the credit note of a processed refund, in the caller's transaction (the refund's claim
 * has been taken, so this runs once per refund; the unique refundId holds it anyway). Only an
 * invoiced order gets one, for at most what its invoice has left uncredited (money the invoice
 * never covered, such as a second payment, is refunded without one). Returns the note or null.
 */
export async function issueCreditNote(
  tx: Prisma.TransactionClient,
  {
    orderId,
    refundId,
    amountPaise,
    at,
  }: { orderId: string; refundId: string; amountPaise: number; at: Date },
) {
  const order = await tx.order.findUniqueOrThrow({
    where: { id: orderId },
    select: {
      invoiceNumber: true,
      totalPaise: true,
      taxPaise: true,
      cgstPaise: true,
      igstPaise: true,
      creditNotes: { select: { amountPaise: true, taxPaise: true, cgstPaise: true } },
    },
  })
  if (!order.invoiceNumber) return null
  const sum = (key: 'amountPaise' | 'taxPaise' | 'cgstPaise') =>
    order.creditNotes.reduce((total, note) => total + note[key], 0)
  const credited = sum('amountPaise')
  const amount = Math.min(amountPaise, order.totalPaise - credited)
  if (amount <= 0) return null
  const creditedAfter = credited + amount
  const taxAfter = share(order.taxPaise, creditedAfter, order.totalPaise)
  const taxPaise = taxAfter - sum('taxPaise')
  const interState = order.igstPaise > 0
  const cgstPaise = interState
    ? 0
    : share(order.cgstPaise, taxAfter, order.taxPaise) - sum('cgstPaise')
  return tx.creditNote.create({
    data: {
      number: await nextCreditNoteNumber(tx, at),
      orderId,
      refundId,
      amountPaise: amount,
      taxPaise,
      cgstPaise,
      sgstPaise: interState ? 0 : taxPaise - cgstPaise,
      igstPaise: interState ? taxPaise : 0,
      createdAt: at,
    },
    select: { id: true, number: true, amountPaise: true },
  })
}

type NoteAmounts = {
  amountPaise: number
  taxPaise: number
  cgstPaise: number
  sgstPaise: number
  igstPaise: number
}

/**
 * A credit note's lines: each line of the invoice it reduces (goods after their share of the
 * discount, then shipping) takes its share of the note in proportion to what was paid for it, and
 * its GST in the same proportion (decision 056): a code's discount is reversed in proportion, line
 * by line, at each line's own rate. The shares add up to the note's stored amounts exactly.
 */
export function creditNoteLines(
  invoiced: InvoiceLine[],
  note: NoteAmounts,
  intraState: boolean,
): InvoiceLine[] {
  const taxOf = (l: InvoiceLine) => l.cgstPaise + l.sgstPaise + l.igstPaise
  const totals = allocate(
    note.amountPaise,
    invoiced.map((l) => l.totalPaise),
  )
  const taxes = allocate(note.taxPaise, invoiced.map(taxOf))
  const cgst = allocate(
    intraState ? note.cgstPaise : 0,
    invoiced.map((l) => l.cgstPaise),
  )
  return invoiced
    .map((l, i) => {
      const tax = Math.min(taxes[i]!, totals[i]!)
      const central = intraState ? Math.min(cgst[i]!, tax) : 0
      return {
        ...l,
        detail: `${l.detail}. Invoiced at ${rs(l.totalPaise)}`,
        quantity: '-',
        pricePaise: totals[i]!,
        taxablePaise: totals[i]! - tax,
        cgstPaise: central,
        sgstPaise: intraState ? tax - central : 0,
        igstPaise: intraState ? 0 : tax,
        totalPaise: totals[i]!,
      }
    })
    .filter((l) => l.totalPaise > 0)
}

/** A credit note's number, amounts and tax split: the document and the admin order page. */
export const creditNoteAmountsSelect = {
  id: true,
  number: true,
  amountPaise: true,
  taxPaise: true,
  cgstPaise: true,
  sgstPaise: true,
  igstPaise: true,
  createdAt: true,
} satisfies Prisma.CreditNoteSelect

const creditNoteSelect = {
  ...creditNoteAmountsSelect,
  refund: { select: { reason: true, processedAt: true } },
  order: { select: invoiceSelect },
} satisfies Prisma.CreditNoteSelect

/** The credit notes of an order, oldest first (the order pages list them). */
export function orderCreditNotes(orderId: string, db: Db = prisma) {
  return db.creditNote.findMany({
    where: { orderId },
    orderBy: [{ createdAt: 'asc' }, { number: 'asc' }],
    select: { id: true, number: true, amountPaise: true, taxPaise: true, createdAt: true },
  })
}

/**
 * A credit note as a PDF, laid out like the tax invoice it reduces; null when there is no such note
 * on that order (or the order is not the given owner's).
 */
export async function renderCreditNotePdf({
  orderId,
  creditNoteId,
  userId,
}: {
  orderId: string
  creditNoteId: string
  userId?: string
}) {
  const note = await prisma.creditNote.findFirst({
    where: { id: creditNoteId, orderId, ...(userId ? { order: { userId } } : {}) },
    select: creditNoteSelect,
  })
  if (!note) return null
  const { order } = note
  const { pdf, done } = startGstDocument(`Credit note ${note.number}`)
  const address = addressSnapshot(order.shippingAddress)
  const { intraState, lines: invoiced } = invoiceLines(order)
  const lines = creditNoteLines(invoiced, note, intraState)
  const reason = note.refund.reason.trim()
  let y = drawGstHeading(pdf, 'CREDIT NOTE', [
    ['Credit note number', note.number],
    ['Credit note date', formatDate(note.createdAt)],
    ['Against invoice', order.invoiceNumber ?? ''],
    ['Invoice date', order.invoiceDate ? formatDate(order.invoiceDate) : ''],
    ['Order number', order.number],
    ['Place of supply', placeOfSupplyLabel(order.placeOfSupply || address.state)],
  ])
  y = drawGstBuyer(pdf, order, y)
  y = drawGstLines(pdf, lines, intraState, y)
  drawGstTotals(
    pdf,
    [
      ['Taxable value', rs(note.amountPaise - note.taxPaise)],
      ...((intraState
        ? [
            ['CGST', rs(note.cgstPaise)],
            ['SGST', rs(note.sgstPaise)],
          ]
        : [['IGST', rs(note.igstPaise)]]) as [string, string][]),
      ['Total GST', rs(note.taxPaise)],
      ['Credit note total', rs(note.amountPaise), true],
    ],
    {
      startY: y,
      words: amountInWords(note.amountPaise),
      closing:
        (reason ? `Refund: ${reason}. ` : '') +
        'Each line above is its share of the refund, in proportion to what was paid for it after discounts, with its GST at its own rate. Issued for a refund to the original payment method. The GST shown reduces the tax charged on the invoice above. This is a computer-generated document and needs no signature.',
    },
  )
  return { pdf: await done, filename: `credit-note-${note.number.replaceAll('/', '-')}.pdf` }
}
