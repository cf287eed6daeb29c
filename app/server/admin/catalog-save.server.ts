/**
 * Staff writes to a product (decision 050), each one transaction: create, save (acting on the
 * version the admin saw: 409 when someone saved in between), duplicate, archive and restore. A
 * product is never deleted (orders, carts and designs name it); archiving hides it from the store.
 * A changed web address leaves its old one behind as a 301 (ProductSlugRedirect). Every change
 * writes a ProductChange row: who, when, each field before and after.
 *
 * Prices live on the product's tiers and options only: an order line keeps the price it was sold
 * at, and a cart line is priced from these rows whenever it is shown (the checkout tells the
 * shopper when that changed).
 */
import { Prisma } from '@prisma/client'
import {
  CATALOG_MESSAGES,
  type ProductDraft,
  type ProductStatus,
} from '#app/utils/admin-catalog.ts'
import { prisma } from '../platform/db.server.ts'
import { AppError } from '../platform/errors.server.ts'
import { checkProduct, type ProductInput } from './catalog-rules.server.ts'
import { pricingSelect } from '../catalog/pricing.server.ts'

export type ChangeAction =
  'created' | 'edited' | 'duplicated' | 'archived' | 'restored' | 'imported'
export type FieldChange = { field: string; before: unknown; after: unknown }

const snapshotSelect = {
  id: true,
  name: true,
  slug: true,
  categoryId: true,
  shortDescription: true,
  description: true,
  active: true,
  archivedAt: true,
  hot: true,
  unitSingular: true,
  unitPlural: true,
  productionDays: true,
  sameDay: true,
  highlights: true,
  keywords: true,
  hsnCode: true,
  bleedMm: true,
  safeMarginMm: true,
  sides: true,
  pages: true,
  shape: true,
  cornerRadiusMm: true,
  templateKind: true,
  artKind: true,
  artPalette: true,
  artSample: true,
  seoTitle: true,
  seoDescription: true,
  updatedAt: true,
  // Tiers, options and sizes as the pricing module reads them (one select for both).
  ...pricingSelect,
} satisfies Prisma.ProductSelect
export type ProductSnapshot = Prisma.ProductGetPayload<{ select: typeof snapshotSelect }>

export function statusOf(p: { active: boolean; archivedAt: Date | null }): ProductStatus {
  return p.archivedAt ? 'archived' : p.active ? 'active' : 'draft'
}

export function loadSnapshot(productId: string, db: Prisma.TransactionClient = prisma) {
  return db.product.findUnique({ where: { id: productId }, select: snapshotSelect })
}

const SCALARS = [
  'name',
  'slug',
  'categoryId',
  'shortDescription',
  'description',
  'hot',
  'unitSingular',
  'unitPlural',
  'productionDays',
  'sameDay',
  'highlights',
  'keywords',
  'hsnCode',
  'trimWidthMm',
  'trimHeightMm',
  'bleedMm',
  'safeMarginMm',
  'sides',
  'pages',
  'shape',
  'cornerRadiusMm',
  'templateKind',
  'artKind',
  'artPalette',
  'artSample',
  'seoTitle',
  'seoDescription',
] as const satisfies readonly (keyof ProductInput & keyof ProductSnapshot)[]

/** The comparable form of a product (what the history shows before and after). */
function comparable(p: ProductSnapshot | ProductInput): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const field of SCALARS) {
    const value = p[field]
    out[field] = typeof value === 'string' ? value.trim() : value
  }
  out.status = 'status' in p ? p.status : statusOf(p)
  const tiers = 'tiers' in p ? p.tiers : p.quantityTiers
  out.tiers = tiers.map((t) => `${t.quantity} for ₹${t.pricePaise / 100}`).join('; ')
  out.options = p.options.map((o) => ({
    key: o.key,
    label: o.label,
    values: o.values.map((v) => ({
      key: v.key,
      label: v.label,
      priceDeltaBp: v.priceDeltaBp,
      trimWidthMm: v.trimWidthMm,
      trimHeightMm: v.trimHeightMm,
      isDefault: v.isDefault,
    })),
  }))
  return out
}

