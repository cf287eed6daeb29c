/**
 * Staff edit the store's navigation (decision 055): the six mega-menus (their titles, blurbs,
 * columns and each column's product links) and the home page's groups of product cards (titles,
 * subtitles, products). All are Collections: MEGA_MENU with MENU_COLUMN children, HOME_GROUP. Each
 * change is one transaction that locks the collection it changes, with its CatalogChange row; the
 * catalog tables' triggers raise the catalog version, so every instance's menus (the layout HTML
 * made once per version) and home page show it within a second (decision 027).
 */
import { Prisma, type CollectionKind } from '@prisma/client'
import { COLLECTION_LIMITS, NAVIGATION_MESSAGES } from '#app/utils/admin-categories.ts'
import { prisma } from '../platform/db.server.ts'
import { AppError } from '../platform/errors.server.ts'
import {
  catalogChanges,
  fieldChanges,
  nextOrder,
  recordCatalogChange,
  type OrderChange,
} from './catalog-changes.server.ts'

/** The kinds this screen edits; gift, shop-by-need and landing lists stay seeded. */
export const EDITABLE_KINDS = ['MEGA_MENU', 'MENU_COLUMN', 'HOME_GROUP'] as const
const editable = { kind: { in: [...EDITABLE_KINDS] } } satisfies Prisma.CollectionWhereInput

export const KIND_LABELS: Record<(typeof EDITABLE_KINDS)[number], string> = {
  MEGA_MENU: 'Mega-menu',
  MENU_COLUMN: 'Menu column',
  HOME_GROUP: 'Home page group',
}

const ORDER_MESSAGES = {
  stale: NAVIGATION_MESSAGES.orderStale,
  notFound: NAVIGATION_MESSAGES.notFound,
}

/** The mega-menus with their columns, and the home groups, each in the store's order. */
export async function navigationOverview() {
  const select = {
    id: true,
    title: true,
    subtitle: true,
    _count: { select: { items: true } },
  } satisfies Prisma.CollectionSelect
  const [menus, groups] = await Promise.all([
    prisma.collection.findMany({
      where: { kind: 'MEGA_MENU' },
      orderBy: [{ position: 'asc' }, { slug: 'asc' }],
      select: { ...select, children: { orderBy: [{ position: 'asc' }, { slug: 'asc' }], select } },
    }),
    prisma.collection.findMany({
      where: { kind: 'HOME_GROUP' },
      orderBy: [{ position: 'asc' }, { slug: 'asc' }],
      select,
    }),
  ])
  const row = (c: { id: string; title: string; subtitle: string; _count: { items: number } }) => ({
    id: c.id,
    title: c.title,
    subtitle: c.subtitle,
    products: c._count.items,
  })
  return {
    menus: menus.map((m) => ({ ...row(m), columns: m.children.map(row) })),
    groups: groups.map(row),
  }
}

/** One editable collection with its products (and columns, for a menu); null when unknown. */
export async function collectionForAdmin(id: string) {
  const c = await prisma.collection.findFirst({
    where: { id, ...editable },
    select: {
      id: true,
      kind: true,
      slug: true,
      title: true,
      subtitle: true,
      parent: { select: { id: true, title: true } },
      children: {
        orderBy: [{ position: 'asc' }, { slug: 'asc' }],
        select: { id: true, title: true, _count: { select: { items: true } } },
      },
      items: {
        orderBy: { position: 'asc' },
        select: {
          product: { select: { id: true, slug: true, name: true, active: true } },
        },
      },
    },
  })
  if (!c) return null
  return {
    id: c.id,
    kind: c.kind as (typeof EDITABLE_KINDS)[number],
    title: c.title,
    subtitle: c.subtitle,
    parent: c.parent,
    columns: c.children.map((col) => ({
      id: col.id,
      title: col.title,
      products: col._count.items,
    })),
    products: c.items.map((i) => ({ ...i.product })),
    history: await catalogChanges('collection', id),
  }
}

/** Up to 20 products whose name or web address contains `q`, for the "Add a product" search. */
export async function findProductsToAdd(q: string) {
  const term = q.trim().slice(0, 80)
  if (!term) return []
  return prisma.product.findMany({
    where: {
      archivedAt: null,
      OR: [
        { name: { contains: term, mode: 'insensitive' } },
        { slug: { contains: term.toLowerCase() } },
      ],
    },
    orderBy: [{ active: 'desc' }, { name: 'asc' }],
    take: 20,
    select: { id: true, slug: true, name: true, active: true },
  })
}

