/**
 * What the admin's catalog screens read (decision 050): the product list (search, category and
 * status filters, A to Z by keyset pages), one product as its form's draft with its history, and
 * the choices the form offers.
 */
import type { Prisma } from '@prisma/client'
import { ART_KIND_LIST } from '#app/designer/product-art/kinds.ts'
import { TEMPLATE_KINDS } from '#app/designer/templates/kinds.ts'
import {
  PRODUCT_STATUSES,
  bpToPercent,
  paiseToRupees,
  type ProductDraft,
  type ProductStatus,
} from '#app/utils/admin-catalog.ts'
import { prisma } from '../platform/db.server.ts'
import {
  loadSnapshot,
  statusOf,
  type FieldChange,
  type ProductSnapshot,
} from './catalog-save.server.ts'
import { keysetPage } from './keyset.server.ts'

export const PRODUCTS_PAGE_SIZE = 25

export type ProductFilters = { q: string; category: string; status: ProductStatus | 'all' }

export function readProductFilters(search: URLSearchParams): ProductFilters {
  const status = search.get('status') ?? 'all'
  return {
    q: (search.get('q') ?? '').trim().slice(0, 100),
    category: (search.get('category') ?? '').slice(0, 64),
    status: (PRODUCT_STATUSES as readonly string[]).includes(status)
      ? (status as ProductStatus)
      : 'all',
  }
}

export function statusWhere(status: ProductStatus): Prisma.ProductWhereInput {
  if (status === 'active') return { active: true }
  if (status === 'archived') return { archivedAt: { not: null } }
  return { active: false, archivedAt: null }
}

export function productWhere({ q, category, status }: ProductFilters): Prisma.ProductWhereInput {
  const and: Prisma.ProductWhereInput[] = []
  if (category) and.push({ categoryId: category })
  if (status !== 'all') and.push(statusWhere(status))
  for (const word of q.split(/\s+/).filter(Boolean).slice(0, 6)) {
    const contains = { contains: word, mode: 'insensitive' as const }
    and.push({ OR: [{ name: contains }, { slug: contains }, { hsnCode: { startsWith: word } }] })
  }
  return and.length ? { AND: and } : {}
}

/** One page of products, A to Z (numbers in order: 2 before 10). */
export async function listProducts(
  filters: ProductFilters,
  { after, before }: { after?: string | null; before?: string | null },
) {
  const page = await keysetPage({
    field: 'nameSortKey',
    dir: 'asc',
    after,
    before,
    pageSize: PRODUCTS_PAGE_SIZE,
    find: ({ where, orderBy, take }) =>
      prisma.product.findMany({
        where: { AND: [productWhere(filters), where] },
        orderBy,
        take,
        select: {
          id: true,
          name: true,
          slug: true,
          nameSortKey: true,
          active: true,
          archivedAt: true,
          hot: true,
          hsnCode: true,
          fromPricePaise: true,
          updatedAt: true,
          category: { select: { name: true } },
          _count: { select: { orderItems: true } },
        },
      }),
    valueOf: (row) => row.nameSortKey,
  })
  return {
    ...page,
    rows: page.rows.map((p) => ({
      id: p.id,
      name: p.name,
      slug: p.slug,
      status: statusOf(p),
      hot: p.hot,
      hsnCode: p.hsnCode,
      category: p.category.name,
      fromPricePaise: p.fromPricePaise,
      orderLines: p._count.orderItems,
      updatedAt: p.updatedAt,
    })),
  }
}

