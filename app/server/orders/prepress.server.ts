/**
 * Prepress (decision 048): a person checks every file of a paid order, and the shopper approves
 * the proof. Each item has a state (`OrderItem.prepressStatus`) and a log (`PrepressEvent`):
 *
 *   CHECKING ──staff pass / fix──▶ AWAITING_SHOPPER ──shopper approves──▶ APPROVED
 *       │                               │ (print as it is: staff's pass approves at once)
 *       └──staff ask──▶ CHANGE_ASKED ───┴──shopper asks for a change──▶ CHANGES_REQUESTED
 *                                                                 (staff's turn again)
 *
 * Every move is one conditional update on the state the actor saw (and, for the shopper, on the
 * proof request their link names), in one transaction with its log line and the messages it
 * queues; the final approval is also held by a unique index (one APPROVED line per item). The
 * order's status does not change here: production (`transition`) and the print ZIP wait until
 * every item is APPROVED.
 */
import type { Prisma, PrepressStatus } from '@prisma/client'
import {
  PREPRESS_MESSAGE_MAX,
  PREPRESS_MESSAGES,
  SHOPPER_TURN,
  STAFF_TURN,
} from '#app/utils/prepress.ts'
import { decideArtwork, saveArtworkUpload } from '../designs/artwork-upload.server.ts'
import { prisma } from '../platform/db.server.ts'
import { AppError } from '../platform/errors.server.ts'
import { defineJob } from '../platform/jobs.server.ts'
import { deliver, queueEmail, queueSms } from '../platform/outbox.server.ts'
import { proofMessage, type ProofMessageKind } from './emails/proof-request.server.ts'
import { moveDispatchOnApproval } from './dispatch-promise.server.ts'
import { addressSnapshot } from './orders.server.ts'
import { orderItemPrintFile } from './print-files.server.ts'
import { proofUrl, readProofToken } from './proof-link.server.ts'

type Tx = Prisma.TransactionClient

/** The reminder goes this long after a proof request the shopper has not answered. */
export const PROOF_REMINDER_AFTER_MS = 24 * 60 * 60 * 1000

const TX = { maxWait: 15_000, timeout: 30_000 }

function cleanMessage(value: string | null | undefined, empty: string) {
  const text = (value ?? '').replace(/\r\n?/g, '\n').trim()
  if (!text) throw new AppError(400, empty, { fieldErrors: { message: [empty] } })
  if (text.length > PREPRESS_MESSAGE_MAX)
    throw new AppError(400, PREPRESS_MESSAGES.messageTooLong, {
      fieldErrors: { message: [PREPRESS_MESSAGES.messageTooLong] },
    })
  return text
}

/**
 * The item a staff move is about, checked before anything is stored: a paid order's, its file in
 * (an item whose shopper sends the file later waits for it: nothing to check yet), and in the
 * staff's-turn state the staff member's page showed.
 */
async function itemForStaff(orderId: string, itemId: string, seenState: string) {
  const item = await prisma.orderItem.findFirst({
    where: { id: itemId, orderId },
    select: {
      id: true,
      productId: true,
      selection: true,
      prepressStatus: true,
      awaitingArtwork: true,
      order: { select: { status: true } },
    },
  })
  if (!item) throw new AppError(404, PREPRESS_MESSAGES.itemNotFound)
  if (item.order.status !== 'PAID') throw new AppError(409, PREPRESS_MESSAGES.notPaid)
  if (item.awaitingArtwork) throw new AppError(409, PREPRESS_MESSAGES.waitingForFile)
  const seen = STAFF_TURN.find((s) => s === seenState)
  if (!seen || !STAFF_TURN.includes(item.prepressStatus))
    throw new AppError(409, PREPRESS_MESSAGES.notStaffTurn)
  if (item.prepressStatus !== seen) throw new AppError(409, PREPRESS_MESSAGES.changedMeanwhile)
  return { ...item, seen }
}

/** The conditional update's guard of a staff move: the state seen, the file in, the order paid. */
const staffWhere = (orderId: string, itemId: string, seen: PrepressStatus) => ({
  id: itemId,
  orderId,
  prepressStatus: seen,
  awaitingArtwork: false,
  order: { status: 'PAID' as const },
})

