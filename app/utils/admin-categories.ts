/**
 * Categories, mega-menus and home groups in the admin (decision 055): the limits and messages the
 * forms and the server share, and how a posted reorder is read.
 */
import { SLUG_PATTERN, slugify } from './admin-catalog.ts'

export const CATEGORY_LIMITS = { name: 60, slug: 60, description: 600 } as const
export const COLLECTION_LIMITS = { title: 80, subtitle: 160 } as const

export const CATEGORY_MESSAGES = {
  notFound: 'That category was not found.',
  fix: 'The category was not saved: fix the fields marked below.',
  stale:
    'Someone else changed this category since you opened it. Nothing was saved: reload to see their change, then make yours again.',
  nameRequired: 'Enter a name.',
  slugTaken: 'Another category already uses this web address.',
  slugFormat: 'Use lower-case letters, digits and single hyphens, e.g. "visiting-cards".',
  descriptionRequired: 'Enter a description: it is the category page’s introduction.',
  notEmpty: (n: number) =>
    `This category still has ${n} ${n === 1 ? 'product' : 'products'} (archived ones count: their orders name it). Move ${n === 1 ? 'it' : 'them'} to another category first.`,
  orderStale:
    'The list changed since you opened it (a category was added or removed). Nothing was moved: reload and try again.',
} as const

export const NAVIGATION_MESSAGES = {
  notFound: 'That menu or group was not found.',
  titleRequired: 'Enter a title.',
  productUnknown: 'Choose a product from the list.',
  productThere: 'That product is already in this list.',
  productNotThere: 'That product is not in this list.',
  columnNotEmpty: 'Remove this column’s products first: only an empty column can be deleted.',
  orderStale: 'The list changed since you opened it. Nothing was moved: reload and try again.',
} as const

export interface CategoryDraft {
  name: string
  slug: string
  description: string
}

const text = (form: FormData, name: string, max: number) =>
  String(form.get(name) ?? '')
    .trim()
    .slice(0, max)

/** The category form as typed; an empty web address is made from the name. */
export function readCategoryDraft(form: FormData): CategoryDraft {
  const name = text(form, 'name', CATEGORY_LIMITS.name)
  const slug = text(form, 'slug', CATEGORY_LIMITS.slug).toLowerCase() || slugify(name)
  return { name, slug, description: text(form, 'description', CATEGORY_LIMITS.description) }
}

/** Field errors of a draft, empty when it may be saved (uniqueness is the server's). */
export function categoryDraftErrors(draft: CategoryDraft) {
  const errors: Record<string, string[]> = {}
  if (!draft.name) errors.name = [CATEGORY_MESSAGES.nameRequired]
  if (!SLUG_PATTERN.test(draft.slug)) errors.slug = [CATEGORY_MESSAGES.slugFormat]
  if (!draft.description) errors.description = [CATEGORY_MESSAGES.descriptionRequired]
  return errors
}

/**
 * A row's move from its button: `move:<id>:up` or `move:<id>:down` (no JavaScript), or null. The
 * drag with JavaScript posts `intent=reorder` and the rows' hidden `order` fields in their new order.
 */
export function readMove(intent: string) {
  const match = /^move:([A-Za-z0-9_-]{1,64}):(up|down)$/.exec(intent)
  return match ? { id: match[1]!, direction: match[2] as 'up' | 'down' } : null
}

/** The ids in `order` fields, as posted (duplicates and blanks kept: the server refuses them). */
export const readOrder = (form: FormData) => form.getAll('order').map(String)

/** `ids` with `id` moved one place up or down (unchanged at either end or when absent). */
export function moved<T>(ids: T[], id: T, direction: 'up' | 'down') {
  const from = ids.indexOf(id)
  const to = direction === 'up' ? from - 1 : from + 1
  if (from < 0 || to < 0 || to >= ids.length) return ids
  const next = [...ids]
  next.splice(to, 0, ...next.splice(from, 1))
  return next
}

/** A posted change of order: the drag's `reorder` with every id, or a row's Up/Down; else null. */
export function readOrderChange(form: FormData, intent: string) {
  if (intent === 'reorder') return { order: readOrder(form) }
  const move = readMove(intent)
  return move ? { move } : null
}
