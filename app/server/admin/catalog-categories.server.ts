/**
 * Staff writes to categories (decision 055), each one transaction with its CatalogChange row:
 * create, edit (name, web address, description; a changed address leaves a 301 behind), order
 * (up/down, or the whole order from a drag) and delete, only when no product names the category.
 * The catalog tables' triggers raise the catalog version, so every instance's menus, filters and
 * pages show the change within a second (decision 027).
 */
import crypto from 'node:crypto'
import { Prisma } from '@prisma/client'
import {
  CATEGORY_MESSAGES,
  categoryDraftErrors,
  type CategoryDraft,
} from '#app/utils/admin-categories.ts'
import { prisma } from '../platform/db.server.ts'
import { AppError } from '../platform/errors.server.ts'
import {
  catalogChanges,
  fieldChanges,
  nextOrder,
  recordCatalogChange,
  type OrderChange,
} from './catalog-changes.server.ts'

/** What the edit form saw: a save over a different version is refused (409). */
export function categoryVersion(c: CategoryDraft) {
  return crypto
    .createHash('sha256')
    .update(JSON.stringify([c.name, c.slug, c.description]))
    .digest('base64url')
    .slice(0, 16)
}

/** Every category in the store's order, with its products counted (all, and active ones). */
export async function listCategories() {
  const [categories, counts, active] = await Promise.all([
    prisma.category.findMany({
      orderBy: [{ position: 'asc' }, { name: 'asc' }],
      select: { id: true, slug: true, name: true, description: true },
    }),
    prisma.product.groupBy({ by: ['categoryId'], _count: { _all: true } }),
    prisma.product.groupBy({ by: ['categoryId'], where: { active: true }, _count: { _all: true } }),
  ])
  const all = new Map(counts.map((c) => [c.categoryId, c._count._all]))
  const live = new Map(active.map((c) => [c.categoryId, c._count._all]))
  return categories.map((c) => ({
    ...c,
    products: all.get(c.id) ?? 0,
    activeProducts: live.get(c.id) ?? 0,
  }))
}

/** One category for its edit page, with its old addresses and history; null when unknown. */
export async function categoryForAdmin(id: string) {
  const category = await prisma.category.findUnique({
    where: { id },
    select: {
      id: true,
      slug: true,
      name: true,
      description: true,
      slugRedirects: { select: { slug: true }, orderBy: { createdAt: 'asc' } },
      _count: { select: { products: true } },
    },
  })
  if (!category) return null
  const draft = { name: category.name, slug: category.slug, description: category.description }
  return {
    id: category.id,
    draft,
    version: categoryVersion(draft),
    products: category._count.products,
    oldSlugs: category.slugRedirects.map((r) => r.slug),
    history: await catalogChanges('category', id),
  }
}

function checked(draft: CategoryDraft) {
  const errors = categoryDraftErrors(draft)
  if (Object.keys(errors).length)
    throw new AppError(400, CATEGORY_MESSAGES.fix, { fieldErrors: errors })
}

/** A taken address (also when two saves race: the unique index decides) is a 400 on the field. */
function slugTaken(error: unknown): never {
  if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002')
    throw new AppError(400, CATEGORY_MESSAGES.fix, {
      fieldErrors: { slug: [CATEGORY_MESSAGES.slugTaken] },
    })
  throw error
}

/** Locks the categories' order for the transaction (two reorders never interleave). */
const lockOrder = (tx: Prisma.TransactionClient) =>
  tx.$queryRaw`SELECT id FROM "Category" ORDER BY position, name FOR UPDATE`

/** A new category at the end of the list; answers its id. */
export async function createCategory(draft: CategoryDraft, actor: string) {
  checked(draft)
  return prisma
    .$transaction(async (tx) => {
      await lockOrder(tx)
      const last = await tx.category.aggregate({ _max: { position: true } })
      const { id } = await tx.category.create({
        data: { ...draft, position: (last._max.position ?? 0) + 1 },
        select: { id: true },
      })
      // The address is a category's again: it no longer sends visitors to the one that left it.
      await tx.categorySlugRedirect.deleteMany({ where: { slug: draft.slug } })
      await recordCatalogChange(tx, {
        subject: 'category',
        subjectId: id,
        label: draft.name,
        actor,
        action: 'created',
        changes: fieldChanges(null, { ...draft }),
      })
      return id
    })
    .catch(slugTaken)
}

