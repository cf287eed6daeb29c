import type { OrderStatus, Prisma } from '@prisma/client'
import type { PreflightIssue } from '#app/designer/preflight.ts'
import { formatCalendarDay, formatDate, formatDateTime, IST_OFFSET_MS } from '#app/utils/dates.ts'
import { canChangeStatus, ORDER_STATUS_LABELS, orderEventTitle } from '#app/utils/order-status.ts'
import { getEnv } from '../platform/env.server.ts'
import { prisma } from '../platform/db.server.ts'
import { PRINT_PART_LABELS, type PrintPartKey } from '#app/designer/print-parts.ts'
import { paperOf, orderItemPrintFile } from '../orders/print-files.server.ts'
import {
  addressSnapshot,
  designSnapshotOf,
  optionLines,
  orderLineSelect,
  orderMoneySelect,
} from '../orders/orders.server.ts'
import { adminShipmentPanel } from '../shipping/shipment-view.server.ts'
import { creditNoteAmountsSelect } from '../billing/credit-notes.server.ts'
import { SHIPPING_MESSAGES } from '#app/utils/shipment.ts'

/**
 * The admin's order page (decision 022): everything staff need about one order in one read, and
 * which actions its status allows. Customers' views of the same order are in orders.server.ts
 * (the one order view); this one adds what only staff see: private notes, who did what, payments
 * and refunds with their provider ids, preflight, print files and job tickets.
 */

export const adminOrderUrls = (orderId: string) => ({
  detail: `/admin/orders/${orderId}`,
  invoice: `/admin/orders/${orderId}/invoice.pdf`,
  creditNote: (creditNoteId: string) => `/admin/orders/${orderId}/credit-notes/${creditNoteId}.pdf`,
  printFile: (itemId: string) => `/admin/orders/${orderId}/items/${itemId}/print-file`,
  ticket: (itemId: string) => `/admin/orders/${orderId}/items/${itemId}/ticket`,
})

/** The calendar day (IST) a dispatch deadline falls on: the deadline is the end of that day. */
export function dispatchDayLabel(dispatchBy: Date) {
  const ist = new Date(dispatchBy.getTime() - 1 + IST_OFFSET_MS)
  return formatCalendarDay(Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth(), ist.getUTCDate()))
}

/** The stored preflight of an ordered item: its issues, or null when the item was never checked. */
export function preflightOf(value: unknown): PreflightIssue[] | null {
  if (!Array.isArray(value)) return null
  return value
    .filter((issue): issue is PreflightIssue => Boolean(issue && typeof issue === 'object'))
    .map((issue) => ({
      code: issue.code,
      severity: issue.severity === 'error' ? 'error' : 'warning',
      sideId: String(issue.sideId ?? ''),
      ...(issue.elementId ? { elementId: String(issue.elementId) } : {}),
      message: String(issue.message ?? ''),
    }))
}

/** What the press prints an item from: its frozen design, an uploaded file, or nothing yet. */
export type Artwork = 'design' | 'upload' | 'none'
function artworkOf(item: { designSnapshot: unknown; uploadId: string | null }): Artwork {
  if (designSnapshotOf(item.designSnapshot)) return 'design'
  return item.uploadId ? 'upload' : 'none'
}

/** The uploads an ordered item was made from: its own file, and the images in its design. */
function uploadSummaryOf(preflight: unknown): string | null {
  const summary = (preflight as { summary?: unknown } | null)?.summary
  return typeof summary === 'string' ? summary : null
}

/** The separate files of a bound book's design (a side with a size of its own is its cover). */
function bookPartsOf(document: unknown): PrintPartKey[] {
  const sides = (document as { sides?: { trimWidthMm?: unknown }[] } | undefined)?.sides
  if (!Array.isArray(sides)) return []
  const cover = sides.filter((s) => typeof s?.trimWidthMm === 'number').length
  return cover && cover < sides.length ? ['cover', 'block'] : []
}