/** The proof email and SMS of one request, queued in the transaction that made it. */
async function queueProofMessages(
  tx: Tx,
  { itemId, kind, note, now }: { itemId: string; kind: ProofMessageKind; note?: string; now: Date },
) {
  const item = await tx.orderItem.findUniqueOrThrow({
    where: { id: itemId },
    select: {
      productName: true,
      proofRound: true,
      prepressStatus: true,
      order: { select: { number: true, email: true, phone: true, shippingAddress: true } },
    },
  })
  const message = proofMessage({
    kind,
    name: addressSnapshot(item.order.shippingAddress).name,
    orderNumber: item.order.number,
    productName: item.productName,
    link: proofUrl(itemId, item.proofRound, now),
    note,
    asked: item.prepressStatus === 'CHANGE_ASKED',
  })
  const email = await queueEmail(tx, {
    to: item.order.email,
    subject: message.subject,
    text: message.text,
    html: message.html,
  })
  const ids = [email.id]
  if (item.order.phone) {
    const sms = await queueSms(tx, { to: item.order.phone, message: message.sms })
    ids.push(sms.id)
  }
  return ids
}

async function logEvent(
  tx: Tx,
  data: {
    orderItemId: string
    action: string
    status: PrepressStatus
    actor: string
    note?: string
    uploadId?: string | null
    round: number
    createdAt: Date
  },
) {
  await tx.prepressEvent.create({ data: { ...data, note: data.note ?? '' } })
}

export interface StaffMoveInput {
  orderId: string
  itemId: string
  /** The state the staff member saw. */
  seen: string
  actor: string
  now?: Date
}

/**
 * The one proof request step: the item becomes the shopper's turn (a proof to approve, or a change
 * asked of them) under a new round, so earlier links go stale; the log line and the email and SMS
 * with the new link are written in the same transaction. Answers what `after` sends.
 */
async function requestFromShopper(
  tx: Tx,
  input: {
    where: Prisma.OrderItemWhereInput
    status: 'AWAITING_SHOPPER' | 'CHANGE_ASKED'
    data?: Prisma.OrderItemUpdateManyMutationInput
    itemId: string
    action: 'passed' | 'fixed' | 'asked'
    actor: string
    note?: string
    uploadId?: string | null
    now: Date
  },
) {
  const { itemId, now } = input
  const moved = await tx.orderItem.updateMany({
    where: input.where,
    data: {
      ...input.data,
      prepressStatus: input.status,
      proofRound: { increment: 1 },
      proofSentAt: now,
      proofRemindedAt: null,
    },
  })
  if (!moved.count) throw new AppError(409, PREPRESS_MESSAGES.changedMeanwhile)
  const { proofRound } = await tx.orderItem.findUniqueOrThrow({
    where: { id: itemId },
    select: { proofRound: true },
  })
  await logEvent(tx, {
    orderItemId: itemId,
    action: input.action,
    status: input.status,
    actor: input.actor,
    note: input.note,
    uploadId: input.uploadId,
    round: proofRound,
    createdAt: now,
  })
  const messageIds = await queueProofMessages(tx, {
    itemId,
    kind: input.action === 'asked' ? 'asked' : 'proof',
    note: input.note,
    now,
  })
  return { messageIds, round: proofRound as number | null }
}

/**
 * Staff's pass (the file is right) or fix (their corrected file replaces it): the proof goes to
 * the shopper, or, when they chose "Print as it is", the item is approved at once.
 */
async function pass(
  input: StaffMoveInput & { note?: string; uploadId?: string | null; action: 'passed' | 'fixed' },
) {
  const now = input.now ?? new Date()
  const { orderId, itemId, actor } = input
  const item = await itemForStaff(orderId, itemId, input.seen)
  const outcome = await prisma.$transaction(async (tx) => {
    const order = await tx.order.findUniqueOrThrow({
      where: { id: orderId },
      select: { printAsIs: true },
    })
    const fixed =
      input.action === 'fixed' ? { prepressUploadId: input.uploadId, printSha256: null } : {}
    const where = staffWhere(orderId, itemId, item.seen)
    if (!order.printAsIs)
      return requestFromShopper(tx, {
        where,
        status: 'AWAITING_SHOPPER',
        data: fixed,
        itemId,
        action: input.action,
        actor,
        note: input.note,
        uploadId: input.uploadId,
        now,
      })
    const moved = await tx.orderItem.updateMany({
      where,
      data: { ...fixed, prepressStatus: 'APPROVED', approvedAt: now, approvedBy: actor },
    })
    if (!moved.count) throw new AppError(409, PREPRESS_MESSAGES.changedMeanwhile)
    const round = (await tx.orderItem.findUniqueOrThrow({ where: { id: itemId } })).proofRound
    if (input.action === 'fixed')
      await logEvent(tx, {
        orderItemId: itemId,
        action: 'fixed',
        status: 'APPROVED',
        actor,
        note: input.note,
        uploadId: input.uploadId,
        round,
        createdAt: now,
      })
    await logEvent(tx, {
      orderItemId: itemId,
      action: 'approved',
      status: 'APPROVED',
      actor,
      note: 'Print as it is: approved by staff without the shopper’s proof approval',
      round,
      createdAt: now,
    })
    await moveDispatchOnApproval(tx, orderId, now)
    return { messageIds: [] as string[], round: null }
  }, TX)
  await after(itemId, outcome)
  return { approved: outcome.round === null, itemStatus: item.prepressStatus }
}

