import type { Prisma } from '@prisma/client'
import { prisma } from '../platform/db.server.ts'

/** Spec sections 2 and 9: at most 8 suggestions, and this exact text when nothing matches. */
export const MAX_SUGGESTIONS = 8
export { SEARCH_NO_RESULTS_TEXT } from '#app/utils/site.ts'
/** Longer queries are cut: no product name comes close, and it bounds the LIKE pattern. */
export const MAX_QUERY_LENGTH = 100

/**
 * Trims and shortens a raw query string value (null or missing → ''). The header's live search
 * compares the `query` it gets back with its own trimmed text, so nothing else is rewritten.
 */
export function normalizeQuery(q: string | null | undefined) {
  return (q ?? '').trim().slice(0, MAX_QUERY_LENGTH).trim()
}

/**
 * Prisma sends `contains` to Postgres as ILIKE '%q%' without escaping LIKE wildcards, so a
 * search for "_" or "%" would match every product. Escape them (and the escape character).
 */
function escapeLike(q: string) {
  return q.replace(/[\\%_]/g, (c) => `\\${c}`)
}

/**
 * The product search shared by the header suggestions and /shop: active products whose name
 * contains the query, ignoring case. An empty query matches every active product.
 */
export function productSearchWhere(q: string): Prisma.ProductWhereInput {
  const query = normalizeQuery(q)
  return {
    active: true,
    ...(query ? { name: { contains: escapeLike(query), mode: 'insensitive' } } : {}),
  }
}

export interface SearchSuggestion {
  slug: string
  name: string
  href: string
}

/** Up to 8 matching products, best sellers first, in one query. Empty query → none. */
export async function searchSuggestions(q: string | null | undefined): Promise<SearchSuggestion[]> {
  const query = normalizeQuery(q)
  if (!query) return []
  const rows = await prisma.product.findMany({
    where: productSearchWhere(query),
    orderBy: [{ hot: 'desc' }, { position: 'asc' }],
    take: MAX_SUGGESTIONS,
    select: { slug: true, name: true },
  })
  return rows.map((p) => ({ slug: p.slug, name: p.name, href: `/product/${p.slug}` }))
}
