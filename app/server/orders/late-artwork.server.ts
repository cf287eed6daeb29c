/**
 * "Send my file later" (decision 033). A paid order whose item waits for the shopper's file stays
 * PAID and out of production and the print ZIP (`awaitingArtwork` on the item) until the file
 * arrives through My Account; one reminder by email and SMS goes a day after payment if it has
 * not. When the last waiting file arrives, the order's timeline says it is ready for production
 * and it leaves the admin's "Awaiting artwork" list (where "paid, not in production" takes over).
 */
import { ARTWORK_TEXT } from '#app/utils/artwork.ts'
import type { Prisma } from '@prisma/client'
import {
  artworkFieldsFor,
  decideArtwork,
  saveArtworkUpload,
} from '../designs/artwork-upload.server.ts'
import { getEnv } from '../platform/env.server.ts'
import { AppError } from '../platform/errors.server.ts'
import { defineJob } from '../platform/jobs.server.ts'
import { prisma } from '../platform/db.server.ts'
import { deliver, queueEmail, queueSms } from '../platform/outbox.server.ts'
import { orderUrls } from './orders.server.ts'

/** The reminder goes this long after payment when a file is still missing. */
export const ARTWORK_REMINDER_AFTER_MS = 24 * 60 * 60 * 1000

export const LATE_ARTWORK_MESSAGES = {
  notFound: 'That order item was not found.',
  notWaiting: 'We already have the artwork for this item.',
  notPaid: 'This order is no longer waiting for artwork.',
  noFile: 'Choose the file to upload.',
} as const

export interface LateArtworkInput {
  userId: string
  orderId: string
  itemId: string
  file: File | null
  /** The back's image, for a two-sided product sent as images. */
  backFile?: File | null
  /** The shopper ticked "I have checked my proof" (needed when the file has warnings). */
  proofChecked?: boolean
  /** The client's address, for the upload limits. */
  ip: string
}

/**
 * The shopper's file for an item that waits for it: checked (their own paid order, the item still
 * waiting), stored, then attached with a conditional update so two uploads at once attach one.
 * This is the one place a late file is stored, through the same preflight as the product page's.
 */
export async function attachLateArtwork({
  userId,
  orderId,
  itemId,
  file,
  backFile = null,
  proofChecked = false,
  ip,
}: LateArtworkInput) {
  const item = await prisma.orderItem.findFirst({
    where: { id: itemId, orderId, order: { userId } },
    select: {
      awaitingArtwork: true,
      productName: true,
      productId: true,
      selection: true,
      order: { select: { status: true } },
    },
  })
  if (!item) throw new AppError(404, LATE_ARTWORK_MESSAGES.notFound)
  if (!item.awaitingArtwork) throw new AppError(409, LATE_ARTWORK_MESSAGES.notWaiting)
  if (item.order.status !== 'PAID') throw new AppError(409, LATE_ARTWORK_MESSAGES.notPaid)
  if (!file)
    throw new AppError(400, LATE_ARTWORK_MESSAGES.noFile, {
      fieldErrors: { design: [LATE_ARTWORK_MESSAGES.noFile] },
    })

  // The same preflight as a file sent with the order (decision 032), at the options ordered:
  // errors refuse it, warnings need the shopper's "I have checked my proof".
  const stored = await saveArtworkUpload({
    files: { front: file, back: backFile },
    productId: item.productId,
    options: (item.selection ?? {}) as Record<string, string>,
    owner: { userId },
    ip,
  })
  const saved = stored.upload
  const decided = decideArtwork(stored.preflight, { proofChecked, uploadId: saved.id })

  return prisma.$transaction(async (tx) => {
    const now = new Date()
    const attached = await tx.orderItem.updateMany({
      where: { id: itemId, orderId, awaitingArtwork: true, order: { status: 'PAID' } },
      data: {
        uploadId: saved.id,
        preflight: decided.preflight as unknown as Prisma.InputJsonValue,
        proofCheckedAt: decided.proofCheckedAt,
        awaitingArtwork: false,
        artworkReceivedAt: now,
        // The file enters prepress: a person checks it before the proof goes out (decision 054).
        prepressStatus: 'CHECKING',
      },
    })
    if (!attached.count) throw new AppError(409, LATE_ARTWORK_MESSAGES.notWaiting)
    const { proofRound } = await tx.orderItem.findUniqueOrThrow({
      where: { id: itemId },
      select: { proofRound: true },
    })
    await tx.prepressEvent.create({
      data: {
        orderItemId: itemId,
        action: 'file-received',
        status: 'CHECKING',
        actor: 'customer',
        uploadId: saved.id,
        round: proofRound,
        createdAt: now,
      },
    })
    const stillWaiting = await tx.orderItem.count({ where: { orderId, awaitingArtwork: true } })
    await tx.orderEvent.create({
      data: {
        orderId,
        status: 'PAID',
        kind: 'artwork',
        actor: 'customer',
        createdAt: now,
        note: stillWaiting
          ? `${ARTWORK_TEXT.received} for ${item.productName}. Still waiting for ${stillWaiting} more.`
          : `${ARTWORK_TEXT.received} for ${item.productName}. All artwork is in: ready for production.`,
      },
    })
    return { uploadId: saved.id, stillWaiting }
  })
}