function uploadIdsOf(item: { uploadId: string | null; designSnapshot: unknown }) {
  const ids = new Set<string>()
  if (item.uploadId) ids.add(item.uploadId)
  const design = designSnapshotOf(item.designSnapshot)
  const sides = (design?.document as { sides?: { elements?: unknown[] }[] } | undefined)?.sides
  for (const side of Array.isArray(sides) ? sides : []) {
    for (const element of Array.isArray(side?.elements) ? side.elements : []) {
      const el = element as { type?: unknown; uploadId?: unknown }
      if (el?.type === 'image' && typeof el.uploadId === 'string') ids.add(el.uploadId)
    }
  }
  return [...ids]
}

const adminOrderSelect = {
  id: true,
  number: true,
  status: true,
  ...orderMoneySelect,
  userId: true,
  user: { select: { id: true, firstName: true, lastName: true, displayName: true, email: true } },
  courier: true,
  trackingNumber: true,
  holdReason: true,
  invoiceNumber: true,
  invoiceDate: true,
  createdAt: true,
  paidAt: true,
  expiresAt: true,
  dispatchBy: true,
  productionAt: true,
  shippedAt: true,
  deliveredAt: true,
  cancelledAt: true,
  items: {
    orderBy: { id: 'asc' },
    select: {
      id: true,
      productSlug: true,
      ...orderLineSelect,
      previewUploadId: true,
      uploadId: true,
      upload: { select: { preflight: true, backUploadId: true, mimeType: true } },
      designSnapshot: true,
      preflight: true,
      printSha256: true,
      awaitingArtwork: true,
      artworkReceivedAt: true,
      product: { select: { slug: true, unitSingular: true, unitPlural: true } },
    },
  },
  events: {
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    select: {
      id: true,
      status: true,
      kind: true,
      note: true,
      actor: true,
      visibleToCustomer: true,
      createdAt: true,
    },
  },
  payments: {
    orderBy: { createdAt: 'asc' },
    select: {
      id: true,
      providerOrderId: true,
      providerPaymentId: true,
      status: true,
      method: true,
      amountPaise: true,
      capturedPaise: true,
      refundedPaise: true,
      capturedAt: true,
      createdAt: true,
      errorDescription: true,
    },
  },
  refunds: {
    orderBy: { createdAt: 'asc' },
    select: {
      id: true,
      paymentId: true,
      providerRefundId: true,
      amountPaise: true,
      status: true,
      reason: true,
      createdBy: true,
      createdAt: true,
      processedAt: true,
      creditNote: { select: { id: true, number: true } },
    },
  },
  creditNotes: {
    orderBy: [{ createdAt: 'asc' }, { number: 'asc' }],
    select: { ...creditNoteAmountsSelect, refundId: true },
  },
  loyalty: { select: { kind: true, points: true, availableAt: true } },
} satisfies Prisma.OrderSelect

const PAID_STATUSES: OrderStatus[] = ['PAID', 'IN_PRODUCTION', 'SHIPPED', 'DELIVERED']

