import { Prisma } from '@prisma/client'
import type { PreflightIssue } from '#app/designer/preflight.ts'
import { needsArtwork } from '#app/utils/artwork.ts'
import { NO_PROMOTIONS, type CartPromotions } from '#app/utils/promotions.ts'
import { shippingFor } from '#app/utils/shipping.ts'
import { priceSpeed } from '../delivery/speeds.server.ts'
import { prisma, readRaw } from '../platform/db.server.ts'
import { AppError } from '../platform/errors.server.ts'
import { pointsDiscountFor } from '../loyalty/redeem.server.ts'
import {
  MAX_PACKS,
  pricingSelect,
  quote,
  resolveSelection,
  type PricingProduct,
  type Selection,
} from '../catalog/pricing.server.ts'

/**
 * The cart lives in the database. An anonymous visitor's browser holds only the cart id, in a
 * signed cookie. Every money value is computed here from catalog rows, never read from a request.
 */

/** The header badge: packs on lines still on sale. One cheap query, none without a cart. */
export async function cartItemCount(cartId: string | null) {
  if (!cartId) return 0
  const result = await prisma.cartItem.aggregate({
    where: { cartId, product: { active: true } },
    _sum: { quantity: true },
  })
  return result._sum.quantity ?? 0
}

/**
 * `cartItemCount` as a column, for a query that reads something else of the same request (the
 * session, issue 26): the badge then costs no round trip of its own.
 */
export function cartItemCountSql(cartId: string) {
  return Prisma.sql`(SELECT coalesce(sum(i.quantity), 0)::int FROM "CartItem" i
                     JOIN "Product" p ON p.id = i."productId"
                     WHERE i."cartId" = ${cartId} AND p.active)`
}

/** The badge's number from a cart already read: what `cartItemCount` counts, without a query. */
export function badgeCount(cart: Pick<CartView, 'items'>) {
  return cart.items.reduce((sum, line) => sum + (line.available ? line.quantity : 0), 0)
}

const productForPricing = {
  id: true,
  slug: true,
  name: true,
  active: true,
  unitSingular: true,
  unitPlural: true,
  category: { select: { slug: true } },
  ...pricingSelect,
} as const

export type CartView = Awaited<ReturnType<typeof getCart>>
export type CartLine = CartView['items'][number]

/** One row of `readCart`: the cart's own columns, and one line (null on an empty cart's row). */
type CartRow = {
  userId: string | null
  loyaltyPoints: number
  promoCodes: string[] | null
  deliverySpeed: string
  deliveryPin: string | null
  sameDay: boolean
  id: string | null
  quantity: number
  tierQuantity: number
  options: Prisma.JsonValue
  uploadId: string | null
  previewUploadId: string | null
  designId: string | null
  preflight: Prisma.JsonValue | null
  proofCheckedAt: Date | null
  designCheckedAt: Date | null
  artworkLater: boolean
  categorySlug: string
  categoryId: string | null
  designName: string | null
  designUpdatedAt: Date | null
  uploadMimeType: string | null
  uploadSummary: string | null
  productId: string
  slug: string
  name: string
  active: boolean
  unitSingular: string
  unitPlural: string
  productionDays: number
  hsnCode: string
  gstRateBp: number | null
  trimWidthMm: number
  trimHeightMm: number
  quantityTiers: PricingProduct['quantityTiers']
  productOptions: PricingProduct['options']
}

/**
 * The cart and its lines, each with its product's pricing rows and its saved design, in one query:
 * through Prisma's nested selects the same read was seven queries (one per table), each compiled
 * and mapped on the main thread, on every cart page. The JSON objects are `PricingProduct`'s
 * fields, what `pricingSelect` reads (tiers by quantity, options and their values by position):
 * a field added there must be added here too. No rows: no such cart; one row with a null `id`: a
 * cart without lines.
 */
