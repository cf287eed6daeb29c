import type { ProductDraft } from '#app/utils/admin-catalog.ts'

/**
 * The form a browser posts for a product `draft` on the admin's product page (what the page
 * renders, field by field): the catalog tests and `bench:catalog` post it.
 */
export function productFormOf(draft: ProductDraft, extra: Record<string, string> = {}) {
  const form: Record<string, string | string[]> = {}
  for (const [key, value] of Object.entries(draft)) {
    if (key === 'tiers' || key === 'options') continue
    // Checkboxes (hot, sameDay): posted as "on" when ticked, left out when not.
    if (typeof value === 'boolean') {
      if (value) form[key] = 'on'
      continue
    }
    form[key] = String(value)
  }
  form.tierQuantity = draft.tiers.map((t) => t.quantity)
  form.tierPrice = draft.tiers.map((t) => t.price)
  draft.options.forEach((o, i) => {
    form[`option.${i}.key`] = o.key
    form[`option.${i}.label`] = o.label
    form[`option.${i}.default`] = String(o.defaultIndex)
    form[`option.${i}.valueKey`] = o.values.map((v) => v.key)
    form[`option.${i}.valueLabel`] = o.values.map((v) => v.label)
    form[`option.${i}.valueDelta`] = o.values.map((v) => v.delta)
    form[`option.${i}.valueWidth`] = o.values.map((v) => v.width)
    form[`option.${i}.valueHeight`] = o.values.map((v) => v.height)
  })
  return { ...form, ...extra }
}
