/**
 * One ZIP of the print files of several orders, for the press (the orders list's bulk action).
 * Every item's file comes from `orderItemPrintFile` (the frozen design with crop marks, or the
 * uploaded file), named by order, item, product, quantity and paper, and filed in a folder per
 * product and, inside it, per paper: `standard-visiting-cards/350-gsm-matt/PS-260101-01-….pdf`,
 * so one folder is one press run. A README.txt lists what is in it and what was left out (items
 * with nothing to print, unpaid or unknown orders) and why.
 *
 * The ZIP is streamed: each file is rendered when the download asks for more bytes and written
 * with fflate, so memory holds one file at a time whatever the batch.
 */
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate'
import { BULK_MESSAGES, MAX_ZIP_ORDERS } from '#app/utils/admin-orders.ts'
import { formatDateTime } from '#app/utils/dates.ts'
import { FULFILMENT_STEPS, ORDER_STATUS_LABELS } from '#app/utils/order-status.ts'
import { prisma } from '../platform/db.server.ts'
import { AppError } from '../platform/errors.server.ts'
import { orderItemPrintFiles, paperOf, slugPart } from './print-files.server.ts'

/** Only paid orders (paid, in production, shipped, delivered) go to the press. */
const PRINTABLE = new Set<string>(FULFILMENT_STEPS)
/** Already compressed: stored as they are. */
const STORED = new Set(['image/jpeg', 'image/png', 'image/webp'])

const folderName = (value: string, fallback: string) => slugPart(value) || fallback

export const NO_PAPER_FOLDER = 'no-paper-option'

interface PlannedItem {
  orderId: string
  orderNumber: string
  itemId: string
  position: number
  productName: string
  quantity: number
  tierQuantity: number
  folder: string
}

/**
 * Checks the selection (1 to 100 orders, else a 400 with the reason) and answers the ZIP's file
 * name and a stream of its bytes.
 */
export async function printFilesZip({
  orderIds,
  actor,
  now = new Date(),
}: {
  orderIds: readonly string[]
  actor: string
  now?: Date
}) {
  const ids = [...new Set(orderIds.filter(Boolean))]
  if (!ids.length) throw new AppError(400, BULK_MESSAGES.noneSelected)
  if (ids.length > MAX_ZIP_ORDERS) throw new AppError(400, BULK_MESSAGES.tooManyForZip)

  const orders = await prisma.order.findMany({
    where: { id: { in: ids } },
    orderBy: { number: 'asc' },
    select: {
      id: true,
      number: true,
      status: true,
      items: {
        // The order print-files.server.ts numbers items in.
        orderBy: { id: 'asc' },
        select: {
          id: true,
          productName: true,
          productSlug: true,
          options: true,
          quantity: true,
          tierQuantity: true,
          awaitingArtwork: true,
          prepressStatus: true,
          product: { select: { slug: true } },
        },
      },
    },
  })
  const found = new Set(orders.map((o) => o.id))
  const leftOut: string[] = ids
    .filter((id) => !found.has(id))
    .map((id) => `${id}: ${BULK_MESSAGES.notFound.toLowerCase()}`)
  const planned: PlannedItem[] = []
  for (const order of orders) {
    if (!PRINTABLE.has(order.status)) {
      leftOut.push(
        `${order.number}: not paid (${ORDER_STATUS_LABELS[order.status].toLowerCase()}), so not sent to the press`,
      )
      continue
    }
    // "Send my file later" (decision 033): the order waits whole until every file has arrived.
    const waiting = order.items.filter((item) => item.awaitingArtwork).length
    if (waiting) {
      leftOut.push(
        `${order.number}: awaiting artwork (${waiting} item${waiting === 1 ? '' : 's'} without the shopper's file yet), so not sent to the press`,
      )
      continue
    }
    // Prepress (decision 048): only items a person checked and the shopper approved are printed.
    const unapproved = order.items.filter((item) => item.prepressStatus !== 'APPROVED').length
    if (unapproved) {
      leftOut.push(
        `${order.number}: in prepress (${unapproved} item${unapproved === 1 ? '' : 's'} not approved yet), so not sent to the press`,
      )
      continue
    }
    order.items.forEach((item, index) => {
      const slug = item.productSlug || item.product.slug
      planned.push({
        orderId: order.id,
        orderNumber: order.number,
        itemId: item.id,
        position: index + 1,
        productName: item.productName,
        quantity: item.quantity,
        tierQuantity: item.tierQuantity,
        folder: `${folderName(slug, 'product')}/${folderName(paperOf(item.options), NO_PAPER_FOLDER)}`,
      })
    })
  }

  const printedOrders = orders
    .filter(
      (o) =>
        PRINTABLE.has(o.status) &&
        !o.items.some((i) => i.awaitingArtwork || i.prepressStatus !== 'APPROVED'),
    )
    .map((o) => o.number)
  const stamp = now.toISOString().slice(0, 16).replace(/[-:]/g, '').replace('T', '-')
  return {
    filename: `print-files-${stamp}-${printedOrders.length}-orders.zip`,
    stream: zipStream(planned, (files, nothing) =>
      readme({ orders: printedOrders, files, nothing, leftOut, actor, now }),
    ),
  }
}

