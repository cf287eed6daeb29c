import bwipjs from 'bwip-js/node'
import PDFDocument from 'pdfkit'
import { formatCalendarDay } from '#app/utils/dates.ts'
import { SITE } from '#app/utils/site.ts'
import type { LabelFormat } from '#app/utils/shipment.ts'
import { fontFileBytes } from '../designs/design-fonts.server.ts'
import { prisma } from '../platform/db.server.ts'

/**
 * Shipping labels (decision 058), drawn from our own data so they look the same whoever the
 * courier is: A6 (105 × 148 mm, a thermal label printer's size), one parcel a page; or A4 with
 * four A6 labels a sheet, for an office printer. Each has the AWB as a Code 128 barcode (bwip-js),
 * the courier, the ship-to and return addresses, the order number and weight, and "Prepaid: do
 * not collect cash".
 */

const MM = 72 / 25.4
const A6 = { width: 105 * MM, height: 148 * MM }
const A4 = { width: 210 * MM, height: 297 * MM }

interface LabelParcel {
  awb: string
  courierName: string
  orderNumber: string
  weightGrams: number
  pickupDate: Date | null
  to: Record<string, string | undefined>
}

/** The labels of the live, booked parcels of these orders, in the order given; null when none. */
export async function renderShipmentLabels(orderIds: string[], format: LabelFormat) {
  const rows = await prisma.shipment.findMany({
    where: { orderId: { in: orderIds }, status: { not: 'CANCELLED' }, awb: { not: null } },
    select: {
      orderId: true,
      awb: true,
      courierName: true,
      weightGrams: true,
      pickupDate: true,
      order: { select: { number: true, shippingAddress: true } },
    },
  })
  if (!rows.length) return null
  const position = new Map(orderIds.map((id, i) => [id, i]))
  rows.sort((a, b) => (position.get(a.orderId) ?? 0) - (position.get(b.orderId) ?? 0))
  const parcels: LabelParcel[] = rows.map((r) => ({
    awb: r.awb!,
    courierName: r.courierName ?? 'Courier',
    orderNumber: r.order.number,
    weightGrams: r.weightGrams,
    pickupDate: r.pickupDate,
    to: r.order.shippingAddress as Record<string, string | undefined>,
  }))
  const pdf = await drawLabels(parcels, format)
  const name =
    parcels.length === 1 ? `label-${parcels[0]!.orderNumber}` : `labels-${parcels.length}`
  return { pdf, filename: `${name}-${format}.pdf` }
}

async function drawLabels(parcels: LabelParcel[], format: LabelFormat) {
  const page = format === 'a6' ? A6 : A4
  const doc = new PDFDocument({
    size: [page.width, page.height],
    margin: 0,
    autoFirstPage: false,
    compress: true,
    info: { Title: 'Shipping labels', Author: SITE.legalName },
  })
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  doc.registerFont('regular', fontFileBytes('inter-latin-400-normal.woff'))
  doc.registerFont('bold', fontFileBytes('inter-latin-700-normal.woff'))
  const perPage = format === 'a6' ? 1 : 4
  for (const [i, parcel] of parcels.entries()) {
    const slot = i % perPage
    if (slot === 0) doc.addPage({ size: [page.width, page.height], margin: 0 })
    const x = format === 'a6' ? 0 : (slot % 2) * A6.width
    const y = format === 'a6' ? 0 : Math.floor(slot / 2) * A6.height
    await drawLabel(doc, parcel, x, y)
    if (format === 'a4') {
      // Cutting guides between the four labels.
      doc.save().lineWidth(0.3).dash(3, { space: 3 }).strokeColor('#999999')
      doc.moveTo(A6.width, 0).lineTo(A6.width, A4.height).stroke()
      doc.moveTo(0, A6.height).lineTo(A4.width, A6.height).stroke()
      doc.restore()
    }
  }
  doc.end()
  return done
}

async function drawLabel(doc: PDFKit.PDFDocument, p: LabelParcel, x: number, y: number) {
  const pad = 6 * MM
  const width = A6.width - 2 * pad
  let top = y + pad
  doc
    .lineWidth(1)
    .strokeColor('#000000')
    .rect(x + 3 * MM, y + 3 * MM, A6.width - 6 * MM, A6.height - 6 * MM)
    .stroke()
  doc
    .font('bold')
    .fontSize(13)
    .fillColor('#000000')
    .text(p.courierName, x + pad, top, { width })
  top += 18
  doc
    .font('regular')
    .fontSize(8)
    .text(`Prepaid: do not collect cash · ${p.weightGrams} g`, x + pad, top, { width })
  top += 14
  const barcode = await bwipjs.toBuffer({
    bcid: 'code128',
    text: p.awb,
    scale: 3,
    height: 14,
    includetext: false,
  })
  doc.image(barcode, x + pad, top, { width, height: 22 * MM })
  top += 22 * MM + 4
  doc
    .font('bold')
    .fontSize(12)
    .text(`AWB ${p.awb}`, x + pad, top, { width, align: 'center' })
  top += 20
  doc
    .moveTo(x + pad, top)
    .lineTo(x + pad + width, top)
    .stroke()
  top += 6
  doc
    .font('bold')
    .fontSize(8)
    .text('SHIP TO', x + pad, top, { width })
  top += 11
  const to = p.to
  const lines = [
    to.name,
    to.line1,
    [to.line2, to.landmark].filter(Boolean).join(', '),
    [to.city, to.state].filter(Boolean).join(', '),
  ].filter((l): l is string => Boolean(l))
  doc
    .font('bold')
    .fontSize(10)
    .text(lines[0] ?? '', x + pad, top, { width })
  doc.font('regular').fontSize(9).text(lines.slice(1).join('\n'), { width })
  doc
    .font('bold')
    .fontSize(16)
    .text(`PIN ${to.pinCode ?? ''}`, { width })
  doc
    .font('regular')
    .fontSize(9)
    .text(`Phone ${to.phone ?? ''}`, { width })
  top = y + A6.height - pad - 52
  doc
    .moveTo(x + pad, top)
    .lineTo(x + pad + width, top)
    .stroke()
  top += 5
  doc
    .font('bold')
    .fontSize(7)
    .text('RETURN TO', x + pad, top, { width })
  doc
    .font('regular')
    .fontSize(7)
    .text(`${SITE.legalName}, ${SITE.address} · ${SITE.phoneDisplay}`, { width })
  doc
    .font('bold')
    .fontSize(8)
    .text(
      `Order ${p.orderNumber}${p.pickupDate ? ` · pickup ${formatCalendarDay(p.pickupDate)}` : ''}`,
      { width },
    )
}