/** The form's values for a saved product. */
export function draftOf(p: ProductSnapshot): ProductDraft {
  const num = (n: number | null) => (n === null ? '' : String(n))
  return {
    name: p.name,
    slug: p.slug,
    categoryId: p.categoryId,
    shortDescription: p.shortDescription,
    description: p.description,
    status: statusOf(p),
    hot: p.hot,
    unitSingular: p.unitSingular,
    unitPlural: p.unitPlural,
    productionDays: String(p.productionDays),
    sameDay: p.sameDay,
    highlights: p.highlights.join('\n'),
    keywords: p.keywords.join(', '),
    hsnCode: p.hsnCode,
    trimWidthMm: num(p.trimWidthMm),
    trimHeightMm: num(p.trimHeightMm),
    bleedMm: num(p.bleedMm),
    safeMarginMm: num(p.safeMarginMm),
    sides: String(p.sides),
    pages: num(p.pages),
    shape: p.shape,
    cornerRadiusMm: num(p.cornerRadiusMm),
    templateKind: p.templateKind,
    artKind: p.artKind,
    artPalette: p.artPalette.join(', '),
    artSample: p.artSample,
    seoTitle: p.seoTitle,
    seoDescription: p.seoDescription,
    tiers: p.quantityTiers.map((t) => ({
      quantity: String(t.quantity),
      price: paiseToRupees(t.pricePaise),
    })),
    options: p.options.map((o) => ({
      key: o.key,
      label: o.label,
      defaultIndex: Math.max(
        0,
        o.values.findIndex((v) => v.isDefault),
      ),
      values: o.values.map((v) => ({
        key: v.key,
        label: v.label,
        delta: bpToPercent(v.priceDeltaBp),
        width: num(v.trimWidthMm),
        height: num(v.trimHeightMm),
      })),
    })),
  }
}

/** A new product's starting values: a visiting card's print spec, a draft. */
export function blankDraft(categoryId = ''): ProductDraft {
  return {
    name: '',
    slug: '',
    categoryId,
    shortDescription: '',
    description: '',
    status: 'draft',
    hot: false,
    unitSingular: 'card',
    unitPlural: 'cards',
    productionDays: '3',
    sameDay: false,
    highlights: '',
    keywords: '',
    hsnCode: '4911',
    trimWidthMm: '89',
    trimHeightMm: '51',
    bleedMm: '2',
    safeMarginMm: '3',
    sides: '2',
    pages: '',
    shape: 'rect',
    cornerRadiusMm: '',
    templateKind: TEMPLATE_KINDS[0],
    artKind: ART_KIND_LIST[0],
    artPalette: '#0f172a, #f59e0b',
    artSample: '',
    seoTitle: '',
    seoDescription: '',
    tiers: [{ quantity: '100', price: '299' }],
    options: [],
  }
}

/** What the form offers to choose from, and the GST rate in force for each HSN on file. */
export async function productFormChoices() {
  const [categories, rates] = await Promise.all([
    prisma.category.findMany({ orderBy: { position: 'asc' }, select: { id: true, name: true } }),
    prisma.gstRate.findMany({
      where: { validFrom: { lte: new Date() } },
      orderBy: { validFrom: 'asc' },
      select: { hsnCode: true, rateBp: true },
    }),
  ])
  const gst = new Map<string, number>()
  for (const r of rates) gst.set(r.hsnCode, r.rateBp)
  return {
    categories,
    gstRates: [...gst].map(([hsnCode, rateBp]) => ({ hsnCode, rateBp })),
    templateKinds: [...TEMPLATE_KINDS],
    artKinds: [...ART_KIND_LIST],
  }
}

export type ProductHistoryEntry = {
  id: string
  actor: string
  action: string
  createdAt: Date
  changes: FieldChange[]
}

/** A product for its admin page: the form's draft, its version, its history, newest first. */
export async function productForAdmin(productId: string) {
  const snapshot = await loadSnapshot(productId)
  if (!snapshot) return null
  const [history, orderLines, redirects] = await Promise.all([
    prisma.productChange.findMany({
      where: { productId },
      orderBy: { createdAt: 'desc' },
      take: 100,
      select: { id: true, actor: true, action: true, createdAt: true, changes: true },
    }),
    prisma.orderItem.count({ where: { productId } }),
    prisma.productSlugRedirect.findMany({ where: { productId }, select: { slug: true } }),
  ])
  return {
    id: snapshot.id,
    version: snapshot.updatedAt.toISOString(),
    status: statusOf(snapshot),
    draft: draftOf(snapshot),
    orderLines,
    oldSlugs: redirects.map((r) => r.slug),
    history: history.map((h): ProductHistoryEntry => ({
      ...h,
      changes: h.changes as unknown as FieldChange[],
    })),
  }
}