/** Locks one editable collection for the transaction; answers its kind, title and subtitle. */
async function lock(tx: Prisma.TransactionClient, id: string) {
  const rows = await tx.$queryRaw<{ kind: CollectionKind; title: string; subtitle: string }[]>`
    SELECT kind, title, subtitle FROM "Collection" WHERE id = ${id} FOR UPDATE`
  const row = rows[0]
  if (!row || !(EDITABLE_KINDS as readonly string[]).includes(row.kind))
    throw new AppError(404, NAVIGATION_MESSAGES.notFound)
  return row
}

const record = (
  tx: Prisma.TransactionClient,
  id: string,
  label: string,
  actor: string,
  action: string,
  changes: { field: string; before: unknown; after: unknown }[],
) =>
  recordCatalogChange(tx, { subject: 'collection', subjectId: id, label, actor, action, changes })

export interface CollectionText {
  title: string
  subtitle: string
}

export function readCollectionText(form: FormData): CollectionText {
  const text = (name: string, max: number) =>
    String(form.get(name) ?? '')
      .trim()
      .slice(0, max)
  return {
    title: text('title', COLLECTION_LIMITS.title),
    subtitle: text('subtitle', COLLECTION_LIMITS.subtitle),
  }
}

/** Renames a menu, column or group; false when nothing changed. */
export async function saveCollectionText(id: string, input: CollectionText, actor: string) {
  if (!input.title)
    throw new AppError(400, NAVIGATION_MESSAGES.titleRequired, {
      fieldErrors: { title: [NAVIGATION_MESSAGES.titleRequired] },
    })
  return prisma.$transaction(async (tx) => {
    const current = await lock(tx, id)
    const changes = fieldChanges(
      { title: current.title, subtitle: current.subtitle },
      { title: input.title, subtitle: input.subtitle },
    )
    if (!changes.length) return false
    await tx.collection.update({ where: { id }, data: input })
    await record(tx, id, input.title, actor, 'edited', changes)
    return true
  })
}

/** Adds a product at the end of a column's or group's list (not a mega-menu's own: its columns). */
export async function addProduct(id: string, productId: string, actor: string) {
  await prisma.$transaction(async (tx) => {
    const current = await lock(tx, id)
    if (current.kind === 'MEGA_MENU') throw new AppError(400, NAVIGATION_MESSAGES.notFound)
    const product = await tx.product.findFirst({
      where: { id: productId, archivedAt: null },
      select: { name: true },
    })
    if (!product) throw new AppError(400, NAVIGATION_MESSAGES.productUnknown)
    const there = await tx.collectionItem.findUnique({
      where: { collectionId_productId: { collectionId: id, productId } },
      select: { position: true },
    })
    if (there) throw new AppError(400, NAVIGATION_MESSAGES.productThere)
    const last = await tx.collectionItem.aggregate({
      where: { collectionId: id },
      _max: { position: true },
    })
    await tx.collectionItem.create({
      data: { collectionId: id, productId, position: (last._max.position ?? 0) + 1 },
    })
    await record(tx, id, current.title, actor, 'product-added', [
      { field: 'product', before: null, after: product.name },
    ])
  })
}

export async function removeProduct(id: string, productId: string, actor: string) {
  await prisma.$transaction(async (tx) => {
    const current = await lock(tx, id)
    const removed = await tx.collectionItem.deleteMany({ where: { collectionId: id, productId } })
    if (!removed.count) throw new AppError(400, NAVIGATION_MESSAGES.productNotThere)
    const product = await tx.product.findUnique({
      where: { id: productId },
      select: { name: true },
    })
    await record(tx, id, current.title, actor, 'product-removed', [
      { field: 'product', before: product?.name ?? productId, after: null },
    ])
  })
}

/** Puts a list's products in a new order (a drag's whole order, or one product up or down). */
export async function reorderProducts(id: string, change: OrderChange, actor: string) {
  await prisma.$transaction(async (tx) => {
    const current = await lock(tx, id)
    const rows = await tx.collectionItem.findMany({
      where: { collectionId: id },
      orderBy: { position: 'asc' },
      select: { productId: true, product: { select: { name: true } } },
    })
    const next = nextOrder(
      rows.map((r) => r.productId),
      change,
      ORDER_MESSAGES,
    )
    const names = new Map(rows.map((r) => [r.productId, r.product.name]))
    const before = rows.map((r) => r.product.name).join(', ')
    const after = next.map((pid) => names.get(pid)!).join(', ')
    if (before === after) return
    for (const [index, productId] of next.entries())
      await tx.collectionItem.update({
        where: { collectionId_productId: { collectionId: id, productId } },
        data: { position: index + 1 },
      })
    await record(tx, id, current.title, actor, 'reordered', [{ field: 'products', before, after }])
  })
}

