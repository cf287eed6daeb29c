import { expect, test } from 'vitest'
import { prisma } from '#app/server/platform/db.server.ts'
import { createSession } from '#app/server/http/session.server.ts'
import { action, loader } from '#app/routes/reviews_.new.tsx'
import { loader as reviewsLoader } from '#app/routes/reviews.tsx'
import { loader as productLoader } from '#app/routes/product.$slug.tsx'
import { REVIEW_MESSAGES } from '#app/utils/review-messages.ts'
import { callRoute } from '#tests/setup/route.ts'
import { setupTestDatabase } from '#tests/setup/db.ts'

setupTestDatabase()

const SLUG = 'kraft-paper-stickers'
const url = `/reviews/new?product=${SLUG}`

async function reviewer(n: number) {
  const user = await prisma.user.create({
    data: { email: `reviewer${n}@example.com`, firstName: 'Kavya', lastName: `Nair${n}` },
  })
  const { setCookie } = await createSession(user.id)
  return { user, headers: { Cookie: setCookie.split(';')[0]! } }
}

async function productReviews() {
  const page = await callRoute(productLoader, `/product/${SLUG}`, { params: { slug: SLUG } })
  return (
    page.data as { reviews: { average: number; count: number; recent: Array<{ title: string }> } }
  ).reviews
}

test('signed-out visitors are asked to sign in and come back to the form', async () => {
  const result = await callRoute(loader, url)
  expect(result.status).toBe(302)
  expect(result.headers.get('Location')).toBe(`/login?returnUrl=${encodeURIComponent(url)}`)
})

test('the form checks rating, title and text; nothing is saved on a bad post', async () => {
  const { user, headers } = await reviewer(1)
  const result = await callRoute(action, url, {
    form: { rating: '6', title: '', body: 'Too short' },
    headers,
  })
  expect(result.status).toBe(400)
  const errors = (result.data as { error: Record<string, string[]> }).error
  expect(errors.rating).toEqual([REVIEW_MESSAGES.rating])
  expect(errors.title).toEqual([REVIEW_MESSAGES.title])
  expect(errors.body).toEqual([REVIEW_MESSAGES.body])
  expect(await prisma.review.count({ where: { userId: user.id } })).toBe(0)
})

test('a review waits for moderation, then shows on the product page with the average', async () => {
  const before = await productReviews()
  const a = await reviewer(2)
  const b = await reviewer(3)
  const post = (who: typeof a, rating: number, title: string) =>
    callRoute(action, url, {
      form: {
        rating: String(rating),
        title,
        body: 'Lovely matte finish and the kraft colour is rich.',
      },
      headers: who.headers,
    })
  const first = await post(a, 5, 'Beautiful stickers')
  expect(first.status).toBe(303)
  expect(first.headers.get('Location')).toBe(`/product/${SLUG}?review=submitted#reviews`)
  await post(b, 2, 'Corners peeled')
  expect((await productReviews()).count).toBe(before.count)

  await prisma.review.updateMany({
    where: { userId: { in: [a.user.id, b.user.id] } },
    data: { status: 'APPROVED' },
  })
  const after = await productReviews()
  expect(after.count).toBe(before.count + 2)
  expect(after.recent.map((r) => r.title)).toEqual(
    expect.arrayContaining(['Beautiful stickers', 'Corners peeled']),
  )

  // Writing again replaces the review and sends it back to moderation.
  await post(a, 4, 'Still good after a month')
  const own = await prisma.review.findMany({ where: { userId: a.user.id } })
  expect(own.map((r) => [r.title, r.status])).toEqual([['Still good after a month', 'PENDING']])
})

test('an unknown product is a 404', async () => {
  const { headers } = await reviewer(4)
  const result = await callRoute(loader, '/reviews/new?product=no-such-thing', { headers })
  expect(result.status).toBe(404)
})

test('signed in, /reviews offers "Write a review", which lets the shopper choose a product', async () => {
  const anonymous = await callRoute(reviewsLoader, '/reviews')
  expect((anonymous.data as { signedIn: boolean }).signedIn).toBe(false)
  const { headers } = await reviewer(20)
  const page = await callRoute(reviewsLoader, '/reviews', { headers })
  expect((page.data as { signedIn: boolean }).signedIn).toBe(true)
  // The link goes to /reviews/new, which no longer needs a product page to have sent the shopper.
  const choose = await callRoute(loader, '/reviews/new', { headers })
  expect(choose.status).toBe(200)
  const { product, products } = choose.data as {
    product: null
    products: { slug: string; name: string }[]
  }
  expect(product).toBeNull()
  expect(products.map((p) => p.slug)).toContain(SLUG)
  // Choosing submits ?product=..., the form of that product.
  const form = await callRoute(loader, `/reviews/new?product=${SLUG}`, { headers })
  expect((form.data as { product: { slug: string } }).product.slug).toBe(SLUG)
})