/** After the request commits: its email and SMS go, and its one reminder waits on the queue. */
async function after(itemId: string, outcome: { messageIds: string[]; round: number | null }) {
  for (const id of outcome.messageIds) await deliver(id)
  if (outcome.round !== null)
    await proofReminderJob.send(
      { itemId, round: outcome.round },
      {
        singletonKey: `proof-reminder:${itemId}:${outcome.round}`,
        startAfterSeconds: PROOF_REMINDER_AFTER_MS / 1000,
      },
    )
}

/** Staff: the file is right as it is. */
export function staffPass(input: StaffMoveInput) {
  return pass({ ...input, action: 'passed' })
}

/**
 * Staff: a corrected print-ready PDF replaces the shopper's file, with a note saying what changed.
 * The file goes through the same store and PDF checks as a shopper's (decision 032); its errors
 * refuse it, its warnings are the staff member's call.
 */
export async function staffFix(
  input: StaffMoveInput & { staffUserId: string; file: File | null; note: string; ip: string },
) {
  const note = cleanMessage(input.note, PREPRESS_MESSAGES.fixNoteNeeded)
  const item = await itemForStaff(input.orderId, input.itemId, input.seen)
  const file = input.file
  const head = file?.size
    ? Buffer.from(await file.slice(0, 5).arrayBuffer()).toString('latin1')
    : ''
  if (!file || head !== '%PDF-')
    throw new AppError(400, PREPRESS_MESSAGES.fixNeedsPdf, {
      fieldErrors: { file: [PREPRESS_MESSAGES.fixNeedsPdf] },
    })
  const stored = await saveArtworkUpload({
    files: { front: file },
    productId: item.productId,
    options: (item.selection ?? {}) as Record<string, string>,
    owner: { userId: input.staffUserId },
    ip: input.ip,
  })
  decideArtwork(stored.preflight, { proofChecked: true, uploadId: stored.upload.id })
  return pass({ ...input, note, uploadId: stored.upload.id, action: 'fixed' })
}

/** Staff: the shopper must change something; the message and the proof link go to them. */
export async function staffAsk(input: StaffMoveInput & { message: string }) {
  const message = cleanMessage(input.message, PREPRESS_MESSAGES.messageNeeded)
  const now = input.now ?? new Date()
  const { orderId, itemId, actor } = input
  const item = await itemForStaff(orderId, itemId, input.seen)
  const outcome = await prisma.$transaction(
    (tx) =>
      requestFromShopper(tx, {
        where: staffWhere(orderId, itemId, item.seen),
        status: 'CHANGE_ASKED',
        itemId,
        action: 'asked',
        actor,
        note: message,
        now,
      }),
    TX,
  )
  await after(itemId, outcome)
}

/** What the shopper's link shows: the item, its state, and whether the link is its current one. */
export async function proofForToken(token: string, now = new Date()) {
  const { itemId, round } = readProofToken(token, now)
  const item = await prisma.orderItem.findUnique({
    where: { id: itemId },
    select: {
      id: true,
      orderId: true,
      productName: true,
      options: true,
      prepressStatus: true,
      proofRound: true,
      approvedAt: true,
      previewUploadId: true,
      order: { select: { number: true, status: true } },
      prepressEvents: {
        where: { round, action: { in: ['asked', 'fixed'] } },
        orderBy: { createdAt: 'desc' },
        take: 1,
        select: { action: true, note: true },
      },
    },
  })
  if (!item) throw new AppError(404, PREPRESS_MESSAGES.linkInvalid, { code: 'PROOF_LINK_INVALID' })
  if (item.proofRound !== round && item.prepressStatus !== 'APPROVED')
    throw new AppError(410, PREPRESS_MESSAGES.linkOld, { code: 'PROOF_LINK_OLD' })
  return { ...item, round, staffNote: item.prepressEvents[0] ?? null }
}

export type ShopperAnswer = { answer: 'approve' } | { answer: 'change'; message: string }

/**
 * The shopper's answer through their link: approve (once, whoever clicks twice or in two tabs:
 * the conditional update and the unique index) or ask for a change (back to staff).
 */
