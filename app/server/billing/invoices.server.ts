/**
 * Tax invoices (docs/decisions/019-invoices-and-order-pages.md). A paid order gets the next serial
 * of its financial year (April to March, by the date in India) once, in the paying transaction:
 * `PS/26-27/000001`, at most 16 characters, consecutive without gaps because the serial is taken
 * only after the order's row is claimed. The PDF is drawn with pdfkit in the designer's Inter files
 * (money written "Rs": the Latin subset has no rupee sign).
 */
import type { OrderStatus, Prisma } from '@prisma/client'
import { orderDiscountLines } from '#app/utils/promotions.ts'
import PDFDocument from 'pdfkit'
import { formatDate } from '#app/utils/dates.ts'
import { IST_OFFSET_MS } from '#app/utils/dates.ts'
import { SITE } from '#app/utils/site.ts'
import { fontFileBytes } from '../designs/design-fonts.server.ts'
import { prisma } from '../platform/db.server.ts'
import {
  addressSnapshot,
  optionLines,
  orderLineSelect,
  orderMoneySelect,
} from '../orders/orders.server.ts'
import { dateRangeText, speedLabel } from '#app/utils/shipment-tracking.ts'
import { allocate, isIntraState, SHIPPING_GST_BP, SHIPPING_SAC, taxIncluded } from './tax.server.ts'
import { GST_STATE_CODES } from '#app/utils/gst-states.ts'

type Db = Prisma.TransactionClient | typeof prisma

/** Statuses of an order that took the money: only these are invoiced. */
const INVOICED_STATUSES: OrderStatus[] = ['PAID', 'IN_PRODUCTION', 'SHIPPED', 'DELIVERED']

/** "26-27" for any moment from 1 April 2026 00:00 IST to 31 March 2027 23:59 IST. */
export function financialYear(at: Date) {
  const ist = new Date(at.getTime() + IST_OFFSET_MS)
  const start = ist.getUTCMonth() >= 3 ? ist.getUTCFullYear() : ist.getUTCFullYear() - 1
  const yy = (year: number) => String(year % 100).padStart(2, '0')
  return `${yy(start)}-${yy(start + 1)}`
}

export function formatInvoiceNumber(fy: string, serial: number) {
  return `PS/${fy}/${String(serial).padStart(6, '0')}`
}

/**
 * Gives a paid order its invoice number and date, exactly once: the conditional update claims the
 * order's row (a second caller waits, then finds it numbered and takes nothing), and only then is
 * the financial year's counter moved, in the same transaction. Returns the order's number, or null
 * when the order is not paid.
 */
export async function assignInvoiceNumber(db: Db, orderId: string, at: Date) {
  const claimed = await db.order.updateMany({
    where: { id: orderId, invoiceNumber: null, status: { in: INVOICED_STATUSES } },
    data: { invoiceDate: at },
  })
  if (!claimed.count) {
    const order = await db.order.findUnique({
      where: { id: orderId },
      select: { invoiceNumber: true },
    })
    return order?.invoiceNumber ?? null
  }
  const fy = financialYear(at)
  const [row] = await db.$queryRaw<{ last: number }[]>`
    INSERT INTO "InvoiceCounter" ("financialYear", "last") VALUES (${fy}, 1)
    ON CONFLICT ("financialYear") DO UPDATE SET "last" = "InvoiceCounter"."last" + 1
    RETURNING "last"`
  const invoiceNumber = formatInvoiceNumber(fy, Number(row!.last))
  await db.order.update({ where: { id: orderId }, data: { invoiceNumber } })
  return invoiceNumber
}

// ---------------------------------------------------------------------------------------------
// Amounts in words, Indian numbering (lakh, crore)
// ---------------------------------------------------------------------------------------------

const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
]
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety']

function belowHundred(n: number) {
  if (n < 20) return ONES[n]!
  return TENS[Math.floor(n / 10)]! + (n % 10 ? `-${ONES[n % 10]}` : '')
}

function belowThousand(n: number) {
  const hundreds = Math.floor(n / 100)
  const rest = n % 100
  return [hundreds ? `${ONES[hundreds]} Hundred` : '', rest ? belowHundred(rest) : '']
    .filter(Boolean)
    .join(' ')
}

