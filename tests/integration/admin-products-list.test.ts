/**
 * The admin's product list (issue 24, decision 050): search by name, address or HSN, the category
 * filter, and keyset paging forwards and back over the seeded catalog. (The status filter
 * is admin-catalog.test.ts's archive test.)
 */
import { beforeAll, describe, expect, test } from 'vitest'
import { loader as listLoader } from '#app/routes/admin.products._index.tsx'
import { PRODUCTS_PAGE_SIZE } from '#app/server/admin/catalog-products.server.ts'
import { prisma } from '#app/server/platform/db.server.ts'
import { setupTestDatabase } from '#tests/setup/db.ts'
import { signedInAdmin } from '#tests/setup/people-fixtures.ts'
import { callRoute } from '#tests/setup/route.ts'

setupTestDatabase()

type Listed = {
  products: { name: string; slug: string; category: string }[]
  next: string | null
  previous: string | null
}

let headers: HeadersInit
beforeAll(async () => {
  headers = (await signedInAdmin()).headers
})

async function list(query: string) {
  const page = await callRoute(listLoader, `/admin/products${query}`, { headers })
  expect(page.status).toBe(200)
  return page.data as Listed
}

describe('the products list', () => {
  test('pages forwards and back through every product, each once', async () => {
    const total = await prisma.product.count()
    expect(total).toBeGreaterThan(PRODUCTS_PAGE_SIZE * 2)
    const seen: string[] = []
    let page = await list('')
    expect(page.previous).toBeNull()
    const first = page.products.map((p) => p.slug)
    for (;;) {
      seen.push(...page.products.map((p) => p.slug))
      if (!page.next) break
      page = await list(`?after=${encodeURIComponent(page.next)}`)
    }
    expect(seen).toHaveLength(total)
    expect(new Set(seen).size).toBe(total)

    // Back from the second page is the first page again.
    const second = await list(`?after=${encodeURIComponent((await list('')).next!)}`)
    const back = await list(`?before=${encodeURIComponent(second.previous!)}`)
    expect(back.products.map((p) => p.slug)).toEqual(first)
    expect(back.previous).toBeNull()
  })

  test('search and the category filter narrow the list; a made-up cursor is the first page', async () => {
    const found = await list('?q=visiting%20cards')
    expect(found.products.length).toBeGreaterThan(0)
    for (const p of found.products) expect(`${p.name} ${p.slug}`.toLowerCase()).toMatch(/visiting/)

    const category = await prisma.category.findFirstOrThrow({
      where: { products: { some: {} } },
      select: { id: true, name: true, _count: { select: { products: true } } },
    })
    const inCategory = await list(`?category=${category.id}`)
    expect(inCategory.products.length).toBe(Math.min(category._count.products, PRODUCTS_PAGE_SIZE))
    expect(new Set(inCategory.products.map((p) => p.category))).toEqual(new Set([category.name]))

    expect((await list('?q=no-such-product-zz')).products).toEqual([])
    expect((await list('?after=garbled')).products.map((p) => p.slug)).toEqual(
      (await list('')).products.map((p) => p.slug),
    )
  })
})