async function readCart(cartId: string) {
  const rows = await readRaw<CartRow[]>(Prisma.sql`
    SELECT c."userId", c."loyaltyPoints", c."promoCodes", c."deliverySpeed", c."deliveryPin",
           i.id, i.quantity, i."tierQuantity", i.options, i."uploadId", i."previewUploadId",
           i."designId", i.preflight, i."proofCheckedAt", i."designCheckedAt", i."artworkLater",
           (SELECT cat.slug FROM "Category" cat WHERE cat.id = p."categoryId") AS "categorySlug",
           d.name AS "designName", d."updatedAt" AS "designUpdatedAt",
           u."mimeType" AS "uploadMimeType", u.preflight->>'summary' AS "uploadSummary",
           p.id AS "productId", p."categoryId", p.slug, p.name, p.active, p."unitSingular", p."unitPlural",
           p."productionDays", p."sameDay", p."trimWidthMm", p."trimHeightMm", p."hsnCode",
           (SELECT g."rateBp" FROM "GstRate" g
             WHERE g."hsnCode" = p."hsnCode" AND g."validFrom" <= now()
             ORDER BY g."validFrom" DESC LIMIT 1) AS "gstRateBp",
           (SELECT coalesce(json_agg(json_build_object('quantity', t.quantity,
                                                       'pricePaise', t."pricePaise")
                                     ORDER BY t.quantity), '[]')
              FROM "QuantityTier" t WHERE t."productId" = p.id) AS "quantityTiers",
           (SELECT coalesce(json_agg(json_build_object(
                     'key', o.key, 'label', o.label,
                     'values', (SELECT coalesce(json_agg(json_build_object(
                                        'key', v.key, 'label', v.label,
                                        'priceDeltaBp', v."priceDeltaBp", 'isDefault', v."isDefault",
                                        'trimWidthMm', v."trimWidthMm",
                                        'trimHeightMm', v."trimHeightMm")
                                      ORDER BY v.position, v.id), '[]')
                                  FROM "ProductOptionValue" v WHERE v."optionId" = o.id))
                   ORDER BY o.position, o.id), '[]')
              FROM "ProductOption" o WHERE o."productId" = p.id) AS "productOptions"
    FROM "Cart" c
    LEFT JOIN "CartItem" i ON i."cartId" = c.id
    LEFT JOIN "Product" p ON p.id = i."productId"
    LEFT JOIN "Design" d ON d.id = i."designId"
    LEFT JOIN "Upload" u ON u.id = i."uploadId"
    WHERE c.id = ${cartId}
    ORDER BY i."createdAt", i.id`)
  const cart = rows[0]
    ? {
        userId: rows[0].userId,
        loyaltyPoints: rows[0].loyaltyPoints,
        promoCodes: rows[0].promoCodes ?? [],
        deliverySpeed: rows[0].deliverySpeed,
        deliveryPin: rows[0].deliveryPin,
      }
    : null
  const items = rows
    .filter((row): row is CartRow & { id: string } => row.id !== null)
    .map((row) => ({
      id: row.id,
      quantity: row.quantity,
      tierQuantity: row.tierQuantity,
      options: row.options,
      uploadId: row.uploadId,
      previewUploadId: row.previewUploadId,
      designId: row.designId,
      design:
        row.designId && row.designName !== null && row.designUpdatedAt
          ? { id: row.designId, name: row.designName, updatedAt: row.designUpdatedAt }
          : null,
      preflight: row.preflight,
      proofCheckedAt: row.proofCheckedAt,
      designCheckedAt: row.designCheckedAt,
      upload: row.uploadId
        ? { mimeType: row.uploadMimeType ?? '', summary: row.uploadSummary }
        : null,
      artworkLater: row.artworkLater,
      needsArtwork: needsArtwork(row.categorySlug),
      product: {
        id: row.productId,
        categoryId: row.categoryId,
        slug: row.slug,
        name: row.name,
        active: row.active,
        unitSingular: row.unitSingular,
        unitPlural: row.unitPlural,
        productionDays: row.productionDays,
        hsnCode: row.hsnCode,
        gstRateBp: row.gstRateBp,
        sameDay: row.sameDay,
        trimWidthMm: row.trimWidthMm,
        trimHeightMm: row.trimHeightMm,
        quantityTiers: row.quantityTiers,
        options: row.productOptions,
      },
    }))
  return { cart, items }
}