/** 12345678 → "One Crore Twenty-Three Lakh Forty-Five Thousand Six Hundred Seventy-Eight". */
export function numberInIndianWords(n: number): string {
  n = Math.floor(Math.abs(n))
  if (n === 0) return 'Zero'
  const crore = Math.floor(n / 10_000_000)
  const lakh = Math.floor(n / 100_000) % 100
  const thousand = Math.floor(n / 1000) % 100
  const rest = n % 1000
  return [
    crore ? `${numberInIndianWords(crore)} Crore` : '',
    lakh ? `${belowHundred(lakh)} Lakh` : '',
    thousand ? `${belowHundred(thousand)} Thousand` : '',
    rest ? belowThousand(rest) : '',
  ]
    .filter(Boolean)
    .join(' ')
}

/** 129950 → "Rupees One Thousand Two Hundred Ninety-Nine and Fifty Paise Only". */
export function amountInWords(paise: number) {
  const rupees = Math.floor(paise / 100)
  const rest = paise % 100
  return `Rupees ${numberInIndianWords(rupees)}${rest ? ` and ${belowHundred(rest)} Paise` : ''} Only`
}

// ---------------------------------------------------------------------------------------------
// The invoice's figures
// ---------------------------------------------------------------------------------------------

export function placeOfSupplyLabel(state: string) {
  const code = (GST_STATE_CODES as Record<string, string>)[state.trim()]
  return code ? `${state.trim()} (${code})` : state.trim()
}

export const invoiceSelect = {
  id: true,
  number: true,
  userId: true,
  createdAt: true,
  ...orderMoneySelect,
  invoiceNumber: true,
  invoiceDate: true,
  deliverySpeed: true,
  deliveryFrom: true,
  deliveryTo: true,
  shippingTaxPaise: true,
  shippingGstRateBp: true,
  shippingHsn: true,
  items: {
    orderBy: { id: 'asc' },
    select: {
      ...orderLineSelect,
      product: { select: { unitSingular: true, unitPlural: true } },
    },
  },
} satisfies Prisma.OrderSelect

export type InvoiceOrder = Prisma.OrderGetPayload<{ select: typeof invoiceSelect }>

export interface InvoiceLine {
  description: string
  detail: string
  hsn: string
  quantity: string
  pricePaise: number
  taxablePaise: number
  rateBp: number
  cgstPaise: number
  sgstPaise: number
  igstPaise: number
  totalPaise: number
}

/**
 * The invoice's lines: each item after its share of the discount (the same allocation as the
 * checkout's tax), then the delivery fee: part of one composite supply, taxed at the principal
 * supply's rate and HSN as the order stored them (decision 057; older orders: SAC 9968, 18 %). Tax is what the order stored; the halves of an
 * intra-state line's tax are CGST (rounded down) and SGST.
 */
export function invoiceLines(order: InvoiceOrder) {
  const intraState = isIntraState(order.placeOfSupply)
  const split = (tax: number) =>
    intraState
      ? { cgstPaise: Math.floor(tax / 2), sgstPaise: tax - Math.floor(tax / 2), igstPaise: 0 }
      : { cgstPaise: 0, sgstPaise: 0, igstPaise: tax }
  const discounts = allocate(
    order.discountPaise,
    order.items.map((i) => i.totalPaise),
  )
  const lines: InvoiceLine[] = order.items.map((item, i) => {
    const total = item.totalPaise - discounts[i]!
    const unit = item.tierQuantity === 1 ? item.product.unitSingular : item.product.unitPlural
    return {
      description: item.productName,
      detail: [
        `${item.tierQuantity} ${unit} per set`,
        ...optionLines(item.options).map((o) => `${o.option}: ${o.value}`),
      ].join(', '),
      hsn: item.hsnCode,
      quantity: String(item.quantity),
      pricePaise: item.unitPricePaise,
      taxablePaise: total - item.taxPaise,
      rateBp: item.gstRateBp,
      ...split(item.taxPaise),
      totalPaise: total,
    }
  })
  if (order.shippingPaise) {
    const rateBp = order.shippingGstRateBp ?? SHIPPING_GST_BP
    const tax = order.shippingTaxPaise ?? taxIncluded(order.shippingPaise, rateBp)
    const arrival =
      order.deliveryFrom && order.deliveryTo
        ? `, arrives ${dateRangeText(order.deliveryFrom, order.deliveryTo)}`
        : ''
    lines.push({
      description: `Delivery: ${speedLabel(order.deliverySpeed)}`,
      detail:
        order.shippingGstRateBp === null
          ? `Courier delivery${arrival}`
          : `Courier delivery${arrival}; part of a composite supply, taxed as its principal supply`,
      hsn: order.shippingHsn ?? SHIPPING_SAC,
      quantity: '1',
      pricePaise: order.shippingPaise,
      taxablePaise: order.shippingPaise - tax,
      rateBp,
      ...split(tax),
      totalPaise: order.shippingPaise,
    })
  }
  return { intraState, lines }
}