/**
 * Puts sibling collections in a new order: the mega-menus (`parentId` null, kind MEGA_MENU), a
 * menu's columns (`parentId` the menu) or the home groups (kind HOME_GROUP).
 */
export async function reorderCollections(
  siblings: { kind: 'MEGA_MENU' | 'HOME_GROUP' } | { parentId: string },
  change: OrderChange,
  actor: string,
) {
  await prisma.$transaction(async (tx) => {
    const where: Prisma.CollectionWhereInput =
      'kind' in siblings
        ? { kind: siblings.kind }
        : { parentId: siblings.parentId, kind: 'MENU_COLUMN' }
    const parent = 'parentId' in siblings ? await lock(tx, siblings.parentId) : null
    // Every sibling locked in a fixed order: two reorders of one list never interleave.
    const rows = await tx.collection.findMany({
      where,
      orderBy: [{ position: 'asc' }, { slug: 'asc' }],
      select: { id: true, title: true },
    })
    if (rows.length)
      await tx.$queryRaw`SELECT id FROM "Collection" WHERE id IN (${Prisma.join(rows.map((r) => r.id))}) ORDER BY id FOR UPDATE`
    const next = nextOrder(
      rows.map((r) => r.id),
      change,
      ORDER_MESSAGES,
    )
    const titles = new Map(rows.map((r) => [r.id, r.title]))
    const before = rows.map((r) => r.title).join(', ')
    const after = next.map((cid) => titles.get(cid)!).join(', ')
    if (before === after) return
    for (const [index, cid] of next.entries())
      await tx.collection.update({ where: { id: cid }, data: { position: index + 1 } })
    const label =
      'kind' in siblings
        ? siblings.kind === 'MEGA_MENU'
          ? 'Mega-menus'
          : 'Home page groups'
        : `${parent!.title}: columns`
    const subjectId = 'kind' in siblings ? siblings.kind : siblings.parentId
    await record(tx, subjectId, label, actor, 'reordered', [{ field: 'order', before, after }])
  })
}

/** A new, empty column at the end of a mega-menu; answers its id. */
export async function addColumn(menuId: string, title: string, actor: string) {
  if (!title)
    throw new AppError(400, NAVIGATION_MESSAGES.titleRequired, {
      fieldErrors: { title: [NAVIGATION_MESSAGES.titleRequired] },
    })
  return prisma.$transaction(async (tx) => {
    const menu = await lock(tx, menuId)
    if (menu.kind !== 'MEGA_MENU') throw new AppError(404, NAVIGATION_MESSAGES.notFound)
    const { slug } = await tx.collection.findUniqueOrThrow({
      where: { id: menuId },
      select: { slug: true },
    })
    const taken = await tx.collection.findMany({
      where: { kind: 'MENU_COLUMN', slug: { startsWith: `${slug}--` } },
      select: { slug: true },
    })
    let n = taken.length
    while (taken.some((t) => t.slug === `${slug}--${n}`)) n++
    const last = await tx.collection.aggregate({
      where: { parentId: menuId },
      _max: { position: true },
    })
    const { id } = await tx.collection.create({
      data: {
        kind: 'MENU_COLUMN',
        slug: `${slug}--${n}`,
        title: title.slice(0, COLLECTION_LIMITS.title),
        parentId: menuId,
        position: (last._max.position ?? 0) + 1,
      },
      select: { id: true },
    })
    await record(tx, menuId, menu.title, actor, 'edited', [
      { field: 'column added', before: null, after: title },
    ])
    return id
  })
}

/** Deletes a menu column that has no products left; answers the menu's id. */
export async function deleteColumn(columnId: string, actor: string) {
  return prisma.$transaction(async (tx) => {
    // The menu first, then the column: the order a reorder of the menu's columns locks them in.
    const found = await tx.collection.findUnique({
      where: { id: columnId },
      select: { parentId: true },
    })
    const menu = found?.parentId ? await lock(tx, found.parentId) : null
    const column = await lock(tx, columnId)
    if (column.kind !== 'MENU_COLUMN' || !menu || !found?.parentId)
      throw new AppError(404, NAVIGATION_MESSAGES.notFound)
    const items = await tx.collectionItem.count({ where: { collectionId: columnId } })
    if (items) throw new AppError(400, NAVIGATION_MESSAGES.columnNotEmpty)
    await tx.collection.delete({ where: { id: columnId } })
    await record(tx, found.parentId, menu.title, actor, 'edited', [
      { field: 'column removed', before: column.title, after: null },
    ])
    return found.parentId
  })
}