/** The lines a promotion looks at: what `app/server/promotions` is given by `getCart`. */
export interface CartPromotionInput {
  userId: string | null
  codes: string[]
  lines: {
    id: string
    productId: string
    categoryId: string | null
    amountPaise: number
    units: number
  }[]
  shippingFeePaise: number
}
/** The lines promotions are worked out on: those on sale with a price, amount and units each. */
export function promotionLines(
  lines: ReadonlyArray<{
    id: string
    productId: string
    categoryId: string | null
    available: boolean
    lineTotalPaise: number
    tierQuantity: number
    quantity: number
  }>,
): CartPromotionInput['lines'] {
  return lines
    .filter((l) => l.available && l.lineTotalPaise > 0)
    .map((l) => ({
      id: l.id,
      productId: l.productId,
      categoryId: l.categoryId,
      amountPaise: l.lineTotalPaise,
      units: l.tierQuantity * l.quantity,
    }))
}

/** The promotions module's evaluation (it sits above the cart in the layers, so it is handed in). */
export type CartPromotionsHook = (input: CartPromotionInput) => Promise<CartPromotions>

/**
 * The cart with every line priced from the catalog, and its totals: one query, and the points
 * balance only when the signed-in owner chose to use points. The points discount is checked
 * again here every time (balance, 20% of the subtotal, Rs 1 left to pay), so a stale choice never
 * over-discounts; shipping is decided on the subtotal before the discount. With `promotions`
 * (promotions' `getCartWithPromotions`), the codes and automatic promotions come off first
 * and the points are capped on what is left (decision 049).
 */