// ---------------------------------------------------------------------------------------------
// The PDF
// ---------------------------------------------------------------------------------------------

const REGULAR = 'inter-latin-400-normal.woff'
const BOLD = 'inter-latin-700-normal.woff'
const PAGE_MARGIN = 40
const INK = '#111111'
const MUTED = '#555555'
const RULE = '#d4d4d4'

/** 129950 → "1,299.50". */
const amount = (paise: number) =>
  (paise / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
export const rs = (paise: number) => `Rs ${amount(paise)}`
const percent = (bp: number) => `${(bp / 100).toLocaleString('en-IN')}%`

interface Column {
  title: string
  width: number
  align: 'left' | 'right'
}

/**
 * The tax invoice of a paid order as a PDF, or null when the order does not exist, is not the
 * given owner's, or has no invoice number yet.
 */
export async function renderInvoicePdf(orderId: string, { userId }: { userId?: string } = {}) {
  const order = await prisma.order.findFirst({
    where: { id: orderId, ...(userId ? { userId } : {}), invoiceNumber: { not: null } },
    select: invoiceSelect,
  })
  if (!order?.invoiceNumber) return null
  const pdf = await drawInvoice(order)
  return { pdf, filename: `invoice-${order.invoiceNumber.replaceAll('/', '-')}.pdf` }
}

// The parts of a GST document (the tax invoice, the credit notes of refunds), drawn the same way.

/** A new A4 document in the Inter faces, and the promise of its bytes once `end()` is called. */
export function startGstDocument(title: string) {
  const pdf = new PDFDocument({
    size: 'A4',
    margin: PAGE_MARGIN,
    compress: true,
    info: { Title: title, Author: SITE.legalName },
  })
  const chunks: Buffer[] = []
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)))
    pdf.on('error', reject)
  })
  pdf.registerFont('regular', fontFileBytes(REGULAR))
  pdf.registerFont('bold', fontFileBytes(BOLD))
  return { pdf, done }
}
type Pdf = ReturnType<typeof startGstDocument>['pdf']

const frame = (pdf: Pdf) => ({
  left: PAGE_MARGIN,
  width: pdf.page.width - 2 * PAGE_MARGIN,
  bottom: pdf.page.height - PAGE_MARGIN,
})

/** The seller on the left; the document's title and its facts on the right. Returns the next y. */
export function drawGstHeading(pdf: Pdf, heading: string, facts: [string, string][]) {
  const { left, width } = frame(pdf)
  pdf.font('bold').fontSize(16).fillColor(INK).text(heading, left, PAGE_MARGIN, {
    width,
    align: 'right',
  })
  pdf
    .font('bold')
    .fontSize(12)
    .text(SITE.legalName, left, PAGE_MARGIN, { width: width / 2 })
  pdf
    .font('regular')
    .fontSize(9)
    .fillColor(MUTED)
    .text(SITE.address, { width: width / 2 })
    .text(`GSTIN: ${SITE.gstin}`)
    .text(`State: ${SITE.state}, code ${SITE.stateCode}`)
    .text(`${SITE.email} · ${SITE.phoneDisplay}`)
  const sellerBottom = pdf.y
  let y = PAGE_MARGIN + 26
  for (const [label, value] of facts) {
    pdf
      .font('regular')
      .fontSize(9)
      .fillColor(MUTED)
      .text(label, left + width / 2, y, { width: width / 4 })
    pdf
      .font('bold')
      .fillColor(INK)
      .text(value, left + (3 * width) / 4, y, { width: width / 4, align: 'right' })
    y += 13
  }
  return Math.max(sellerBottom, y) + 16
}