export function diff(before: ProductSnapshot | null, after: ProductSnapshot | ProductInput) {
  const a = before ? comparable(before) : {}
  const b = comparable(after)
  const changes: FieldChange[] = []
  for (const field of Object.keys(b)) {
    if (JSON.stringify(a[field]) !== JSON.stringify(b[field]))
      changes.push({ field, before: a[field] ?? null, after: b[field] })
  }
  return changes
}

function productData(input: ProductInput) {
  const { tiers, options, status, ...fields } = input
  void tiers
  void options
  return {
    ...fields,
    active: status === 'active',
    archivedAt: status === 'archived' ? new Date() : null,
  }
}

async function writeChildren(tx: Prisma.TransactionClient, productId: string, input: ProductInput) {
  await tx.quantityTier.deleteMany({ where: { productId } })
  await tx.quantityTier.createMany({ data: input.tiers.map((t) => ({ productId, ...t })) })
  await tx.productOption.deleteMany({ where: { productId } })
  for (const [position, option] of input.options.entries()) {
    await tx.productOption.create({
      data: {
        productId,
        key: option.key,
        label: option.label,
        position,
        values: { create: option.values.map((v, i) => ({ ...v, position: i })) },
      },
    })
  }
}

/** A slug taken meanwhile (the unique index decides) is the same refusal as one taken before. */
function slugRace(error: unknown): never {
  if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002')
    throw new AppError(400, CATALOG_MESSAGES.fix, {
      fieldErrors: { slug: [CATALOG_MESSAGES.slugTaken] },
    })
  throw error
}

async function record(
  tx: Prisma.TransactionClient,
  productId: string,
  actor: string,
  action: ChangeAction,
  changes: FieldChange[],
) {
  await tx.productChange.create({
    data: { productId, actor, action, changes: changes as unknown as Prisma.InputJsonValue },
  })
}

/** A new product from the form; answers its id. */
export async function createProduct(draft: ProductDraft, actor: string) {
  const input = await checkProduct(draft, null)
  return prisma
    .$transaction(async (tx) => {
      const { id } = await tx.product.create({
        data: { ...productData(input), position: await nextPosition(tx, input.categoryId) },
        select: { id: true },
      })
      await writeChildren(tx, id, input)
      await tx.productSlugRedirect.deleteMany({ where: { slug: input.slug } })
      await record(tx, id, actor, 'created', diff(null, input))
      return id
    })
    .catch(slugRace)
}

async function nextPosition(tx: Prisma.TransactionClient, categoryId: string) {
  const last = await tx.product.aggregate({ where: { categoryId }, _max: { position: true } })
  return (last._max.position ?? 0) + 1
}

/**
 * Saves the form over the product, if it is still the version the admin opened (`seen`, its
 * updatedAt as ISO text); nothing is written when nothing changed.
 */
export async function saveProduct(
  productId: string,
  seen: string,
  draft: ProductDraft,
  actor: string,
  action: ChangeAction = 'edited',
) {
  const current = await loadSnapshot(productId)
  if (!current) throw new AppError(404, CATALOG_MESSAGES.notFound)
  if (current.updatedAt.toISOString() !== seen) throw new AppError(409, CATALOG_MESSAGES.stale)
  const input = await checkProduct(draft, productId, {
    printCheck: (candidate) => printCheckNeeded(current, candidate),
  })
  return applyInput(current, input, actor, action)
}

/** Writes `input` over `current` in one transaction, conditional on `current.updatedAt`. */
export async function applyInput(
  current: ProductSnapshot,
  input: ProductInput,
  actor: string,
  action: ChangeAction,
) {
  const changes = diff(current, input)
  if (!changes.length) return { changed: false }
  await prisma
    .$transaction((tx) => writeInput(tx, current, input, changes, actor, action))
    .catch(slugRace)
  return { changed: true }
}