export async function getCart(
  cartId: string | null,
  { promotions }: { promotions?: CartPromotionsHook } = {},
) {
  const { cart, items } = cartId ? await readCart(cartId) : { cart: null, items: [] }

  const lines = items.map((item) => {
    const selection = (item.options ?? {}) as Selection
    const priced = quote(item.product, {
      selection,
      tierQuantity: item.tierQuantity,
      packs: item.quantity,
    })
    // A PDF has no picture to show: the line shows the product's artwork (and says it is a PDF).
    const imageId =
      item.previewUploadId ?? (item.upload?.mimeType === 'application/pdf' ? null : item.uploadId)
    return {
      id: item.id,
      productId: item.product.id,
      categoryId: item.product.categoryId,
      slug: item.product.slug,
      name: item.product.name,
      available: item.product.active,
      productionDays: item.product.productionDays,
      /** The line's HSN code and its GST rate in force now (null: no rate in the table). */
      hsnCode: item.product.hsnCode,
      gstRateBp: item.product.gstRateBp,
      /** An option chosen for the line is no longer offered (checkout refuses the line). */
      optionWithdrawn: resolveSelection(item.product, selection).invalid.length > 0,
      sameDay: item.product.sameDay,
      quantity: item.quantity,
      tierQuantity: priced.tierQuantity,
      unit: priced.tierQuantity === 1 ? item.product.unitSingular : item.product.unitPlural,
      options: priced.lines.map((l) => ({ option: l.option, value: l.value })),
      pricePerUnitPaise: priced.packPricePaise,
      lineTotalPaise: item.product.active ? priced.packPricePaise * item.quantity : 0,
      /** An uploaded design or preview when there is one, else the product's artwork. */
      imageId: imageId ?? `art-${item.product.slug}`,
      imageUrl: `/api/images/${imageId ?? `art-${item.product.slug}`}`,
      hasUpload: Boolean(item.uploadId),
      /** The uploaded file's preflight in one sentence (decision 032), and whether it is a PDF. */
      upload: item.upload
        ? {
            url: `/api/images/${item.uploadId}`,
            pdf: item.upload.mimeType === 'application/pdf',
            summary: item.upload.summary,
          }
        : null,
      /** The option keys as stored, the upload and preview: what an order line snapshots. */
      selection,
      uploadId: item.uploadId,
      previewUploadId: item.previewUploadId,
      designId: item.designId,
      /** The saved design printed on this line, with links back to the designer and its proof. */
      design: item.design
        ? {
            id: item.design.id,
            name: item.design.name,
            editUrl: `/designer/${item.product.id}?design=${item.design.id}`,
            proofUrl: `/api/designs/${item.design.id}/proof.pdf`,
          }
        : null,
      /** The server's preflight of the design when it was added (app/designer/preflight.ts). */
      preflight: (item.preflight ?? null) as PreflightIssue[] | null,
      /** When the shopper confirmed the design's warnings ("I have checked my proof"). */
      proofCheckedAt: item.proofCheckedAt?.toISOString() ?? null,
      /** The design was edited after it was checked for this line: it must be checked again. */
      /** The shopper chose "send my file later" for this line (decision 033). */
      artworkLater: item.needsArtwork && item.artworkLater,
      /** A printed product with no design, no file and no "send later": checkout refuses it. */
      missingArtwork: item.needsArtwork && !item.designId && !item.uploadId && !item.artworkLater,
      designChanged: Boolean(
        item.design &&
        item.designCheckedAt &&
        item.design.updatedAt.getTime() !== item.designCheckedAt.getTime(),
      ),
    }
  })
  const subtotalPaise = lines.reduce((sum, l) => sum + l.lineTotalPaise, 0)
  const shipping = shippingFor(subtotalPaise)
  const onSale = lines.filter((l) => l.available)
  // The speed chosen at checkout, priced for the PIN code it was chosen for (decision 057); a
  // free-shipping promotion waives the Standard part, the rest of a faster speed stays to pay.
  const delivery = priceSpeed({
    asked: cart?.deliverySpeed,
    pinCode: cart?.deliveryPin,
    sameDay: onSale.length > 0 && onSale.every((l) => l.sameDay),
    subtotalPaise,
  })
  const speedExtraPaise = delivery.feePaise - delivery.standardFeePaise
  const enteredCodes = cart?.promoCodes ?? []
  const promo =
    promotions && subtotalPaise > 0
      ? await promotions({
          userId: cart?.userId ?? null,
          codes: enteredCodes,
          lines: promotionLines(lines),
          shippingFeePaise: delivery.standardFeePaise,
        })
      : NO_PROMOTIONS(delivery.standardFeePaise)
  const shippingFeePaise = promo.shippingFeePaise + speedExtraPaise
  const goodsPaise = subtotalPaise - promo.discountPaise
  const points =
    cart?.userId && cart.loyaltyPoints > 0 && subtotalPaise > 0
      ? await pointsDiscountFor({
          userId: cart.userId,
          requestedPoints: cart.loyaltyPoints,
          subtotalPaise: goodsPaise,
          payablePaise: goodsPaise + shippingFeePaise,
        })
      : { points: 0, discountPaise: 0 }
  const discountPaise = promo.discountPaise + points.discountPaise
  return {
    cartId,
    items: lines,
    itemCount: lines.reduce((sum, l) => sum + l.quantity, 0),
    subtotalPaise,
    /** Every discount: the promotions' and the points'. */
    discountPaise,
    promoDiscountPaise: promo.discountPaise,
    pointsDiscountPaise: points.discountPaise,
    /** The promotions that apply, each a discount line. */
    promotions: promo.applied,
    /** The codes the shopper entered, each applied or with the reason it is not. */
    promoCodes: promo.codes,
    /** Automatic promotions a bigger quantity or amount would get, with what they ask. */
    nearPromotions: promo.nearly,
    enteredCodes,
    /** The points the shopper chose to use on this cart (before the checks above). */
    requestedPoints: cart?.loyaltyPoints ?? 0,
    /** The points the discount is made of (0 when none apply now). */
    loyaltyPointsApplied: points.points,
    ...shipping,
    shippingFeePaise,
    /** The fee the chosen speed asked before a free-shipping promotion. */
    shippingBeforePromotionPaise: delivery.feePaise,
    /** The delivery speed chosen at checkout and the PIN code it was priced for. */
    deliverySpeed: delivery.speed,
    /** The speed saved on the cart, before checking it is offered. */
    chosenSpeed: cart?.deliverySpeed ?? 'STANDARD',
    deliveryPin: cart?.deliveryPin ?? null,
    /** Every product on sale can go same-day (the catalog's `sameDay`). */
    sameDay: onSale.length > 0 && onSale.every((l) => l.sameDay),
    grandTotalPaise: subtotalPaise - discountPaise + shippingFeePaise,
    /** The longest production time of the lines on sale, in working days (delivery dates). */
    productionDays: Math.max(1, ...lines.filter((l) => l.available).map((l) => l.productionDays)),
  }
}