/** The buyer: billed and delivered to the same address. Returns the next y. */
export function drawGstBuyer(pdf: Pdf, order: InvoiceOrder, y: number) {
  const { left, width } = frame(pdf)
  const address = addressSnapshot(order.shippingAddress)
  pdf
    .moveTo(left, y)
    .lineTo(left + width, y)
    .lineWidth(0.5)
    .strokeColor(RULE)
    .stroke()
  y += 10
  pdf.font('bold').fontSize(9).fillColor(MUTED).text('BILL TO / SHIP TO', left, y)
  const buyer = [
    order.businessName,
    address.name,
    [address.line1, address.line2].filter(Boolean).join(', '),
    address.landmark,
    `${address.city}, ${address.state} ${address.pinCode}`.trim(),
    `Phone ${address.phone || order.phone} · ${order.email}`,
    order.gstin ? `GSTIN: ${order.gstin}` : null,
  ].filter((line): line is string => Boolean(line))
  pdf
    .font('bold')
    .fontSize(10)
    .fillColor(INK)
    .text(buyer[0]!, left, pdf.y + 3, { width })
  pdf
    .font('regular')
    .fontSize(9)
    .text(buyer.slice(1).join('\n'), { width: width * 0.7 })
  return pdf.y + 16
}

/** The lines' table with CGST and SGST columns, or IGST. Returns the next y. */
export function drawGstLines(pdf: Pdf, lines: InvoiceLine[], intraState: boolean, startY: number) {
  const { left, width, bottom } = frame(pdf)
  let y = startY
  const taxColumns: Column[] = intraState
    ? [
        { title: 'CGST', width: 42, align: 'right' },
        { title: 'SGST', width: 42, align: 'right' },
      ]
    : [{ title: 'IGST', width: 50, align: 'right' }]
  const fixed: Column[] = [
    { title: '#', width: 16, align: 'left' },
    { title: 'HSN/SAC', width: 40, align: 'left' },
    { title: 'Qty', width: 26, align: 'right' },
    { title: 'Price (incl. GST)', width: 56, align: 'right' },
    { title: 'Taxable value', width: 58, align: 'right' },
    { title: 'GST rate', width: 34, align: 'right' },
    ...taxColumns,
    { title: 'Total', width: 58, align: 'right' },
  ]
  const descriptionWidth = width - fixed.reduce((s, c) => s + c.width, 0)
  const columns: Column[] = [
    fixed[0]!,
    { title: 'Description', width: descriptionWidth, align: 'left' },
    ...fixed.slice(1),
  ]
  const PAD = 3
  const drawRow = (cells: string[], { header = false, detail = '' } = {}) => {
    pdf.fontSize(header ? 7.5 : 8.5)
    const heights = cells.map((cell, i) => {
      pdf.font(header || i === 1 ? 'bold' : 'regular')
      let h = pdf.heightOfString(cell, { width: columns[i]!.width - 2 * PAD })
      if (i === 1 && detail) {
        pdf.font('regular').fontSize(7.5)
        h += pdf.heightOfString(detail, { width: columns[i]!.width - 2 * PAD })
        pdf.fontSize(header ? 7.5 : 8.5)
      }
      return h
    })
    const height = Math.max(...heights) + 2 * PAD
    if (y + height > bottom - 20) {
      pdf.addPage()
      y = PAGE_MARGIN
    }
    if (header) pdf.rect(left, y, width, height).fill('#f3f4f6')
    let x = left
    cells.forEach((cell, i) => {
      const column = columns[i]!
      pdf
        .font(header || i === 1 ? 'bold' : 'regular')
        .fontSize(header ? 7.5 : 8.5)
        .fillColor(header ? MUTED : INK)
        .text(cell, x + PAD, y + PAD, { width: column.width - 2 * PAD, align: column.align })
      if (i === 1 && detail) {
        pdf
          .font('regular')
          .fontSize(7.5)
          .fillColor(MUTED)
          .text(detail, x + PAD, pdf.y, { width: column.width - 2 * PAD })
      }
      x += column.width
    })
    y += height
    pdf
      .moveTo(left, y)
      .lineTo(left + width, y)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke()
  }
  drawRow(
    columns.map((c) => c.title),
    { header: true },
  )
  lines.forEach((line, i) => {
    const taxes = intraState
      ? [amount(line.cgstPaise), amount(line.sgstPaise)]
      : [amount(line.igstPaise)]
    drawRow(
      [
        String(i + 1),
        line.description,
        line.hsn,
        line.quantity,
        amount(line.pricePaise),
        amount(line.taxablePaise),
        percent(line.rateBp),
        ...taxes,
        amount(line.totalPaise),
      ],
      { detail: line.detail },
    )
  })
  return y
}