/** Everything the admin order page shows, or null for an unknown id. */
export async function getAdminOrder(orderId: string) {
  if (!orderId || orderId.length > 64) return null
  const order = await prisma.order.findUnique({ where: { id: orderId }, select: adminOrderSelect })
  if (!order) return null
  const urls = adminOrderUrls(order.id)
  const address = addressSnapshot(order.shippingAddress)
  const userName = order.user
    ? [order.user.firstName, order.user.lastName].filter(Boolean).join(' ') ||
      order.user.displayName ||
      order.user.email
    : null

  const pendingByPayment = new Map<string, number>()
  for (const refund of order.refunds)
    if (refund.status === 'PENDING')
      pendingByPayment.set(
        refund.paymentId,
        (pendingByPayment.get(refund.paymentId) ?? 0) + refund.amountPaise,
      )
  const payments = order.payments.map((p) => {
    const captured = p.status === 'CAPTURED' || p.status === 'REFUNDED'
    const capturedPaise = captured ? (p.capturedPaise ?? p.amountPaise) : 0
    const pendingPaise = pendingByPayment.get(p.id) ?? 0
    return {
      id: p.id,
      providerOrderId: p.providerOrderId,
      providerPaymentId: p.providerPaymentId,
      status: p.status,
      method: p.method,
      amountPaise: p.amountPaise,
      capturedPaise,
      refundedPaise: p.refundedPaise,
      pendingRefundPaise: pendingPaise,
      leftPaise:
        captured && p.providerPaymentId ? capturedPaise - p.refundedPaise - pendingPaise : 0,
      capturedAtLabel: p.capturedAt ? formatDateTime(p.capturedAt) : null,
      createdAtLabel: formatDateTime(p.createdAt),
      error: p.errorDescription,
    }
  })
  const creditNoteUrl = urls.creditNote
  const refunds = order.refunds.map((r) => ({
    id: r.id,
    paymentId: r.paymentId,
    providerRefundId: r.providerRefundId,
    amountPaise: r.amountPaise,
    status: r.status,
    reason: r.reason,
    createdBy: r.createdBy,
    createdAtLabel: formatDateTime(r.createdAt),
    processedAtLabel: r.processedAt ? formatDateTime(r.processedAt) : null,
    creditNote: r.creditNote
      ? { number: r.creditNote.number, url: creditNoteUrl(r.creditNote.id) }
      : null,
    /** Razorpay could not be reached: the same request can be sent again. */
    canRetry: r.status === 'PENDING' && !r.providerRefundId,
  }))

  const points = { earned: 0, pending: false, reversed: 0, used: 0, restored: 0 }
  for (const entry of order.loyalty) {
    if (entry.kind === 'EARN') {
      points.earned += entry.points
      points.pending = entry.availableAt === null
    } else if (entry.kind === 'REVERSE') points.reversed -= entry.points
    else if (entry.kind === 'REDEEM') points.used -= entry.points
    else if (entry.kind === 'RESTORE') points.restored += entry.points
  }

  const refundLeftPaise = payments.reduce((sum, p) => sum + Math.max(0, p.leftPaise), 0)
  const shipment = await adminShipmentPanel(order.id, order.status)
  return {
    id: order.id,
    number: order.number,
    status: order.status,
    statusLabel: ORDER_STATUS_LABELS[order.status],
    placedLabel: formatDateTime(order.createdAt),
    paidLabel: order.paidAt ? formatDateTime(order.paidAt) : null,
    dispatchByLabel: order.dispatchBy ? dispatchDayLabel(order.dispatchBy) : null,
    dispatchOverdue: Boolean(
      order.dispatchBy &&
      order.dispatchBy.getTime() < Date.now() &&
      (order.status === 'PAID' || order.status === 'IN_PRODUCTION'),
    ),
    holdReason: order.holdReason,
    expiresLabel:
      order.status === 'PENDING_PAYMENT' && order.expiresAt
        ? formatDateTime(order.expiresAt)
        : null,
    milestones: [
      ['Placed', order.createdAt],
      ['Paid', order.paidAt],
      ['In production', order.productionAt],
      ['Shipped', order.shippedAt],
      ['Delivered', order.deliveredAt],
      ['Cancelled', order.cancelledAt],
    ]
      .filter((m): m is [string, Date] => m[1] instanceof Date)
      .map(([label, at]) => ({ label, atLabel: formatDateTime(at) })),
    customer: {
      name: address.name || userName || order.email,
      userId: order.userId,
      userName,
      email: order.email,
      phone: order.phone,
    },
    address,
    gstin: order.gstin,
    businessName: order.businessName,
    placeOfSupply: order.placeOfSupply,
    courier: order.courier,
    trackingNumber: order.trackingNumber,
    totals: {
      subtotalPaise: order.subtotalPaise,
      discountPaise: order.discountPaise,
      loyaltyPointsUsed: order.loyaltyPointsUsed,
      shippingPaise: order.shippingPaise,
      taxPaise: order.taxPaise,
      cgstPaise: order.cgstPaise,
      sgstPaise: order.sgstPaise,
      igstPaise: order.igstPaise,
      totalPaise: order.totalPaise,
    },
    items: order.items.map((item, index) => {
      const slug = item.productSlug || item.product.slug
      const design = designSnapshotOf(item.designSnapshot)
      return {
        id: item.id,
        position: index + 1,
        productName: item.productName,
        slug,
        options: optionLines(item.options),
        paper: paperOf(item.options),
        tierQuantity: item.tierQuantity,
        quantity: item.quantity,
        unit: item.tierQuantity === 1 ? item.product.unitSingular : item.product.unitPlural,
        unitPricePaise: item.unitPricePaise,
        totalPaise: item.totalPaise,
        hsnCode: item.hsnCode,
        gstRateBp: item.gstRateBp,
        taxPaise: item.taxPaise,
        imageUrl: `/api/images/${item.previewUploadId ?? item.uploadId ?? `art-${slug}`}`,
        designName: design?.name ?? null,
        preflight: preflightOf(item.preflight),
        /** An uploaded file's preflight in one sentence (decision 032); null for designs. */
        uploadSummary: design ? null : uploadSummaryOf(item.upload?.preflight),
        uploadIsPdf: item.upload?.mimeType === 'application/pdf',
        uploads: [
          ...uploadIdsOf(item),
          ...(item.upload?.backUploadId && !design ? [item.upload.backUploadId] : []),
        ].map((id) => ({ id, url: `/api/images/${id}` })),
        artwork: artworkOf(item),
        /** "Send my file later": the shopper has not sent it yet (decision 033). */
        awaitingArtwork: item.awaitingArtwork,
        artworkReceivedLabel: item.artworkReceivedAt
          ? formatDateTime(item.artworkReceivedAt)
          : null,
        printSha256: item.printSha256,
        printFileUrl: urls.printFile(item.id),
        /** A photo book's cover and block, separate files for the binder (decision 046). */
        printParts: bookPartsOf(design?.document).map((part) => ({
          label: PRINT_PART_LABELS[part],
          url: `${urls.printFile(item.id)}?part=${part}`,
        })),
        ticketUrl: urls.ticket(item.id),
      }
    }),
    payments,
    refunds,
    refundLeftPaise,
    creditNotes: order.creditNotes.map((note) => ({
      id: note.id,
      number: note.number,
      amountPaise: note.amountPaise,
      taxPaise: note.taxPaise,
      cgstPaise: note.cgstPaise,
      sgstPaise: note.sgstPaise,
      igstPaise: note.igstPaise,
      dateLabel: formatDate(note.createdAt),
      url: creditNoteUrl(note.id),
    })),
    invoice: order.invoiceNumber
      ? {
          number: order.invoiceNumber,
          dateLabel: order.invoiceDate ? formatDate(order.invoiceDate) : '',
          url: urls.invoice,
        }
      : null,
    points: order.loyalty.length ? points : null,
    events: order.events.map((event) => ({
      id: event.id,
      kind: event.kind,
      status: event.status,
      title: orderEventTitle(event.kind, event.status),
      note: event.note,
      actor: event.actor,
      visibleToCustomer: event.visibleToCustomer && event.kind !== 'email',
      atLabel: formatDateTime(event.createdAt),
    })),
    /** The parcel booked with the courier (decision 058). */
    shipment,
    /** Why "Mark shipped" is not offered to an order in production: its live booking. */
    manualShipNote:
      order.status === 'IN_PRODUCTION' && shipment.live
        ? SHIPPING_MESSAGES.bookedNoManualShip(shipment.live.awb)
        : null,
    /** What the page offers for this status; the actions check again on the server. */
    can: {
      startProduction: order.status === 'PAID',
      ship: order.status === 'IN_PRODUCTION' && !shipment.live,
      deliver: order.status === 'SHIPPED',
      cancel: canChangeStatus(order.status, 'CANCELLED'),
      refund: refundLeftPaise >= 100,
      resendConfirmation: PAID_STATUSES.includes(order.status),
    },
  }
}
export type AdminOrder = NonNullable<Awaited<ReturnType<typeof getAdminOrder>>>

