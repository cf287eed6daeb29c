/**
 * The catalog in the admin (issue 24, decision 050): staff edit a product through the plain HTML
 * form; the rules refuse a bad tier table, a taken address and a product that does not print,
 * writing nothing; a changed address answers 301; every change is in the history; archiving never
 * deletes a product an order names; an order keeps its price when the product's changes.
 */
import { beforeAll, describe, expect, test } from 'vitest'
import {
  action as editAction,
  loader as editLoader,
} from '#app/routes/admin.products.$productId/route.tsx'
import { loader as listLoader } from '#app/routes/admin.products._index.tsx'
import { action as importAction } from '#app/routes/admin.products.import.tsx'
import { action as newAction } from '#app/routes/admin.products.new.tsx'
import { loader as csvLoader } from '#app/routes/admin.products[.csv].ts'
import { loader as productPage } from '#app/routes/product.$slug.tsx'
import { printCheck } from '#app/server/admin/catalog-print-check.server.ts'
import { productForAdmin } from '#app/server/admin/catalog-products.server.ts'
import { printSpecSelect } from '#app/server/designs/designs.server.ts'
import { prisma } from '#app/server/platform/db.server.ts'
import { CATALOG_MESSAGES, type ProductDraft } from '#app/utils/admin-catalog.ts'
import { setupTestDatabase } from '#tests/setup/db.ts'
import { makeOrder, signedInAdmin } from '#tests/setup/people-fixtures.ts'
import { productFormOf } from '#tests/setup/product-form.ts'
import { callRoute } from '#tests/setup/route.ts'

setupTestDatabase()

const SLUG = 'standard-visiting-cards'
/** Other products, one per test (the tests of a file share its database). */
let other: string[] = []
beforeAll(async () => {
  const rows = await prisma.product.findMany({
    where: { active: true, slug: { not: SLUG } },
    orderBy: { position: 'asc' },
    select: { slug: true },
    take: 12,
  })
  other = rows.map((r) => r.slug)
})

