/**
 * The catalog in the admin (issue 24, decision 050): staff edit a product through the plain HTML
 * form; the rules refuse a bad tier table, a taken address and a product that does not print,
 * writing nothing; a changed address answers 301; every change is in the history; archiving never
 * deletes a product an order names; an order keeps its price when the product's changes.
 */
import { describe, expect, test } from 'vitest'
import {
  action as editAction,
  loader as editLoader,
} from '#app/routes/admin.products.$productId/route.tsx'
import { loader as listLoader } from '#app/routes/admin.products._index.tsx'
import { action as newAction } from '#app/routes/admin.products.new.tsx'
import { loader as productPage } from '#app/routes/product.$slug.tsx'
import { productForAdmin } from '#app/server/admin/catalog-products.server.ts'
import { prisma } from '#app/server/platform/db.server.ts'
import { CATALOG_MESSAGES, type ProductDraft } from '#app/utils/admin-catalog.ts'
import { setupTestDatabase } from '#tests/setup/db.ts'
import { makeOrder, signedInAdmin } from '#tests/setup/people-fixtures.ts'
import { callRoute } from '#tests/setup/route.ts'

setupTestDatabase()

const SLUG = 'standard-visiting-cards'

/** The form a browser posts for `draft` (what the page renders, field by field). */
function formOf(draft: ProductDraft, extra: Record<string, string> = {}) {
  const form: Record<string, string | string[]> = {}
  for (const [key, value] of Object.entries(draft)) {
    if (key === 'tiers' || key === 'options') continue
    if (key === 'hot') {
      if (value) form.hot = 'on'
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

async function opened(slug = SLUG) {
  const { id } = await prisma.product.findUniqueOrThrow({ where: { slug }, select: { id: true } })
  const product = (await productForAdmin(id))!
  return { id, product }
}

const post = (id: string, headers: HeadersInit, form: Record<string, string | string[]>) =>
  callRoute(editAction, `/admin/products/${id}`, { params: { productId: id }, headers, form })

type Refused = { errors: Record<string, string[]>; message?: string; draft?: ProductDraft }

describe('editing a product in the admin', () => {
  test('a price change saves, shows in the history, and leaves a paid order at its price', async () => {
    const { user, headers } = await signedInAdmin()
    const order = await makeOrder({ userId: user.id, totalPaise: 29_900, slug: SLUG })
    const { id, product } = await opened()
    const tiers = product.draft.tiers.map((t, i) => (i === 0 ? { ...t, price: '349' } : t))
    const saved = await post(id, headers, {
      ...formOf({ ...product.draft, tiers }),
      intent: 'save',
      version: product.version,
    })
    expect(saved.status).toBe(303)
    expect(saved.headers.get('Location')).toBe(`/admin/products/${id}?notice=saved`)

    const tier = await prisma.quantityTier.findFirstOrThrow({
      where: { productId: id },
      orderBy: { quantity: 'asc' },
    })
    expect(tier.pricePaise).toBe(34_900)
    // The store prices from it at once.
    const page = await callRoute(productPage, `/product/${SLUG}`, { params: { slug: SLUG } })
    expect(JSON.stringify(page.data)).toContain('34900')
    // The order sold before keeps what it was sold at.
    const line = await prisma.orderItem.findFirstOrThrow({ where: { orderId: order.id } })
    expect(line.unitPricePaise).toBe(29_900)

    const after = (await productForAdmin(id))!
    const [entry] = after.history
    expect(entry).toMatchObject({ actor: user.email, action: 'edited' })
    const change = entry!.changes.find((c) => c.field === 'tiers')!
    expect(change.before).toContain('for ₹')
    expect(change.after).toContain(`${tier.quantity} for ₹349`)
    expect(entry!.changes.map((c) => c.field)).toEqual(['tiers'])
    // The page shows it.
    const shown = await callRoute(editLoader, `/admin/products/${id}`, {
      params: { productId: id },
      headers,
    })
    expect(JSON.stringify(shown.data)).toContain(`${tier.quantity} for ₹349`)
  })

  test('a tier table that is not increasing, or dearer per piece, is refused and nothing changes', async () => {
    const { headers } = await signedInAdmin()
    const { id, product } = await opened()
    const before = await prisma.quantityTier.findMany({ where: { productId: id } })
    const swapped = [...product.draft.tiers].reverse()
    const refused = await post(id, headers, {
      ...formOf({ ...product.draft, tiers: swapped }),
      intent: 'save',
      version: product.version,
    })
    expect(refused.status).toBe(400)
    expect((refused.data as Refused).errors.tiers).toEqual([CATALOG_MESSAGES.tiersIncreasing])
    // What was typed comes back.
    expect((refused.data as Refused).draft!.tiers).toEqual(swapped)

    const dearer = await post(id, headers, {
      ...formOf({
        ...product.draft,
        tiers: [
          { quantity: '100', price: '300' },
          { quantity: '200', price: '700' },
        ],
      }),
      intent: 'save',
      version: product.version,
    })
    expect(dearer.status).toBe(400)
    expect((dearer.data as Refused).errors.tiers![0]).toBe(
      CATALOG_MESSAGES.tiersUnitPrice('200 for Rs 700', '100 for Rs 300'),
    )
    expect(await prisma.quantityTier.findMany({ where: { productId: id } })).toEqual(before)
    expect(await prisma.productChange.count({ where: { productId: id } })).toBe(0)
  })

  test('a taken address and options that stop pricing are refused, each beside its field', async () => {
    const { headers } = await signedInAdmin()
    const { id, product } = await opened()
    const other = await prisma.product.findFirstOrThrow({
      where: { slug: { not: SLUG } },
      select: { slug: true },
    })
    const refused = await post(id, headers, {
      ...formOf({
        ...product.draft,
        slug: other.slug,
        options: [
          {
            key: 'finish',
            label: 'Finish',
            defaultIndex: 0,
            values: [{ key: 'cheap', label: 'Cheap', delta: '-60', width: '', height: '' }],
          },
          {
            key: 'paper',
            label: 'Paper',
            defaultIndex: 0,
            values: [{ key: 'thin', label: 'Thin', delta: '-50', width: '', height: '' }],
          },
        ],
      }),
      intent: 'save',
      version: product.version,
    })
    expect(refused.status).toBe(400)
    const { errors } = refused.data as Refused
    expect(errors.slug).toEqual([CATALOG_MESSAGES.slugTaken])
    expect(errors.options).toEqual([CATALOG_MESSAGES.optionDiscounts])
    expect((await prisma.product.findUniqueOrThrow({ where: { id } })).slug).toBe(SLUG)
  })

  test('an active product must pass the print check; a draft may be saved unfinished', async () => {
    const { headers } = await signedInAdmin()
    const { id, product } = await opened()
    // A safe area wider than half the card leaves nothing to design in.
    const unprintable = { ...product.draft, safeMarginMm: '40' }
    const refused = await post(id, headers, {
      ...formOf(unprintable),
      intent: 'save',
      version: product.version,
    })
    expect(refused.status).toBe(400)
    expect((refused.data as Refused).message).toMatch(/^This product cannot go active until/)
    expect((refused.data as Refused).errors.printSpec!.length).toBeGreaterThan(0)
    expect((await prisma.product.findUniqueOrThrow({ where: { id } })).safeMarginMm).toBe(
      Number(product.draft.safeMarginMm),
    )

    const asDraft = await post(id, headers, {
      ...formOf({ ...unprintable, status: 'draft' }),
      intent: 'save',
      version: product.version,
    })
    expect(asDraft.status).toBe(303)
    expect(await prisma.product.findUniqueOrThrow({ where: { id } })).toMatchObject({
      active: false,
      safeMarginMm: 40,
    })
  }, 60_000)

  test('a changed address answers 301 from the old one, keeping the choices', async () => {
    const { headers } = await signedInAdmin()
    const { id, product } = await opened()
    const saved = await post(id, headers, {
      ...formOf({ ...product.draft, slug: 'classic-visiting-cards' }),
      intent: 'save',
      version: product.version,
    })
    expect(saved.status).toBe(303)
    const old = await callRoute(productPage, `/product/${SLUG}?qty=500`, { params: { slug: SLUG } })
    expect(old.status).toBe(301)
    expect(old.headers.get('Location')).toBe('/product/classic-visiting-cards?qty=500')
    const now = await callRoute(productPage, '/product/classic-visiting-cards', {
      params: { slug: 'classic-visiting-cards' },
    })
    expect(now.status).toBe(200)
    const unknown = await callRoute(productPage, '/product/never-was', {
      params: { slug: 'never-was' },
    })
    expect(unknown.status).toBe(404)
  }, 60_000)

  test('a form from before someone else saved is refused (409) and changes nothing', async () => {
    const { headers } = await signedInAdmin()
    const { id, product } = await opened()
    const first = await post(id, headers, {
      ...formOf({ ...product.draft, name: 'First name' }),
      intent: 'save',
      version: product.version,
    })
    expect(first.status).toBe(303)
    const second = await post(id, headers, {
      ...formOf({ ...product.draft, name: 'Second name' }),
      intent: 'save',
      version: product.version,
    })
    expect(second.status).toBe(409)
    expect((second.data as Refused).message).toBe(CATALOG_MESSAGES.stale)
    expect((await prisma.product.findUniqueOrThrow({ where: { id } })).name).toBe('First name')
  }, 60_000)

  test('rows are added and removed without JavaScript, nothing saved', async () => {
    const { headers } = await signedInAdmin()
    const { id, product } = await opened()
    const added = await post(id, headers, { ...formOf(product.draft), intent: 'add-tier' })
    expect(added.status).toBe(200)
    const draft = (added.data as Refused).draft!
    expect(draft.tiers).toHaveLength(product.draft.tiers.length + 1)
    const removed = await post(id, headers, { ...formOf(draft), intent: 'remove-tier:0' })
    expect((removed.data as Refused).draft!.tiers).toEqual([
      ...product.draft.tiers.slice(1),
      { quantity: '', price: '' },
    ])
    expect(await prisma.productChange.count({ where: { productId: id } })).toBe(0)
  })
})

describe('archiving, duplicating, creating', () => {
  test('archiving hides a product an order names without deleting it; restoring makes a draft', async () => {
    const { user, headers } = await signedInAdmin()
    await makeOrder({ userId: user.id, slug: SLUG })
    const { id, product } = await opened()
    const archived = await post(id, headers, { intent: 'archive', version: product.version })
    expect(archived.status).toBe(303)
    const row = await prisma.product.findUniqueOrThrow({ where: { id } })
    expect(row.active).toBe(false)
    expect(row.archivedAt).not.toBeNull()
    expect(await prisma.orderItem.count({ where: { productId: id } })).toBe(1)
    const page = await callRoute(productPage, `/product/${SLUG}`, { params: { slug: SLUG } })
    expect(page.status).toBe(404)

    const list = await callRoute(listLoader, '/admin/products?status=archived', { headers })
    const rows = (list.data as { products: { slug: string; status: string }[] }).products
    expect(rows).toEqual([expect.objectContaining({ slug: SLUG, status: 'archived' })])

    const { product: again } = await opened()
    const restored = await post(id, headers, { intent: 'restore', version: again.version })
    expect(restored.status).toBe(303)
    expect((await productForAdmin(id))!.status).toBe('draft')
    expect((await productForAdmin(id))!.history.map((h) => h.action)).toEqual([
      'restored',
      'archived',
    ])
  })

  test('a duplicate is a draft with its own address, tiers and options', async () => {
    const { headers } = await signedInAdmin()
    const { id, product } = await opened()
    const copied = await post(id, headers, { intent: 'duplicate' })
    expect(copied.status).toBe(303)
    const copyId = copied.headers.get('Location')!.split('/').pop()!.split('?')[0]!
    const copy = (await productForAdmin(copyId))!
    expect(copy.status).toBe('draft')
    expect(copy.draft.slug).toBe(`${SLUG}-copy`)
    expect(copy.draft.tiers).toEqual(product.draft.tiers)
    expect(copy.draft.options).toEqual(product.draft.options)
  })

  test('a new product is created through the same form and rules', async () => {
    const { headers } = await signedInAdmin()
    const { product } = await opened()
    const form = formOf({ ...product.draft, name: 'Linen cards', slug: 'linen-cards' })
    const created = await callRoute(newAction, '/admin/products/new', {
      headers,
      form: { ...form, intent: 'save' },
    })
    expect(created.status).toBe(303)
    const made = await prisma.product.findUniqueOrThrow({
      where: { slug: 'linen-cards' },
      include: { quantityTiers: true, changes: true },
    })
    expect(made.active).toBe(true)
    expect(made.quantityTiers).toHaveLength(product.draft.tiers.length)
    expect(made.changes[0]!.action).toBe('created')

    const again = await callRoute(newAction, '/admin/products/new', {
      headers,
      form: { ...form, intent: 'save' },
    })
    expect(again.status).toBe(400)
    expect((again.data as Refused).errors.slug).toEqual([CATALOG_MESSAGES.slugTaken])
  }, 60_000)
})
