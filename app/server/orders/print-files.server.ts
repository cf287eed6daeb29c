/**
 * The files the press prints, for staff: an ordered item's design exactly as it was ordered (the
 * frozen snapshot) rendered by the designer's PDF renderer with crop marks, or, for an item that
 * came with an uploaded image instead of a design, that upload as it is. One function for the order
 * page's download, the job ticket's checksum and the orders list's ZIP of print files.
 *
 * The SHA-256 of the first rendering is kept on the item (`printSha256`): the job ticket prints it
 * so the press can check it holds the file staff approved.
 */
import crypto from 'node:crypto'
import { designDocumentSchema } from '#app/designer/document.ts'
import { printConditionFor } from '../catalog/print-conditions.server.ts'
import { printParts, type PrintPartKey } from '#app/designer/print-parts.ts'
import { renderDesignPdfOffThread } from '../designs/design-work.server.ts'
import { artworkDocument } from '../designs/artwork-upload.server.ts'
import { readUploadBytes } from '../designs/uploads.server.ts'
import { prisma } from '../platform/db.server.ts'
import { designSnapshotOf, optionLines } from './orders.server.ts'

const EXTENSIONS: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/svg+xml': 'svg',
}

/** A name made safe for a file or folder: ASCII words joined by hyphens, at most 40 characters. */
export const slugPart = (value: string) =>
  value
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/[\s_]+/g, '-')
    .replace(/-+/g, '-')
    .toLowerCase()
    .slice(0, 40)

/** The paper (or material) chosen for a line, for file names and job tickets. */
export function paperOf(options: unknown) {
  const lines = optionLines(options)
  const paper = lines.find((o) => /paper|material|stock|finish/i.test(o.option))
  return paper?.value ?? ''
}

/**
 * `PS-260101-02-standard-visiting-cards-2x100-350-gsm-matt.pdf`: order number, the item's position
 * in the order, product, quantity (packs × pack size) and paper, so a folder of them sorts by order
 * and the press can group by paper at a glance.
 */
export function printFileName(input: {
  orderNumber: string
  position: number
  productSlug: string
  quantity: number
  tierQuantity: number
  paper: string
  extension: string
  /** A bound book's cover or block (decision 046), last before the extension. */
  part?: PrintPartKey | null
}) {
  const parts = [
    input.orderNumber,
    String(input.position).padStart(2, '0'),
    slugPart(input.productSlug) || 'item',
    `${input.quantity}x${input.tierQuantity}`,
    slugPart(input.paper),
    input.part ?? '',
  ].filter(Boolean)
  return `${parts.join('-')}.${input.extension}`
}

export interface PrintFile {
  bytes: Buffer
  filename: string
  contentType: string
  sha256: string
  paper: string
  /** A bound book's cover or block; null for a file that is the whole item. */
  part: PrintPartKey | null
}

/**
 * An ordered item's print file for staff, or null (no such item, or nothing to print). A photo
 * book's cover and block are separate files (decision 046): `part` picks one (the cover when not
 * given); orderItemPrintFiles gives them all.
 */
export async function orderItemPrintFile(input: {
  orderId: string
  itemId: string
  cropMarks?: boolean
  part?: PrintPartKey | null
  /** The shopper's proof: a design gains its folded reading order page (decision 053). */
  proof?: boolean
}): Promise<PrintFile | null> {
  const files = await orderItemPrintFiles(input)
  return files.find((f) => f.part === (input.part ?? f.part)) ?? null
}