/** The writes of one product's change, in the caller's transaction (a CSV import's one). */
export async function writeInput(
  tx: Prisma.TransactionClient,
  current: ProductSnapshot,
  input: ProductInput,
  changes: FieldChange[],
  actor: string,
  action: ChangeAction,
) {
  const data = productData(input)
  // An archived product stays archived from the day it was archived.
  if (current.archivedAt && input.status === 'archived') data.archivedAt = current.archivedAt
  const { count } = await tx.product.updateMany({
    where: { id: current.id, updatedAt: current.updatedAt },
    data,
  })
  if (!count) throw new AppError(409, CATALOG_MESSAGES.stale)
  const childFields = new Set(['tiers', 'options'])
  if (changes.some((c) => childFields.has(c.field))) await writeChildren(tx, current.id, input)
  if (current.slug !== input.slug) {
    await tx.productSlugRedirect.deleteMany({ where: { slug: input.slug } })
    await tx.productSlugRedirect.upsert({
      where: { slug: current.slug },
      create: { slug: current.slug, productId: current.id },
      update: { productId: current.id },
    })
  }
  await record(tx, current.id, actor, action, changes)
}

/**
 * Whether the print check must run: always for a product going active, unless it is active
 * already with the same print spec and the same options apart from their prices.
 */
export function printCheckNeeded(current: ProductSnapshot | null, input: ProductInput) {
  if (input.status !== 'active') return false
  if (!current || statusOf(current) !== 'active') return true
  const geometry = (p: ProductSnapshot | ProductInput) =>
    JSON.stringify([
      p.trimWidthMm,
      p.trimHeightMm,
      p.bleedMm,
      p.safeMarginMm,
      p.sides,
      p.pages,
      p.shape,
      p.cornerRadiusMm,
      p.templateKind,
      p.artKind,
      p.categoryId,
      p.options.map((o) => [
        o.key,
        o.values.map((v) => [v.key, v.label, v.trimWidthMm, v.trimHeightMm, v.isDefault]),
      ]),
    ])
  return geometry(current) !== geometry(input)
}

/** Archives (hidden from the store, kept for orders) or restores as a draft. */
export async function setArchived(
  productId: string,
  seen: string,
  archived: boolean,
  actor: string,
) {
  const current = await loadSnapshot(productId)
  if (!current) throw new AppError(404, CATALOG_MESSAGES.notFound)
  if (current.updatedAt.toISOString() !== seen) throw new AppError(409, CATALOG_MESSAGES.stale)
  if (Boolean(current.archivedAt) === archived) return
  const before = statusOf(current)
  const after: ProductStatus = archived ? 'archived' : 'draft'
  await prisma.$transaction(async (tx) => {
    const { count } = await tx.product.updateMany({
      where: { id: productId, updatedAt: current.updatedAt },
      data: { active: false, archivedAt: archived ? new Date() : null },
    })
    if (!count) throw new AppError(409, CATALOG_MESSAGES.stale)
    await record(tx, productId, actor, archived ? 'archived' : 'restored', [
      { field: 'status', before, after },
    ])
  })
}

/** A copy as a draft ("… (copy)", a free web address): answers the new product's id. */
export async function duplicateProduct(productId: string, actor: string) {
  const source = await loadSnapshot(productId)
  if (!source) throw new AppError(404, CATALOG_MESSAGES.notFound)
  let slug = `${source.slug}-copy`.slice(0, 74)
  for (let n = 2; await prisma.product.findUnique({ where: { slug }, select: { id: true } }); n++)
    slug = `${source.slug}-copy-${n}`.slice(0, 80)
  const {
    id: _id,
    updatedAt: _u,
    active: _a,
    archivedAt: _r,
    quantityTiers,
    options,
    ...rest
  } = source
  const input: ProductInput = {
    ...rest,
    name: `${source.name} (copy)`.slice(0, 120),
    slug,
    status: 'draft',
    tiers: quantityTiers,
    options,
  }
  return prisma
    .$transaction(async (tx) => {
      const { id } = await tx.product.create({
        data: { ...productData(input), position: await nextPosition(tx, input.categoryId) },
        select: { id: true },
      })
      await writeChildren(tx, id, input)
      await record(tx, id, actor, 'duplicated', [
        { field: 'copied from', before: null, after: source.slug },
      ])
      return id
    })
    .catch(slugRace)
}
