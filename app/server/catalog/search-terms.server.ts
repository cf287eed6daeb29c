/**
 * How a shopper's words become the product-name words the catalog uses (docs/decisions/035).
 * Pure functions over the catalog's names, so the rules are tested without a database.
 *
 * A query is cut into words, each made singular ("stickers" → "sticker": the names are matched
 * by substring, so the singular finds both). A word no product name contains is a typo when a
 * catalog word is within a small edit distance ("vistng" → "visiting"). Then every phrase that
 * has another name in the catalog's synonyms ("business card" → "visiting card") adds a variant
 * of the query. A product matches when its name contains every word of one variant.
 *
 * Synonyms come from two places: the catalog's own products named "A & B" (one product, two
 * names: "Pamphlets & Flyers", "Rate Cards & Price Lists"), and the short table below for the
 * words the menus and shoppers use that no product is named by.
 */
import { distance } from 'fastest-levenshtein'

/** Other names for things the catalog sells; each group's first entry is a name the catalog uses. */
export const SYNONYM_TABLE: readonly (readonly string[])[] = [
  ['visiting card', 'business card', 'calling card'],
  ['flyer', 'pamphlet', 'leaflet', 'handbill', 'flier'],
  ['sticker', 'label', 'decal'],
  ['standee', 'banner', 'roll-up', 'rollup'],
  ['letterhead', 'letter pad', 'letterpad'],
  ['bill book', 'invoice book', 'receipt book'],
  ['id card', 'identity card'],
  ['placemat', 'table mat'],
  ['table tent', 'tent card'],
  ['invitation', 'invite'],
  ['mug', 'cup'],
  ['notebook', 'diary'],
  ['calendar', 'planner'],
  ['photo', 'picture', 'pic'],
  ['voucher', 'coupon'],
  ['hang tag', 'swing tag'],
]

/** Words that say nothing about which product is meant. */
const STOP_WORDS = new Set(['a', 'an', 'and', '&', 'for', 'of', 'the', 'with', 'in', 'on'])

/** Variants kept per query: bounds the OR the database is asked. */
export const MAX_VARIANTS = 12

/** "Stickers" → "sticker". Only a final s goes: a shorter word still matches by substring. */
export function singular(word: string) {
  return word.length > 3 && /[^s]s$/.test(word) ? word.slice(0, -1) : word
}

/** Lower-case singular words of a text, punctuation at either end dropped ("cards," → "card"). */
export function searchWords(text: string) {
  return text
    .toLowerCase()
    .split(/\s+/)
    .map((w) => w.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
    .filter(Boolean)
    .map(singular)
}

/**
 * Synonym pairs the catalog states itself: a product named "A & B" where both sides are plural
 * names of things ("Pamphlets & Flyers" → pamphlet ↔ flyer). "Gift & Cash Vouchers" is one kind
 * of voucher, not two names, so a side that is not a plural is not taken.
 */
export function synonymsFromNames(names: readonly string[]): string[][] {
  const groups: string[][] = []
  for (const name of names) {
    const sides = name.split(' & ')
    if (sides.length !== 2) continue
    const [a, b] = sides.map((s) => s.trim().toLowerCase())
    if (!a || !b || !/[^s]s$/.test(a) || !/[^s]s$/.test(b)) continue
    groups.push([searchWords(a).join(' '), searchWords(b).join(' ')])
  }
  return groups
}

export interface SearchVocabulary {
  /** Every word of the product names and the synonym groups, singular, lower case. */
  words: string[]
  /** Synonym groups as word lists: [[['visiting','card'], ['business','card']], ...]. */
  synonyms: string[][][]
}

/** The vocabulary of a catalog, from its active products' names. */
export function buildSearchVocabulary(productNames: readonly string[]): SearchVocabulary {
  const groups = [...SYNONYM_TABLE.map((g) => [...g]), ...synonymsFromNames(productNames)]
  const synonyms = groups.map((g) => g.map(searchWords))
  const words = new Set<string>()
  for (const name of productNames) for (const w of searchWords(name)) words.add(w)
  for (const group of synonyms) for (const term of group) for (const w of term) words.add(w)
  return { words: [...words].sort(), synonyms }
}

/** Edits allowed between a typed word and a catalog word: none below 4 letters, 1 to 4, else 2. */
function allowedEdits(word: string) {
  return word.length < 4 ? 0 : word.length === 4 ? 1 : 2
}

/**
 * The catalog words a typed word stands for: itself when some catalog word contains it (or
 * it is too short to guess at), otherwise the nearest catalog words within the allowed edits,
 * or itself when none is near (the query then finds nothing, as it should).
 */
export function correctWord(word: string, vocabulary: SearchVocabulary): string[] {
  const edits = allowedEdits(word)
  if (edits === 0 || /\d/.test(word) || vocabulary.words.some((w) => w.includes(word)))
    return [word]
  let best = edits + 1
  let nearest: string[] = []
  for (const candidate of vocabulary.words) {
    if (Math.abs(candidate.length - word.length) > edits) continue
    const d = distance(word, candidate)
    if (d < best) [best, nearest] = [d, [candidate]]
    else if (d === best) nearest.push(candidate)
  }
  return nearest.length ? nearest : [word]
}

function indexOfRun(words: readonly string[], run: readonly string[]) {
  outer: for (let i = 0; i + run.length <= words.length; i++) {
    for (let j = 0; j < run.length; j++) if (words[i + j] !== run[j]) continue outer
    return i
  }
  return -1
}

/**
 * The word lists a query stands for, the shopper's own words (typos corrected) first; a product
 * matches when its name contains every word of one list. An empty query gives [].
 */
export function searchVariants(query: string, vocabulary: SearchVocabulary): string[][] {
  const typed = searchWords(query)
  const meaningful = typed.filter((w) => !STOP_WORDS.has(w))
  const words = meaningful.length ? meaningful : typed
  // Only punctuation ("%", "_"): searched for as typed, so it finds what has it and nothing else.
  if (!words.length) return query.trim() ? [[query.trim().toLowerCase()]] : []

  // One variant per combination of a typo's nearest words, the first of each first.
  let variants: string[][] = [[]]
  for (const word of words) {
    const options = correctWord(word, vocabulary)
    variants = variants.flatMap((v) => options.map((o) => [...v, o])).slice(0, MAX_VARIANTS)
  }

  const seen = new Set(variants.map((v) => v.join(' ')))
  const add = (v: string[]) => {
    const key = v.join(' ')
    if (seen.has(key) || variants.length >= MAX_VARIANTS) return
    seen.add(key)
    variants.push(v)
  }
  // Each phrase of a synonym group found in a variant gives the variant with each other name.
  for (let i = 0; i < variants.length && variants.length < MAX_VARIANTS; i++) {
    const variant = variants[i]!
    for (const group of vocabulary.synonyms) {
      for (const term of group) {
        const at = indexOfRun(variant, term)
        if (at < 0) continue
        for (const other of group) {
          if (other === term) continue
          add([...variant.slice(0, at), ...other, ...variant.slice(at + term.length)])
        }
      }
    }
  }
  return variants
}
