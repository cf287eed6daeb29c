/**
 * The product page's <title> and meta description use the page title and meta description staff
 * set in the admin, and fall back to the product's name and short description (issue 24).
 */
import { describe, expect, test } from 'vitest'
import { loader, meta } from '#app/routes/product.$slug.tsx'
import { prisma } from '#app/server/platform/db.server.ts'
import { SITE } from '#app/utils/site.ts'
import { setupTestDatabase } from '#tests/setup/db.ts'
import { callRoute } from '#tests/setup/route.ts'

setupTestDatabase()

const SLUG = 'standard-visiting-cards'

async function headTags() {
  const page = await callRoute(loader, `/product/${SLUG}`, { params: { slug: SLUG } })
  expect(page.status).toBe(200)
  const tags = meta({ data: page.data } as Parameters<typeof meta>[0]) as Record<string, string>[]
  return {
    title: tags.find((t) => 'title' in t)?.title,
    description: tags.find((t) => t.name === 'description')?.content,
  }
}

describe('product page SEO', () => {
  test("staff's page title and meta description win; empty ones fall back to name and summary", async () => {
    const product = await prisma.product.findUniqueOrThrow({ where: { slug: SLUG } })
    expect(await headTags()).toEqual({
      title: `${product.name} | ${SITE.name}`,
      description: product.shortDescription,
    })
    await prisma.product.update({
      where: { slug: SLUG },
      data: {
        seoTitle: 'Visiting cards printed in 2 days',
        seoDescription: 'Premium 350 gsm visiting cards from ₹199, delivered across India.',
      },
    })
    expect(await headTags()).toEqual({
      title: `Visiting cards printed in 2 days | ${SITE.name}`,
      description: 'Premium 350 gsm visiting cards from ₹199, delivered across India.',
    })
  })
})
