/**
 * The shopper's new file from the proof page (decision 054): when staff asked for a change, or
 * the proof shows the shopper a mistake of their own, they upload a corrected file through their
 * signed link. It goes through the same store and preflight as the product page's and a late
 * file's (decisions 032 and 033): errors refuse it, warnings need "I have checked my proof". It
 * then replaces the item's design or file in the print file (staff's earlier correction too) and
 * the item goes back to staff's check (`CHECKING`), with a line in the prepress log, in one
 * conditional update on the request the link names: an old link or a second upload at once
 * stores nothing on the item.
 */
import { Prisma } from '@prisma/client'
import { PREPRESS_MESSAGE_MAX, PREPRESS_MESSAGES, SHOPPER_TURN } from '#app/utils/prepress.ts'
import {
  artworkFieldsFor,
  decideArtwork,
  saveArtworkUpload,
} from '../designs/artwork-upload.server.ts'
import { prisma } from '../platform/db.server.ts'
import { AppError } from '../platform/errors.server.ts'
import { dispatchOnceApproved } from './dispatch-promise.server.ts'
import { proofForToken } from './prepress.server.ts'

export interface ProofFileInput {
  file: File | null
  /** The back's image, for a two-sided product sent as images. */
  backFile?: File | null
  proofChecked?: boolean
  /** What the shopper says about the new file (optional). */
  message?: string
  ip: string
  now?: Date
}

export async function sendFileFromProof(token: string, input: ProofFileInput) {
  const now = input.now ?? new Date()
  const item = await proofForToken(token, now)
  if (item.prepressStatus === 'APPROVED')
    throw new AppError(409, PREPRESS_MESSAGES.alreadyApproved, { code: 'PROOF_APPROVED' })
  if (item.order.status !== 'PAID' || !SHOPPER_TURN.includes(item.prepressStatus))
    throw new AppError(409, PREPRESS_MESSAGES.notWaiting, { code: 'PROOF_NOT_WAITING' })
  const message = (input.message ?? '').replace(/\r\n?/g, '\n').trim()
  if (message.length > PREPRESS_MESSAGE_MAX)
    throw new AppError(400, PREPRESS_MESSAGES.messageTooLong, {
      fieldErrors: { message: [PREPRESS_MESSAGES.messageTooLong] },
    })
  if (!input.file)
    throw new AppError(400, PREPRESS_MESSAGES.fileNeeded, {
      fieldErrors: { design: [PREPRESS_MESSAGES.fileNeeded] },
    })
  const owner = await prisma.orderItem.findUniqueOrThrow({
    where: { id: item.id },
    select: { productId: true, selection: true, order: { select: { userId: true } } },
  })
  if (!owner.order.userId) throw new AppError(409, PREPRESS_MESSAGES.fileByEmail)

  const stored = await saveArtworkUpload({
    files: { front: input.file, back: input.backFile ?? null },
    productId: owner.productId,
    options: (owner.selection ?? {}) as Record<string, string>,
    owner: { userId: owner.order.userId },
    ip: input.ip,
  })
  const upload = stored.upload
  const decided = decideArtwork(stored.preflight, {
    proofChecked: input.proofChecked ?? false,
    uploadId: upload.id,
  })

  await prisma.$transaction(async (tx) => {
    const moved = await tx.orderItem.updateMany({
      where: {
        id: item.id,
        proofRound: item.round,
        prepressStatus: { in: [...SHOPPER_TURN] },
        order: { status: 'PAID' },
      },
      data: {
        uploadId: upload.id,
        previewUploadId: upload.mimeType.startsWith('image/') ? upload.id : null,
        designSnapshot: Prisma.DbNull,
        designId: null,
        prepressUploadId: null,
        printSha256: null,
        preflight: decided.preflight as unknown as Prisma.InputJsonValue,
        proofCheckedAt: decided.proofCheckedAt,
        prepressStatus: 'CHECKING',
      },
    })
    if (!moved.count)
      throw new AppError(409, PREPRESS_MESSAGES.notWaiting, { code: 'PROOF_NOT_WAITING' })
    await tx.prepressEvent.create({
      data: {
        orderItemId: item.id,
        action: 'shopper-file',
        status: 'CHECKING',
        actor: 'customer',
        note: message,
        uploadId: upload.id,
        round: item.round,
        createdAt: now,
      },
    })
  })
  return { outcome: 'file-received' as const, message: PREPRESS_MESSAGES.fileReceived }
}

/**
 * What the proof page needs besides the proof: the sides a new file must cover at the options
 * ordered (two: a field for the back's image too), and while the shopper holds the item, the
 * dispatch date if they approve now.
 */
export async function proofPageFacts(item: { id: string; orderId: string }, now = new Date()) {
  const row = await prisma.orderItem.findUniqueOrThrow({
    where: { id: item.id },
    select: { productId: true, selection: true },
  })
  const [fields, onceApproved] = await Promise.all([
    artworkFieldsFor(row.productId, (row.selection ?? {}) as Record<string, string>).catch(
      () => null,
    ),
    dispatchOnceApproved(item.orderId, now),
  ])
  return { sides: fields?.sides ?? ['Front'], onceApproved }
}