function itemLabel(item: PlannedItem) {
  return `${item.orderNumber} item ${item.position}, ${item.productName}, ${item.quantity} × ${item.tierQuantity}`
}

function readme({
  orders,
  files,
  nothing,
  leftOut,
  actor,
  now,
}: {
  orders: string[]
  files: { path: string; item: PlannedItem }[]
  nothing: { item: PlannedItem; why: string }[]
  leftOut: string[]
  actor: string
  now: Date
}) {
  const lines = [
    `Print files of ${orders.length} order${orders.length === 1 ? '' : 's'}: ${orders.join(', ') || 'none'}`,
    `Made ${formatDateTime(now)} (India time) by ${actor}`,
    '',
    'Each folder is one product, and inside it one paper: send a folder to the press as one run.',
    'File names: order number, item number, product, packs x pack size, paper.',
    '',
  ]
  const folders = new Map<string, typeof files>()
  for (const file of files) {
    const folder = file.path.slice(0, file.path.lastIndexOf('/'))
    folders.set(folder, [...(folders.get(folder) ?? []), file])
  }
  for (const [folder, inFolder] of [...folders].sort(([a], [b]) => a.localeCompare(b))) {
    lines.push(`${folder}/ (${inFolder.length} file${inFolder.length === 1 ? '' : 's'})`)
    for (const file of inFolder)
      lines.push(`  ${file.path.slice(folder.length + 1)}  (${itemLabel(file.item)})`)
  }
  if (!files.length) lines.push('No print files: nothing selected had anything to print.')
  if (nothing.length) {
    lines.push('', `Nothing to print (${nothing.length} item${nothing.length === 1 ? '' : 's'}):`)
    for (const { item, why } of nothing) lines.push(`  ${itemLabel(item)}: ${why}`)
  }
  if (leftOut.length) {
    lines.push('', `Not included (${leftOut.length}):`)
    for (const line of leftOut) lines.push(`  ${line}`)
  }
  return `${lines.join('\r\n')}\r\n`
}

/**
 * The ZIP as a stream that renders the next file only when the reader wants more bytes, and ends
 * with README.txt (written last, once it is known what could be printed).
 */
function zipStream(
  planned: PlannedItem[],
  makeReadme: (
    files: { path: string; item: PlannedItem }[],
    nothing: { item: PlannedItem; why: string }[],
  ) => string,
) {
  const files: { path: string; item: PlannedItem }[] = []
  const nothing: { item: PlannedItem; why: string }[] = []
  const used = new Set<string>()
  let next = 0
  let zip: Zip
  const add = (path: string, bytes: Uint8Array, store: boolean) => {
    const entry = store ? new ZipPassThrough(path) : new ZipDeflate(path, { level: 6 })
    zip.add(entry)
    entry.push(bytes, true)
  }
  return new ReadableStream<Uint8Array>({
    start(controller) {
      zip = new Zip((error, chunk, final) => {
        if (error) return controller.error(error)
        controller.enqueue(chunk)
        if (final) controller.close()
      })
    },
    // Renders items until one gives a file (a pull that enqueues nothing would stall the stream).
    async pull() {
      for (;;) {
        const item = planned[next++]
        if (!item) {
          add('README.txt', new TextEncoder().encode(makeReadme(files, nothing)), false)
          zip.end()
          return
        }
        try {
          // A photo book's cover and block are two files (decision 046), side by side.
          const parts = await orderItemPrintFiles({ orderId: item.orderId, itemId: item.itemId })
          if (!parts.length) {
            nothing.push({ item, why: 'no design or uploaded file to print' })
            continue
          }
          for (const file of parts) {
            let path = `${item.folder}/${file.filename}`
            for (let n = 2; used.has(path); n++) path = `${item.folder}/${n}-${file.filename}`
            used.add(path)
            add(path, file.bytes, STORED.has(file.contentType))
            files.push({ path, item })
          }
          return
        } catch (error) {
          console.error(`print files: ${itemLabel(item)} could not be prepared`, error)
          nothing.push({ item, why: 'its file could not be prepared (see the server log)' })
        }
      }
    },
  })
}
