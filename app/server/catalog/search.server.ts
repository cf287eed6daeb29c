import type { Prisma } from '@prisma/client'
import { prisma } from '../platform/db.server.ts'
import { cachedCatalog } from './catalog-cache.server.ts'
import { buildSearchVocabulary, searchVariants } from './search-terms.server.ts'

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

/** The catalog's search words and synonyms, loaded once per catalog version (decision 029). */
export function searchVocabulary() {
  return cachedCatalog('search-vocabulary', async () => {
    const rows = await prisma.product.findMany({ where: { active: true }, select: { name: true } })
    return buildSearchVocabulary(rows.map((r) => r.name))
  })
}

function nameHasEvery(words: string[]): Prisma.ProductWhereInput {
  return {
    AND: words.map((w) => ({ name: { contains: escapeLike(w), mode: 'insensitive' as const } })),
  }
}

/**
 * The filter for the word lists a query stands for (searchVariants): active products whose name
 * contains every word of one of them, ignoring case. No lists (an empty query) → every active
 * product.
 */
export function productSearchWhere(variants: string[][]): Prisma.ProductWhereInput {
  if (!variants.length) return { active: true }
  return { active: true, OR: variants.map(nameHasEvery) }
}

/**
 * The product search shared by the header suggestions and /shop, with and without JavaScript:
 * the query's words, typos corrected, and their synonyms (docs/decisions/035).
 */
export async function resolveSearch(q: string | null | undefined) {
  const query = normalizeQuery(q)
  if (!query) return { variants: [] as string[][], where: productSearchWhere([]) }
  const variants = searchVariants(query, await searchVocabulary())
  return { variants, where: productSearchWhere(variants) }
}

export interface SearchSuggestion {
  slug: string
  name: string
  href: string
}

const suggestionOrder: Prisma.ProductOrderByWithRelationInput[] = [
  { hot: 'desc' },
  { position: 'asc' },
]

/**
 * Up to 8 matching products, best sellers first; what the shopper's own words find comes before
 * what only a synonym finds (at most two queries). Empty query → none.
 */
export async function searchSuggestions(q: string | null | undefined): Promise<SearchSuggestion[]> {
  const query = normalizeQuery(q)
  if (!query) return []
  const { variants } = await resolveSearch(query)
  if (!variants.length) return []
  const select = { id: true, slug: true, name: true } as const
  const own = await prisma.product.findMany({
    where: productSearchWhere(variants.slice(0, 1)),
    orderBy: suggestionOrder,
    take: MAX_SUGGESTIONS,
    select,
  })
  const rest =
    own.length < MAX_SUGGESTIONS && variants.length > 1
      ? await prisma.product.findMany({
          where: {
            ...productSearchWhere(variants.slice(1)),
            id: { notIn: own.map((p) => p.id) },
          },
          orderBy: suggestionOrder,
          take: MAX_SUGGESTIONS - own.length,
          select,
        })
      : []
  return [...own, ...rest].map((p) => ({ slug: p.slug, name: p.name, href: `/product/${p.slug}` }))
}