const formOf = productFormOf

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
    const slug = other[0]!
    const order = await makeOrder({ userId: user.id, totalPaise: 29_900, slug: slug })
    const { id, product } = await opened(other[0]!)
    // A first tier dearer by ₹7 keeps the table valid (a bigger pack is then cheaper per piece).
    const newPaise = Math.round(Number(product.draft.tiers[0]!.price) * 100) + 700
    const tiers = product.draft.tiers.map((t, i) =>
      i === 0 ? { ...t, price: String(newPaise / 100) } : t,
    )
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
    expect(tier.pricePaise).toBe(newPaise)
    // The store prices from it at once.
    const page = await callRoute(productPage, `/product/${slug}`, { params: { slug: slug } })
    expect(JSON.stringify(page.data)).toContain(String(newPaise))
    // The order sold before keeps what it was sold at.
    const line = await prisma.orderItem.findFirstOrThrow({ where: { orderId: order.id } })
    expect(line.unitPricePaise).toBe(29_900)

    const after = (await productForAdmin(id))!
    const [entry] = after.history
    expect(entry).toMatchObject({ actor: user.email, action: 'edited' })
    const change = entry!.changes.find((c) => c.field === 'tiers')!
    expect(change.before).toContain('for ₹')
    expect(change.after).toContain(`${tier.quantity} for ₹${newPaise / 100}`)
    // The page shows it.
    const shown = await callRoute(editLoader, `/admin/products/${id}`, {
      params: { productId: id },
      headers,
    })
    expect(JSON.stringify(shown.data)).toContain(`${tier.quantity} for ₹${newPaise / 100}`)
  })

  test('a tier table that is not increasing, or dearer per piece, is refused and nothing changes', async () => {
    const { headers } = await signedInAdmin()
    const { id, product } = await opened(other[1]!)
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
    const slug = other[2]!
    const { id, product } = await opened(other[2]!)
    const taken = await prisma.product.findFirstOrThrow({
      where: { slug: { not: slug } },
      select: { slug: true },
    })
    const refused = await post(id, headers, {
      ...formOf({
        ...product.draft,
        slug: taken.slug,
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
    expect((await prisma.product.findUniqueOrThrow({ where: { id } })).slug).toBe(slug)
  })

  test('the print check passes a seeded product; a draft may be saved unfinished', async () => {
    const { headers } = await signedInAdmin()
    const { id, product } = await opened()
    const row = await prisma.product.findUniqueOrThrow({
      where: { id },
      select: printSpecSelect,
    })
    expect(await printCheck(row)).toEqual([])

    const asDraft = await post(id, headers, {
      ...formOf({ ...product.draft, safeMarginMm: '40', status: 'draft' }),
      intent: 'save',
      version: product.version,
    })
    expect(asDraft.status).toBe(303)
    expect(await prisma.product.findUniqueOrThrow({ where: { id } })).toMatchObject({
      active: false,
      safeMarginMm: 40,
    })
  }, 240_000)

  test('a print spec that does not print keeps an active product as it was, said beside the spec', async () => {
    const { headers } = await signedInAdmin()
    const small = await prisma.product.findFirstOrThrow({
      where: {
        active: true,
        slug: { notIn: [SLUG, ...other] },
        trimWidthMm: { lt: 95 },
        trimHeightMm: { lt: 95 },
      },
      select: { slug: true },
    })
    const { id, product } = await opened(small.slug)
    expect(product.draft.status).toBe('active')
    const before = await prisma.product.findUniqueOrThrow({ where: { id } })
    // A safe area wider than half the card leaves nothing to design on.
    const { trimWidthMm, trimHeightMm } = product.draft
    const safeMarginMm = String(Math.ceil(Math.min(+trimWidthMm, +trimHeightMm) / 2) + 1)
    const refused = await post(id, headers, {
      ...formOf({ ...product.draft, safeMarginMm }),
      intent: 'save',
      version: product.version,
    })
    expect(refused.status).toBe(400)
    const { errors, message } = refused.data as Refused
    expect(errors.printSpec?.length).toBeGreaterThan(0)
    expect(message).toContain(CATALOG_MESSAGES.notActivatable)
    expect(await prisma.product.findUniqueOrThrow({ where: { id } })).toEqual(before)
  }, 240_000)

  test('a changed address answers 301 from the old one, keeping the choices', async () => {
    const { headers } = await signedInAdmin()
    const slug = other[3]!
    const { id, product } = await opened(other[3]!)
    const saved = await post(id, headers, {
      ...formOf({ ...product.draft, slug: 'classic-visiting-cards' }),
      intent: 'save',
      version: product.version,
    })
    expect(saved.status).toBe(303)
    const old = await callRoute(productPage, `/product/${slug}?qty=500`, { params: { slug: slug } })
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
  }, 240_000)

  test('a form from before someone else saved is refused (409) and changes nothing', async () => {
    const { headers } = await signedInAdmin()
    const { id, product } = await opened(other[4]!)
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
  }, 240_000)

  test('ticking same-day delivery saves it with the history and the product page offers it in Bengaluru', async () => {
    const { user, headers } = await signedInAdmin()
    const { slug } = await prisma.product.findFirstOrThrow({
      where: { active: true, sameDay: false, slug: { notIn: [SLUG, ...other] } },
      select: { slug: true },
    })
    const { id, product } = await opened(slug)
    expect(product.draft.sameDay).toBe(false)
    const speedsAt = async (pin: string) => {
      const page = await callRoute(productPage, `/product/${slug}?pin=${pin}`, { params: { slug } })
      const box = (page.data as { delivery: { speeds?: { speed: string }[] } }).delivery
      return (box.speeds ?? []).map((s) => s.speed)
    }
    expect(await speedsAt('560102')).not.toContain('SAME_DAY')

    const saved = await post(id, headers, {
      ...formOf({ ...product.draft, sameDay: true }),
      intent: 'save',
      version: product.version,
    })
    expect(saved.status).toBe(303)
    expect(await speedsAt('560102')).toContain('SAME_DAY')
    // Only within the shop's city.
    expect(await speedsAt('110017')).not.toContain('SAME_DAY')
    const after = (await productForAdmin(id))!
    expect(after.draft.sameDay).toBe(true)
    expect(after.history[0]).toMatchObject({ actor: user.email, action: 'edited' })
    expect(after.history[0]!.changes).toContainEqual({
      field: 'sameDay',
      before: false,
      after: true,
    })

    // Unticked (a checkbox posts nothing), it is off again.
    const cleared = await post(id, headers, {
      ...formOf({ ...after.draft, sameDay: false }),
      intent: 'save',
      version: after.version,
    })
    expect(cleared.status).toBe(303)
    expect(await speedsAt('560102')).not.toContain('SAME_DAY')
  })

  test('rows are added and removed without JavaScript, nothing saved', async () => {
    const { headers } = await signedInAdmin()
    const { id, product } = await opened(other[5]!)
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
    const slug = other[6]!
    await makeOrder({ userId: user.id, slug: slug })
    const { id, product } = await opened(other[6]!)
    const archived = await post(id, headers, { intent: 'archive', version: product.version })
    expect(archived.status).toBe(303)
    const row = await prisma.product.findUniqueOrThrow({ where: { id } })
    expect(row.active).toBe(false)
    expect(row.archivedAt).not.toBeNull()
    expect(await prisma.orderItem.count({ where: { productId: id } })).toBe(1)
    const page = await callRoute(productPage, `/product/${slug}`, { params: { slug: slug } })
    expect(page.status).toBe(404)

    const list = await callRoute(listLoader, '/admin/products?status=archived', { headers })
    const rows = (list.data as { products: { slug: string; status: string }[] }).products
    expect(rows).toEqual([expect.objectContaining({ slug: slug, status: 'archived' })])

    const { product: again } = await opened(slug)
    const restored = await post(id, headers, { intent: 'restore', version: again.version })
    expect(restored.status).toBe(303)
    expect((await productForAdmin(id))!.status).toBe('draft')
    expect((await productForAdmin(id))!.history.map((h) => h.action).slice(0, 2)).toEqual([
      'restored',
      'archived',
    ])
  })

  test('a duplicate is a draft with its own address, tiers and options', async () => {
    const { headers } = await signedInAdmin()
    const slug = other[7]!
    const { id, product } = await opened(other[7]!)
    const copied = await post(id, headers, { intent: 'duplicate' })
    expect(copied.status).toBe(303)
    const copyId = copied.headers.get('Location')!.split('/').pop()!.split('?')[0]!
    const copy = (await productForAdmin(copyId))!
    expect(copy.status).toBe('draft')
    expect(copy.draft.slug).toBe(`${slug}-copy`)
    expect(copy.draft.tiers).toEqual(product.draft.tiers)
    expect(copy.draft.options).toEqual(product.draft.options)
  })

  test('a new product is created through the same form and rules', async () => {
    const { headers } = await signedInAdmin()
    const { product } = await opened(other[8]!)
    const form = formOf({
      ...product.draft,
      name: 'Linen cards',
      slug: 'linen-cards',
      status: 'active',
    })
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
  }, 240_000)
})

describe('products and prices as CSV', () => {
  const importCsv = (headers: HeadersInit, csv: string) => {
    const form = new FormData()
    form.append('file', new File([csv], 'products.csv', { type: 'text/csv' }))
    return callRoute(importAction, '/admin/products/import', { headers, form })
  }

  test('an exported file imports back unchanged; an edited price updates only that product', async () => {
    const { headers } = await signedInAdmin()
    const exported = await csvLoader({
      request: new Request('http://localhost/admin/products.csv', { headers }),
      params: {},
      context: {},
    })
    const csv = await (exported as Response).text()
    const total = await prisma.product.count()
    expect(csv.trim().split('\r\n')).toHaveLength(total + 1)

    const changesBefore = await prisma.productChange.count()
    const same = await importCsv(headers, csv)
    expect(same.status).toBe(200)
    expect(same.data).toEqual({ ok: true, message: CATALOG_MESSAGES.imported(0) })
    expect(await prisma.productChange.count()).toBe(changesBefore)

    // A price edited in the spreadsheet.
    const line = csv.split('\r\n').find((l) => l.startsWith(`${SLUG},`))!
    const firstTier = line.match(/(\d+)=(\d+(?:\.\d+)?)/)!
    const edited = csv.replace(line, line.replace(firstTier[0], `${firstTier[1]}=555`))
    const saved = await importCsv(headers, edited)
    expect(saved.data).toEqual({ ok: true, message: CATALOG_MESSAGES.imported(1) })
    const tier = await prisma.quantityTier.findFirstOrThrow({
      where: { product: { slug: SLUG }, quantity: Number(firstTier[1]) },
    })
    expect(tier.pricePaise).toBe(55_500)
    expect(await prisma.productChange.count({ where: { action: 'imported' } })).toBe(1)

    // A wrong row anywhere saves nothing.
    const broken = edited
      .replace(`${firstTier[1]}=555`, `${firstTier[1]}=777`)
      .replace(/\r\n([^,\r\n]+),/, '\r\nno-such-product,')
    const refused = await importCsv(headers, broken)
    expect(refused.status).toBe(400)
    expect((refused.data as { message: string }).message).toMatch(/^Line 2: no product/)
    expect(
      (await prisma.quantityTier.findUniqueOrThrow({ where: { id: tier.id } })).pricePaise,
    ).toBe(55_500)
  }, 120_000)
})