/**
 * The reminder of one order: claimed with a conditional update in the same transaction as the
 * email and SMS it queues, so however often the job runs the shopper hears once.
 */
async function remindOrder(orderId: string, now: Date) {
  const messageIds = await prisma.$transaction(async (tx) => {
    const claimed = await tx.order.updateMany({
      where: {
        id: orderId,
        status: 'PAID',
        artworkRemindedAt: null,
        items: { some: { awaitingArtwork: true } },
      },
      data: { artworkRemindedAt: now },
    })
    if (!claimed.count) return []
    const order = await tx.order.findUniqueOrThrow({
      where: { id: orderId },
      select: {
        number: true,
        email: true,
        phone: true,
        items: { where: { awaitingArtwork: true }, select: { productName: true } },
      },
    })
    const link = `${getEnv().APP_URL.replace(/\/$/, '')}${orderUrls(orderId).detail}`
    const names = order.items.map((i) => i.productName).join(', ')
    const email = await queueEmail(tx, {
      to: order.email,
      subject: `Order ${order.number}: we are waiting for your file`,
      text: [
        `Thank you for your order ${order.number}.`,
        '',
        `We print it as soon as your file arrives. Still waiting for: ${names}.`,
        `Upload it here: ${link}`,
        '',
        'PrintStudio',
      ].join('\n'),
    })
    const ids = [email.id]
    if (order.phone) {
      const sms = await queueSms(tx, {
        to: order.phone,
        message: `PrintStudio: order ${order.number} is waiting for your file. Upload it at ${link}`,
      })
      ids.push(sms.id)
    }
    await tx.orderEvent.create({
      data: {
        orderId,
        status: 'PAID',
        kind: 'email',
        note: 'Reminder sent: waiting for the artwork',
        createdAt: now,
      },
    })
    return ids
  })
  for (const id of messageIds) await deliver(id)
  return messageIds.length > 0
}

/** The scheduled run: paid orders still waiting for a file a day after payment, reminded once. */
export async function sendDueArtworkReminders({
  now = new Date(),
  limit = 200,
}: { now?: Date; limit?: number } = {}) {
  const due = await prisma.order.findMany({
    where: {
      status: 'PAID',
      artworkRemindedAt: null,
      paidAt: { lte: new Date(now.getTime() - ARTWORK_REMINDER_AFTER_MS) },
      items: { some: { awaitingArtwork: true } },
    },
    orderBy: { paidAt: 'asc' },
    take: limit,
    select: { id: true },
  })
  let sent = 0
  for (const { id } of due) if (await remindOrder(id, now)) sent++
  return { due: due.length, sent }
}

export const artworkRemindersJob = defineJob<Record<string, never>>(
  'artwork-reminders',
  () => sendDueArtworkReminders(),
  { schedule: '*/15 * * * *', retryLimit: 1 },
)

/** An item of the shopper's own order, for the upload page: null when it is not theirs. */
export async function lateArtworkItem(userId: string, orderId: string, itemId: string) {
  const item = await prisma.orderItem.findFirst({
    where: { id: itemId, orderId, order: { userId } },
    select: {
      id: true,
      productName: true,
      awaitingArtwork: true,
      artworkReceivedAt: true,
      productId: true,
      selection: true,
      order: { select: { number: true, status: true } },
      product: { select: { trimWidthMm: true, trimHeightMm: true, bleedMm: true } },
    },
  })
  if (!item) return null
  // The sides the file must cover at the options ordered (front and back: two image fields).
  const fields = await artworkFieldsFor(
    item.productId,
    (item.selection ?? {}) as Record<string, string>,
  ).catch(() => null)
  return {
    sides: fields?.sides ?? ['Front'],
    id: item.id,
    productName: item.productName,
    orderNumber: item.order.number,
    /** The form is offered only while the item waits and the order is paid. */
    waiting: item.awaitingArtwork && item.order.status === 'PAID',
    received: Boolean(item.artworkReceivedAt),
    artWidthMm: item.product.trimWidthMm + 2 * item.product.bleedMm,
    artHeightMm: item.product.trimHeightMm + 2 * item.product.bleedMm,
  }
}