export async function answerProof(token: string, input: ShopperAnswer, now = new Date()) {
  const item = await proofForToken(token, now)
  if (item.prepressStatus === 'APPROVED')
    return { outcome: 'already-approved' as const, message: PREPRESS_MESSAGES.alreadyApproved }
  const message =
    input.answer === 'change' ? cleanMessage(input.message, PREPRESS_MESSAGES.messageNeeded) : ''
  const order = await prisma.order.findUniqueOrThrow({
    where: { id: item.orderId },
    select: { email: true },
  })
  const where = {
    id: item.id,
    proofRound: item.round,
    prepressStatus: { in: [...SHOPPER_TURN] },
    order: { status: 'PAID' as const },
  }
  const done = await prisma.$transaction(async (tx) => {
    if (input.answer === 'approve') {
      const moved = await tx.orderItem.updateMany({
        where,
        data: {
          prepressStatus: 'APPROVED',
          approvedAt: now,
          approvedBy: `${order.email} (proof link)`,
        },
      })
      if (!moved.count) return false
      await logEvent(tx, {
        orderItemId: item.id,
        action: 'approved',
        status: 'APPROVED',
        actor: 'customer',
        round: item.round,
        createdAt: now,
      })
      await moveDispatchOnApproval(tx, item.orderId, now)
      return true
    }
    const moved = await tx.orderItem.updateMany({
      where,
      data: { prepressStatus: 'CHANGES_REQUESTED' },
    })
    if (!moved.count) return false
    await logEvent(tx, {
      orderItemId: item.id,
      action: 'change-requested',
      status: 'CHANGES_REQUESTED',
      actor: 'customer',
      note: message,
      round: item.round,
      createdAt: now,
    })
    return true
  }, TX)
  if (done)
    return input.answer === 'approve'
      ? { outcome: 'approved' as const, message: PREPRESS_MESSAGES.approved }
      : { outcome: 'change-requested' as const, message: PREPRESS_MESSAGES.changeSent }
  // Someone (another tab, a second click) answered first: say what it is now.
  const now2 = await prisma.orderItem.findUniqueOrThrow({
    where: { id: item.id },
    select: { prepressStatus: true },
  })
  if (now2.prepressStatus === 'APPROVED')
    return { outcome: 'already-approved' as const, message: PREPRESS_MESSAGES.alreadyApproved }
  throw new AppError(409, PREPRESS_MESSAGES.notWaiting, { code: 'PROOF_NOT_WAITING' })
}

/**
 * The one reminder of a proof request, 24 hours after it went out with no answer: claimed with a
 * conditional update (same request, still the shopper's turn, not reminded) in the transaction
 * that queues the email and SMS, so however often the job runs the shopper hears once.
 */
export async function sendProofReminder({
  itemId,
  round,
  now = new Date(),
}: {
  itemId: string
  round: number
  now?: Date
}) {
  const messageIds = await prisma.$transaction(async (tx) => {
    const claimed = await tx.orderItem.updateMany({
      where: {
        id: itemId,
        proofRound: round,
        prepressStatus: { in: [...SHOPPER_TURN] },
        proofRemindedAt: null,
        proofSentAt: { lte: new Date(now.getTime() - PROOF_REMINDER_AFTER_MS) },
        order: { status: 'PAID' },
      },
      data: { proofRemindedAt: now },
    })
    if (!claimed.count) return []
    const item = await tx.orderItem.findUniqueOrThrow({
      where: { id: itemId },
      select: { prepressStatus: true },
    })
    await logEvent(tx, {
      orderItemId: itemId,
      action: 'reminded',
      status: item.prepressStatus,
      actor: 'system',
      note: 'Reminder sent by email and SMS: no answer in 24 hours',
      round,
      createdAt: now,
    })
    return queueProofMessages(tx, { itemId, kind: 'reminder', now })
  }, TX)
  for (const id of messageIds) await deliver(id)
  return { sent: messageIds.length > 0 }
}

/** The reminder of one proof request, queued to start 24 hours after it (once per request). */
export const proofReminderJob = defineJob<{ itemId: string; round: number }>(
  'proof-reminder',
  ({ itemId, round }) => sendProofReminder({ itemId, round }),
  { retryLimit: 3 },
)

/**
 * The proof the shopper's link shows, as a PDF: what will be printed (staff's corrected file, the
 * design as ordered, or the uploaded artwork placed on the page), without crop marks.
 */
export async function proofPdfForToken(token: string, now = new Date()) {
  const item = await proofForToken(token, now)
  const file = await orderItemPrintFile({
    orderId: item.orderId,
    itemId: item.id,
    cropMarks: false,
    proof: true,
  })
  if (!file) throw new AppError(404, PREPRESS_MESSAGES.noProof)
  return {
    bytes: file.bytes,
    contentType: file.contentType,
    filename: `${item.order.number}-proof.${file.filename.split('.').pop() ?? 'pdf'}`,
  }
}