/** The totals on the right, the amount in words and the closing line; then the document ends. */
export function drawGstTotals(
  pdf: Pdf,
  totals: [string, string, boolean?][],
  { startY, words, closing }: { startY: number; words: string; closing: string },
) {
  const { left, width, bottom } = frame(pdf)
  let y = startY + 10
  if (y + totals.length * 14 + 60 > bottom) {
    pdf.addPage()
    y = PAGE_MARGIN
  }
  const labelX = left + width * 0.5
  for (const [label, value, strong] of totals) {
    pdf
      .font(strong ? 'bold' : 'regular')
      .fontSize(strong ? 11 : 9)
      .fillColor(strong ? INK : MUTED)
      .text(label, labelX, y, { width: width * 0.3 })
    pdf.fillColor(INK).text(value, labelX + width * 0.3, y, { width: width * 0.2, align: 'right' })
    y += strong ? 18 : 14
  }
  pdf
    .font('regular')
    .fontSize(9)
    .fillColor(INK)
    .text(`Amount in words: ${words}`, left, y + 6, { width })
  pdf
    .fontSize(8)
    .fillColor(MUTED)
    .text(closing, left, pdf.y + 14, { width })
  pdf.end()
}

async function drawInvoice(order: InvoiceOrder) {
  const { pdf, done } = startGstDocument(`Tax invoice ${order.invoiceNumber}`)
  const address = addressSnapshot(order.shippingAddress)
  const { intraState, lines } = invoiceLines(order)
  let y = drawGstHeading(pdf, 'TAX INVOICE', [
    ['Invoice number', order.invoiceNumber!],
    ['Invoice date', order.invoiceDate ? formatDate(order.invoiceDate) : ''],
    ['Order number', order.number],
    ['Order date', formatDate(order.createdAt)],
    ['Place of supply', placeOfSupplyLabel(order.placeOfSupply || address.state)],
    ['Reverse charge', 'No'],
  ])
  y = drawGstBuyer(pdf, order, y)
  y = drawGstLines(pdf, lines, intraState, y)
  drawGstTotals(
    pdf,
    [
      ['Items (incl. GST)', rs(order.subtotalPaise)],
      ...orderDiscountLines(order).map((line): [string, string] => [
        line.label,
        line.amountPaise ? `- ${rs(line.amountPaise)}` : 'Free shipping',
      ]),
      [
        `${speedLabel(order.deliverySpeed)} (incl. GST)`,
        order.shippingPaise ? rs(order.shippingPaise) : 'Free',
      ],
      ['Taxable value', rs(lines.reduce((s, l) => s + l.taxablePaise, 0))],
      ...((intraState
        ? [
            ['CGST', rs(order.cgstPaise)],
            ['SGST', rs(order.sgstPaise)],
          ]
        : [['IGST', rs(order.igstPaise)]]) as [string, string][]),
      ['Total GST', rs(order.taxPaise)],
      ['Grand total', rs(order.totalPaise), true],
    ],
    {
      startY: y,
      words: amountInWords(order.totalPaise),
      closing: 'Prices include GST. This is a computer-generated invoice and needs no signature.',
    },
  )
  return done
}