/** Whether a cart id (from a cookie) names a cart that still exists. */
export async function cartExists(cartId: string | null) {
  return Boolean(cartId && (await prisma.cart.count({ where: { id: cartId } })))
}

/**
 * The visitor's cart, created empty when they have none yet (or their cookie names a cart that is
 * gone): what an anonymous upload belongs to before anything is in the cart.
 */
export async function openCart(
  cartId: string | null,
): Promise<{ cartId: string; created: boolean }> {
  if (await cartExists(cartId)) return { cartId: cartId!, created: false }
  const cart = await prisma.cart.create({ data: {}, select: { id: true } })
  return { cartId: cart.id, created: true }
}

export interface AddItemInput {
  productId?: string
  productSlug?: string
  options: Record<string, string | undefined>
  tierQuantity?: number
  packs?: number
}

/** Checks an addition against the catalog before anything is written. */
export async function validateAddition(input: AddItemInput) {
  const product = await prisma.product.findFirst({
    where: {
      active: true,
      ...(input.productId ? { id: input.productId } : { slug: input.productSlug ?? '' }),
    },
    select: productForPricing,
  })
  if (!product) throw new AppError(404, 'That product is not available.')
  const { selection, invalid } = resolveSelection(product as PricingProduct, input.options)
  if (invalid.length)
    throw new AppError(400, `Choose a valid ${invalid.join(', ')} for ${product.name}.`)
  const wanted = input.tierQuantity ?? product.quantityTiers[0]?.quantity
  const tier = product.quantityTiers.find((t) => t.quantity === wanted)
  if (!tier) throw new AppError(400, `Choose one of the quantities offered for ${product.name}.`)
  const packs = input.packs ?? 1
  if (!Number.isInteger(packs) || packs < 1 || packs > MAX_PACKS) {
    throw new AppError(400, `Choose between 1 and ${MAX_PACKS} sets.`)
  }
  return {
    productId: product.id,
    selection,
    tierQuantity: tier.quantity,
    packs,
    needsArtwork: needsArtwork(product.category.slug),
  }
}
export type ValidAddition = Awaited<ReturnType<typeof validateAddition>>

/**
 * Adds a validated product line, creating the cart in the same transaction when the visitor has
 * none. The same product with the same options and pack size (and no uploaded or saved design)
 * becomes one line with a larger quantity; a line with a design is always its own.
 */