/**
 * What the press's job ticket for one item says, or null for an unknown order or item. The file
 * checksum is that of the print file as the download gives it (rendering it records it on the
 * item the first time); null when the item has nothing to print.
 */
export async function getJobTicket({ orderId, itemId }: { orderId: string; itemId: string }) {
  const order = await prisma.order.findUnique({
    where: { id: orderId },
    select: {
      id: true,
      number: true,
      status: true,
      dispatchBy: true,
      createdAt: true,
      shippingAddress: true,
      items: {
        orderBy: { id: 'asc' },
        select: {
          id: true,
          productName: true,
          options: true,
          quantity: true,
          tierQuantity: true,
          preflight: true,
          designSnapshot: true,
          uploadId: true,
          product: {
            select: {
              unitSingular: true,
              unitPlural: true,
              trimWidthMm: true,
              trimHeightMm: true,
              sides: true,
            },
          },
        },
      },
    },
  })
  const position = order ? order.items.findIndex((i) => i.id === itemId) + 1 : 0
  const item = order?.items[position - 1]
  if (!order || !item) return null
  const file = await orderItemPrintFile({ orderId, itemId })
  const address = addressSnapshot(order.shippingAddress)
  const unit = item.tierQuantity === 1 ? item.product.unitSingular : item.product.unitPlural
  const preflight = preflightOf(item.preflight)
  const appUrl = getEnv().APP_URL.replace(/\/$/, '')
  const paper = paperOf(item.options)
  const options = optionLines(item.options)
  const paperIndex = paper ? options.findIndex((o) => o.value === paper) : -1
  // The design's own page size (an option may change it), else the product's.
  const doc = designSnapshotOf(item.designSnapshot)?.document as
    { trimWidthMm?: unknown; trimHeightMm?: unknown } | undefined
  const width = typeof doc?.trimWidthMm === 'number' ? doc.trimWidthMm : item.product.trimWidthMm
  const height =
    typeof doc?.trimHeightMm === 'number' ? doc.trimHeightMm : item.product.trimHeightMm
  return {
    orderNumber: order.number,
    orderUrl: `${appUrl}${adminOrderUrls(order.id).detail}`,
    statusLabel: ORDER_STATUS_LABELS[order.status],
    itemLabel: `Item ${position} of ${order.items.length}`,
    productName: item.productName,
    designName: designSnapshotOf(item.designSnapshot)?.name ?? null,
    options: options.filter((_, i) => i !== paperIndex),
    paper: paper || null,
    quantityLabel: `${item.quantity} × ${item.tierQuantity} ${unit}`,
    totalPieces: item.quantity * item.tierQuantity,
    trimLabel: `${width} × ${height} mm, ${item.product.sides === 1 ? 'one side' : `${item.product.sides} sides`}`,
    dueLabel: order.dispatchBy ? dispatchDayLabel(order.dispatchBy) : null,
    placedLabel: formatDate(order.createdAt),
    city: [address.city, address.state].filter(Boolean).join(', '),
    artwork: artworkOf(item),
    file: file ? { name: file.filename, sha256: file.sha256 } : null,
    preflight: preflight
      ? {
          errors: preflight.filter((i) => i.severity === 'error').length,
          warnings: preflight.filter((i) => i.severity === 'warning').length,
        }
      : null,
    printedLabel: formatDateTime(new Date()),
  }
}
export type JobTicket = NonNullable<Awaited<ReturnType<typeof getJobTicket>>>