/** Every print file of an ordered item (a photo book's cover and block; else one), or []. */
export async function orderItemPrintFiles({
  orderId,
  itemId,
  cropMarks = true,
  part: only,
  proof = false,
}: {
  orderId: string
  itemId: string
  cropMarks?: boolean
  part?: PrintPartKey | null
  proof?: boolean
}): Promise<PrintFile[]> {
  const items = await prisma.orderItem.findMany({
    where: { orderId },
    orderBy: { id: 'asc' },
    select: {
      id: true,
      productSlug: true,
      options: true,
      quantity: true,
      tierQuantity: true,
      designSnapshot: true,
      uploadId: true,
      productId: true,
      selection: true,
      printSha256: true,
      prepressUploadId: true,
      product: { select: { slug: true } },
      upload: { select: { mimeType: true } },
      order: { select: { number: true, createdAt: true } },
    },
  })
  const position = items.findIndex((i) => i.id === itemId) + 1
  const item = items[position - 1]
  if (!item) return []
  const paper = paperOf(item.options)
  const name = (extension: string, part: PrintPartKey | null = null) =>
    printFileName({
      part,
      orderNumber: item.order.number,
      position,
      productSlug: item.productSlug || item.product.slug,
      quantity: item.quantity,
      tierQuantity: item.tierQuantity,
      paper,
      extension,
    })

  // The stock's printing condition: output intent, profile and ink limit (decision 047).
  const condition = await printConditionFor(
    item.productSlug || item.product.slug,
    (item.selection ?? {}) as Record<string, string>,
  )
  let bytes: Buffer | null = null
  let contentType = 'application/pdf'
  let extension = 'pdf'
  const snapshot = designSnapshotOf(item.designSnapshot)
  const parsed = snapshot ? designDocumentSchema.safeParse(snapshot.document) : null
  if (item.prepressUploadId) {
    // Staff's corrected print-ready PDF (prepress, decision 048) replaces the shopper's file.
    bytes = await readUploadBytes(item.prepressUploadId)
  } else if (snapshot && parsed?.success) {
    const files: PrintFile[] = []
    const parts = printParts(parsed.data)
    for (const { part, label, doc } of parts) {
      if (only && part && part !== only) continue
      const pdf = await renderDesignPdfOffThread(doc, {
        cropMarks,
        proofPages: proof,
        condition,
        loadImage: readUploadBytes,
        title: `${snapshot.name} (order ${item.order.number}, item ${position}${label ? `, ${label.toLowerCase()}` : ''})`,
        creationDate: item.order.createdAt,
      })
      files.push({
        bytes: pdf,
        filename: name('pdf', part),
        contentType,
        sha256: crypto.createHash('sha256').update(pdf).digest('hex'),
        paper,
        part,
      })
    }
    // The job ticket's reference is the first part's first rendering (a book's cover).
    if (files[0] && (!only || only === parts[0]!.part))
      await keepSha(item, files[0].sha256, cropMarks)
    return files
  } else if (item.uploadId) {
    // The shopper's own file (decision 032): images are placed at the trim + bleed of every side
    // (front and back) in the same PDF/X-4 file as a design; a PDF is the shopper's file as sent.
    const artwork = await artworkDocument(item.uploadId, {
      productId: item.productId,
      selection: (item.selection ?? {}) as Record<string, string>,
    })
    if (artwork) {
      bytes = await renderDesignPdfOffThread(artwork, {
        cropMarks,
        condition,
        loadImage: readUploadBytes,
        title: `Uploaded artwork (order ${item.order.number}, item ${position})`,
        creationDate: item.order.createdAt,
      })
    } else {
      bytes = await readUploadBytes(item.uploadId)
      contentType = item.upload?.mimeType ?? 'application/octet-stream'
      extension = EXTENSIONS[contentType] ?? 'bin'
    }
  }
  if (!bytes) return []
  const sha256 = crypto.createHash('sha256').update(bytes).digest('hex')
  await keepSha(item, sha256, cropMarks)
  return [{ bytes, filename: name(extension), contentType, sha256, paper, part: null }]
}

/** The first rendering for production is the reference the job ticket prints. */
async function keepSha(
  item: { id: string; printSha256: string | null },
  sha256: string,
  cropMarks: boolean,
) {
  if (item.printSha256 || !cropMarks) return
  await prisma.orderItem.updateMany({
    where: { id: item.id, printSha256: null },
    data: { printSha256: sha256 },
  })
}