/** Saves the form over the category if it is still what the admin opened; false: nothing changed. */
export async function saveCategory(id: string, seen: string, draft: CategoryDraft, actor: string) {
  checked(draft)
  return prisma
    .$transaction(async (tx) => {
      const rows = await tx.$queryRaw<CategoryDraft[]>`
        SELECT name, slug, description FROM "Category" WHERE id = ${id} FOR UPDATE`
      const current = rows[0]
      if (!current) throw new AppError(404, CATEGORY_MESSAGES.notFound)
      if (categoryVersion(current) !== seen) throw new AppError(409, CATEGORY_MESSAGES.stale)
      const changes = fieldChanges({ ...current }, { ...draft })
      if (!changes.length) return false
      await tx.category.update({ where: { id }, data: draft })
      if (current.slug !== draft.slug) {
        await tx.categorySlugRedirect.deleteMany({ where: { slug: draft.slug } })
        await tx.categorySlugRedirect.upsert({
          where: { slug: current.slug },
          create: { slug: current.slug, categoryId: id },
          update: { categoryId: id },
        })
      }
      await recordCatalogChange(tx, {
        subject: 'category',
        subjectId: id,
        label: draft.name,
        actor,
        action: 'edited',
        changes,
      })
      return true
    })
    .catch(slugTaken)
}

/**
 * Puts the categories in a new order: `order` is every category's id in the order wanted (a drag),
 * or `move` one category a place up or down (its button). An `order` that is not exactly the
 * current categories (one was added or removed meanwhile) is refused with 409.
 */
export async function reorderCategories(change: OrderChange, actor: string) {
  await prisma.$transaction(async (tx) => {
    await lockOrder(tx)
    const rows = await tx.category.findMany({
      orderBy: [{ position: 'asc' }, { name: 'asc' }],
      select: { id: true, name: true, position: true },
    })
    const next = nextOrder(
      rows.map((r) => r.id),
      change,
      { stale: CATEGORY_MESSAGES.orderStale, notFound: CATEGORY_MESSAGES.notFound },
    )
    const names = new Map(rows.map((r) => [r.id, r.name]))
    const before = rows.map((r) => r.name)
    const after = next.map((id) => names.get(id)!)
    if (
      JSON.stringify(before) === JSON.stringify(after) &&
      rows.every((r, i) => r.position === i + 1)
    )
      return
    for (const [index, id] of next.entries())
      await tx.category.update({ where: { id }, data: { position: index + 1 } })
    if (JSON.stringify(before) === JSON.stringify(after)) return
    await recordCatalogChange(tx, {
      subject: 'category',
      subjectId: 'order',
      label: 'Order of categories',
      actor,
      action: 'reordered',
      changes: [{ field: 'order', before: before.join(', '), after: after.join(', ') }],
    })
  })
}

/** Deletes a category no product names (archived products count: their orders keep them). */
export async function deleteCategory(id: string, actor: string) {
  await prisma.$transaction(async (tx) => {
    const rows = await tx.$queryRaw<CategoryDraft[]>`
      SELECT name, slug, description FROM "Category" WHERE id = ${id} FOR UPDATE`
    const current = rows[0]
    if (!current) throw new AppError(404, CATEGORY_MESSAGES.notFound)
    const products = await tx.product.count({ where: { categoryId: id } })
    if (products) throw new AppError(400, CATEGORY_MESSAGES.notEmpty(products))
    await tx.category.delete({ where: { id } })
    await recordCatalogChange(tx, {
      subject: 'category',
      subjectId: id,
      label: current.name,
      actor,
      action: 'deleted',
      changes: fieldChanges({ ...current }, { name: null, slug: null, description: null }),
    })
  })
}