export async function addItem(
  cartId: string | null,
  addition: ValidAddition,
  {
    uploadId = null,
    artwork = null,
    design = null,
    userId = null,
    artworkLater = false,
  }: {
    /** "Send my file later" (only meaningful without an upload or a design). */
    artworkLater?: boolean
    /** The signed-in shopper: a new cart is theirs, and so is an anonymous one they add to. */
    userId?: string | null
    uploadId?: string | null
    /** The uploaded file's preflight (artwork-upload.server.ts decideArtwork). */
    artwork?: { preflight: PreflightIssue[]; proofCheckedAt: Date | null } | null
    /** A saved design (checked by designForCart): its id, preview and server preflight. */
    design?: {
      designId: string
      previewUploadId: string | null
      preflight: PreflightIssue[]
      proofCheckedAt?: Date | null
      designCheckedAt?: Date | null
    } | null
  } = {},
) {
  return prisma.$transaction(async (tx) => {
    const existing = cartId
      ? await tx.cart.findUnique({ where: { id: cartId }, select: { id: true, userId: true } })
      : null
    const cart = existing
      ? await tx.cart.update({
          where: { id: existing.id },
          data: { updatedAt: new Date(), ...(userId && !existing.userId ? { userId } : {}) },
        })
      : await tx.cart.create({ data: { userId } })
    const { productId, selection, tierQuantity, packs } = addition
    // A cart made just now has no line to add to: one round trip fewer while holding the connection.
    if (existing && !uploadId && !design) {
      const same = await tx.cartItem.findFirst({
        where: {
          cartId: cart.id,
          productId,
          tierQuantity,
          uploadId: null,
          designId: null,
          artworkLater,
          options: { equals: selection },
        },
        select: { id: true, quantity: true },
      })
      if (same) {
        const item = await tx.cartItem.update({
          where: { id: same.id },
          data: { quantity: Math.min(MAX_PACKS, same.quantity + packs) },
        })
        return { item, cartId: cart.id, createdCart: !existing }
      }
    }
    const item = await tx.cartItem.create({
      data: {
        cartId: cart.id,
        productId,
        quantity: packs,
        tierQuantity,
        options: selection,
        uploadId,
        ...(artwork && !design
          ? {
              preflight: artwork.preflight as unknown as Prisma.InputJsonValue,
              proofCheckedAt: artwork.proofCheckedAt,
            }
          : {}),
        artworkLater: !uploadId && !design && artworkLater,
        ...(design
          ? {
              designId: design.designId,
              previewUploadId: design.previewUploadId,
              preflight: design.preflight as unknown as Prisma.InputJsonValue,
              proofCheckedAt: design.proofCheckedAt ?? null,
              designCheckedAt: design.designCheckedAt ?? null,
            }
          : {}),
      },
    })
    return { item, cartId: cart.id, createdCart: !existing }
  })
}

const NOT_IN_CART = 'That item is not in your cart.'

/** "Send my file later" chosen on a cart line that has no artwork yet (the checkout's fix link). */
export async function setArtworkLater(cartId: string | null, itemId: string) {
  if (!cartId) throw new AppError(404, NOT_IN_CART)
  const updated = await prisma.cartItem.updateMany({
    where: { id: itemId, cartId, designId: null, uploadId: null },
    data: { artworkLater: true },
  })
  if (!updated.count) throw new AppError(404, NOT_IN_CART)
}

/**
 * Sets a line's quantity; zero or less removes it. The line must belong to this cart (a visitor
 * without a cart has no lines).
 */
export async function updateQuantity(cartId: string | null, itemId: string, quantity: number) {
  if (!cartId) throw new AppError(404, NOT_IN_CART)
  if (!Number.isFinite(quantity)) throw new AppError(400, 'Enter a quantity.')
  if (quantity <= 0) return removeItem(cartId, itemId)
  const updated = await prisma.cartItem.updateMany({
    where: { id: itemId, cartId },
    data: { quantity: Math.min(MAX_PACKS, Math.trunc(quantity)) },
  })
  if (!updated.count) throw new AppError(404, NOT_IN_CART)
}

export async function removeItem(cartId: string | null, itemId: string) {
  if (!cartId) throw new AppError(404, NOT_IN_CART)
  const removed = await prisma.cartItem.deleteMany({ where: { id: itemId, cartId } })
  if (!removed.count) throw new AppError(404, NOT_IN_CART)
}

/** Removes several lines one by one; returns the ids that could not be removed. */
export async function removeItems(cartId: string | null, itemIds: string[]) {
  if (!cartId) return [...new Set(itemIds)]
  const failed: string[] = []
  for (const id of new Set(itemIds)) {
    const removed = await prisma.cartItem.deleteMany({ where: { id, cartId } })
    if (!removed.count) failed.push(id)
  }
  return failed
}

/**
 * An order from this cart was paid: empties the cart of what it held when the order was placed
 * (lines added since stay) and drops its points choice and codes. In the payment's transaction.
 */
export async function emptyCartOfPaidOrder(
  tx: Prisma.TransactionClient,
  { cartId, placedAt }: { cartId: string; placedAt: Date },
) {
  await tx.cartItem.deleteMany({ where: { cartId, createdAt: { lte: placedAt } } })
  await tx.cart.updateMany({ where: { id: cartId }, data: { loyaltyPoints: 0, promoCodes: [] } })
}
