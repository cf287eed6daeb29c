import { describe, expect, test } from 'vitest'
import {
  action as moderationAction,
  loader as moderationLoader,
} from '#app/routes/admin.reviews/route.tsx'
import { loader as productLoader } from '#app/routes/product.$slug.tsx'
import { action as writeAction } from '#app/routes/reviews_.new.tsx'
import { loader as reviewsLoader } from '#app/routes/reviews.tsx'
import { prisma } from '#app/server/platform/db.server.ts'
import { MODERATION_MESSAGES, reviewVersion } from '#app/utils/review-moderation.ts'
import { setupTestDatabase } from '#tests/setup/db.ts'
import { makeOrder, makeUser, signIn, signedInAdmin, unique } from '#tests/setup/people-fixtures.ts'
import { callRoute } from '#tests/setup/route.ts'

setupTestDatabase()

const SLUG = 'kraft-paper-stickers'
const OTHER_SLUG = 'wine-labels'

/** A customer writes a review through the store's form; returns the review row. */
async function writeReview(
  userId: string,
  { slug = SLUG, title = `Great stickers ${unique()}`, rating = 5 } = {},
) {
  const { headers } = await signIn(userId)
  const result = await callRoute(writeAction, `/reviews/new?product=${slug}`, {
    headers,
    form: {
      rating: String(rating),
      title,
      body: 'Crisp print, the kraft colour is rich and the glue holds on jars.',
    },
  })
  expect(result.status).toBe(303)
  const product = await prisma.product.findUniqueOrThrow({ where: { slug } })
  return prisma.review.findUniqueOrThrow({
    where: { userId_productId: { userId, productId: product.id } },
  })
}

type Queue = {
  status: string
  counts: Record<'PENDING' | 'APPROVED' | 'REJECTED', number>
  next: string | null
  reviews: Array<{
    id: string
    version: string
    title: string
    verifiedBuyer: boolean
    reply: { text: string } | null
    rejectReason: string | null
  }>
}

const queue = async (headers: HeadersInit, query = '') => {
  const page = await callRoute(moderationLoader, `/admin/reviews${query}`, { headers })
  expect(page.status).toBe(200)
  return page.data as Queue
}

const moderate = (headers: HeadersInit, form: Record<string, string | string[]>, query = '') =>
  callRoute(moderationAction, `/admin/reviews${query}`, { headers, form })

/** The version of the review as the admin's page shows it now. */
async function versionOf(id: string) {
  return reviewVersion(await prisma.review.findUniqueOrThrow({ where: { id } }))
}

type Shown = {
  id: string
  title: string
  verifiedBuyer: boolean
  reply: { text: string; dateLabel: string | null } | null
}

async function productPageReviews(slug = SLUG) {
  const page = await callRoute(productLoader, `/product/${slug}`, { params: { slug } })
  return (page.data as { reviews: { count: number; recent: Shown[] } }).reviews
}

async function reviewsPage(slug = SLUG) {
  const page = await callRoute(reviewsLoader, `/reviews?product=${slug}`)
  return (page.data as { reviews: Shown[] }).reviews
}

describe('who may moderate', () => {
  test('signed-out visitors and customers are sent to sign in; their posts change nothing', async () => {
    const author = await makeUser()
    const review = await writeReview(author.id)
    const customer = await makeUser()
    const { headers: customerHeaders } = await signIn(customer.id)
    for (const headers of [{}, customerHeaders]) {
      const page = await callRoute(moderationLoader, '/admin/reviews?status=PENDING', { headers })
      expect(page.status).toBe(302)
      expect(page.headers.get('Location')).toBe(
        `/login?${new URLSearchParams({ returnUrl: '/admin/reviews?status=PENDING', requireAuth: 'admin' })}`,
      )
      const forms: Record<string, string | string[]>[] = [
        { intent: 'approve', review: await versionOf(review.id) },
        { intent: 'reply', review: await versionOf(review.id), reply: 'Thanks' },
        { intent: 'bulk-approve', review: [await versionOf(review.id)] },
      ]
      for (const form of forms) {
        expect((await moderate(headers, form)).status).toBe(302)
      }
    }
    const after = await prisma.review.findUniqueOrThrow({ where: { id: review.id } })
    expect(after.status).toBe('PENDING')
    expect(after.reply).toBeNull()
  })
})

describe('verified buyer', () => {
  test('set when the review is written, from paid orders of that product only', async () => {
    const paidBuyer = await makeUser()
    await makeOrder({ userId: paidBuyer.id, status: 'DELIVERED', slug: SLUG })
    const unpaid = await makeUser()
    await makeOrder({ userId: unpaid.id, status: 'PENDING_PAYMENT', slug: SLUG })
    await makeOrder({ userId: unpaid.id, status: 'EXPIRED', slug: SLUG })
    await makeOrder({ userId: unpaid.id, status: 'CANCELLED', slug: SLUG })
    const otherProduct = await makeUser()
    await makeOrder({ userId: otherProduct.id, status: 'PAID', slug: OTHER_SLUG })
    const inProduction = await makeUser()
    await makeOrder({ userId: inProduction.id, status: 'IN_PRODUCTION', slug: SLUG })

    expect((await writeReview(paidBuyer.id)).verifiedBuyer).toBe(true)
    expect((await writeReview(inProduction.id)).verifiedBuyer).toBe(true)
    expect((await writeReview(unpaid.id)).verifiedBuyer).toBe(false)
    expect((await writeReview(otherProduct.id)).verifiedBuyer).toBe(false)
  })

  test('refreshed when moderated: a reviewer whose order was paid since becomes verified', async () => {
    const { headers } = await signedInAdmin()
    const reviewer = await makeUser()
    const order = await makeOrder({ userId: reviewer.id, status: 'PENDING_PAYMENT', slug: SLUG })
    const review = await writeReview(reviewer.id)
    expect(review.verifiedBuyer).toBe(false)
    await prisma.order.update({ where: { id: order.id }, data: { status: 'PAID' } })
    const approved = await moderate(headers, {
      intent: 'approve',
      review: await versionOf(review.id),
    })
    expect(approved.status).toBe(303)
    expect(
      (await prisma.review.findUniqueOrThrow({ where: { id: review.id } })).verifiedBuyer,
    ).toBe(true)
  })
})

describe('moderation', () => {
  test('the queue: pending newest first with counts per status; approving publishes with the mark', async () => {
    const { user: admin, headers } = await signedInAdmin({
      email: `mod-${unique()}@printstudio.in`,
    })
    const older = await writeReview((await makeUser()).id, { title: 'Older one here' })
    const buyer = await makeUser({ firstName: 'Kavya', lastName: 'Nair' })
    await makeOrder({ userId: buyer.id, status: 'SHIPPED', slug: SLUG })
    const newer = await writeReview(buyer.id, { title: 'Newer one here' })

    const pending = await queue(headers)
    expect(pending.status).toBe('PENDING')
    const ids = pending.reviews.map((r) => r.id)
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id))
    expect(pending.counts.PENDING).toBeGreaterThanOrEqual(2)
    const countsBefore = pending.counts

    // Not shown anywhere while pending.
    expect((await productPageReviews()).recent.map((r) => r.id)).not.toContain(newer.id)
    expect((await reviewsPage()).map((r) => r.id)).not.toContain(newer.id)

    const approved = await moderate(
      headers,
      { intent: 'approve', review: pending.reviews.find((r) => r.id === newer.id)!.version },
      '?status=PENDING',
    )
    expect(approved.status).toBe(303)
    expect(approved.headers.get('Location')).toBe('/admin/reviews?status=PENDING&notice=approved')
    const row = await prisma.review.findUniqueOrThrow({ where: { id: newer.id } })
    expect(row.status).toBe('APPROVED')
    expect(row.moderatedBy).toBe(admin.email)
    expect(row.moderatedAt).toBeInstanceOf(Date)

    const after = await queue(headers)
    expect(after.counts.PENDING).toBe(countsBefore.PENDING - 1)
    expect(after.counts.APPROVED).toBe(countsBefore.APPROVED + 1)
    expect((await queue(headers, '?status=APPROVED')).reviews.map((r) => r.id)).toContain(newer.id)

    const shown = (await productPageReviews()).recent.find((r) => r.id === newer.id)!
    expect(shown).toMatchObject({ title: 'Newer one here', verifiedBuyer: true, reply: null })
    const listed = (await reviewsPage()).find((r) => r.id === newer.id)!
    expect(listed.verifiedBuyer).toBe(true)
  })

  test('rejecting needs a reason; a rejected review is shown nowhere and its reason stays with staff', async () => {
    const { headers } = await signedInAdmin()
    const review = await writeReview((await makeUser()).id, { title: 'Rude words inside' })
    const version = await versionOf(review.id)

    const noReason = await moderate(headers, { intent: 'reject', review: version, reason: '  ' })
    expect(noReason.status).toBe(400)
    expect(
      (noReason.data as { result: { error: Record<string, string[]> } }).result.error.reason,
    ).toEqual([MODERATION_MESSAGES.reasonRequired])
    expect((await prisma.review.findUniqueOrThrow({ where: { id: review.id } })).status).toBe(
      'PENDING',
    )

    const rejected = await moderate(headers, {
      intent: 'reject',
      review: version,
      reason: 'Abusive language about the courier',
    })
    expect(rejected.status).toBe(303)
    const row = await prisma.review.findUniqueOrThrow({ where: { id: review.id } })
    expect(row.status).toBe('REJECTED')
    expect(row.rejectReason).toBe('Abusive language about the courier')

    const rejectedTab = await queue(headers, '?status=REJECTED')
    expect(rejectedTab.reviews.find((r) => r.id === review.id)!.rejectReason).toBe(
      'Abusive language about the courier',
    )
    expect((await productPageReviews()).recent.map((r) => r.id)).not.toContain(review.id)
    const publicPage = await callRoute(reviewsLoader, '/reviews')
    expect(JSON.stringify(publicPage.data)).not.toContain('Abusive language')
    expect(JSON.stringify(publicPage.data)).not.toContain('Rude words inside')
  })

  test('the shop replies, edits and removes its reply; the product page and /reviews show it', async () => {
    const { headers } = await signedInAdmin()
    const review = await writeReview((await makeUser()).id, { title: 'Lovely but slow' })
    await moderate(headers, { intent: 'approve', review: await versionOf(review.id) })

    const empty = await moderate(headers, {
      intent: 'reply',
      review: await versionOf(review.id),
      reply: '',
    })
    expect(empty.status).toBe(400)

    const replied = await moderate(headers, {
      intent: 'reply',
      review: await versionOf(review.id),
      reply: 'Thank you, Meera. We have added a second press for stickers.',
    })
    expect(replied.status).toBe(303)
    let shown = (await productPageReviews()).recent.find((r) => r.id === review.id)!
    expect(shown.reply?.text).toBe('Thank you, Meera. We have added a second press for stickers.')
    expect(shown.reply?.dateLabel).toMatch(/\d{4}$/)
    expect((await reviewsPage()).find((r) => r.id === review.id)!.reply?.text).toContain(
      'second press',
    )

    await moderate(headers, {
      intent: 'reply',
      review: await versionOf(review.id),
      reply: 'Thank you. Stickers now ship in two days.',
    })
    shown = (await productPageReviews()).recent.find((r) => r.id === review.id)!
    expect(shown.reply?.text).toBe('Thank you. Stickers now ship in two days.')

    const removed = await moderate(headers, {
      intent: 'remove-reply',
      review: await versionOf(review.id),
    })
    expect(removed.status).toBe(303)
    shown = (await productPageReviews()).recent.find((r) => r.id === review.id)!
    expect(shown.reply).toBeNull()
  })

  test('a reply on a pending review waits for approval before anyone sees it', async () => {
    const { headers } = await signedInAdmin()
    const review = await writeReview((await makeUser()).id, { slug: OTHER_SLUG })
    await moderate(headers, {
      intent: 'reply',
      review: await versionOf(review.id),
      reply: 'Thanks for the kind words.',
    })
    expect((await productPageReviews(OTHER_SLUG)).recent.map((r) => r.id)).not.toContain(review.id)
    await moderate(headers, { intent: 'approve', review: await versionOf(review.id) })
    const shown = (await productPageReviews(OTHER_SLUG)).recent.find((r) => r.id === review.id)!
    expect(shown.reply?.text).toBe('Thanks for the kind words.')
  })

  test('bulk approve approves the selected reviews only, one or many', async () => {
    const { headers } = await signedInAdmin()
    const [a, b, c, d] = [
      await writeReview((await makeUser()).id),
      await writeReview((await makeUser()).id),
      await writeReview((await makeUser()).id),
      await writeReview((await makeUser()).id),
    ]
    const none = await moderate(headers, { intent: 'bulk-approve' })
    expect(none.status).toBe(400)
    expect((none.data as { message: string }).message).toBe(MODERATION_MESSAGES.noneSelected)

    const two = await moderate(
      headers,
      { intent: 'bulk-approve', review: [await versionOf(a!.id), await versionOf(b!.id)] },
      '?status=PENDING',
    )
    expect(two.status).toBe(303)
    expect(two.headers.get('Location')).toBe(
      '/admin/reviews?status=PENDING&notice=bulk-approved&approved=2&skipped=0',
    )
    // One box ticked sends a single value, not a list.
    const one = await moderate(headers, { intent: 'bulk-approve', review: await versionOf(c!.id) })
    expect(one.status).toBe(303)
    const statuses = await prisma.review.findMany({
      where: { id: { in: [a!.id, b!.id, c!.id, d!.id] } },
      select: { id: true, status: true },
    })
    expect(Object.fromEntries(statuses.map((r) => [r.id, r.status]))).toEqual({
      [a!.id]: 'APPROVED',
      [b!.id]: 'APPROVED',
      [c!.id]: 'APPROVED',
      [d!.id]: 'PENDING',
    })
  })

  test('a review the customer rewrote since the page loaded is not approved unread', async () => {
    const { headers } = await signedInAdmin()
    const author = await makeUser()
    const review = await writeReview(author.id, { title: 'Nice cards overall' })
    const seen = await versionOf(review.id)
    const other = await writeReview((await makeUser()).id)
    const otherSeen = await versionOf(other.id)
    // The customer rewrites it a moment later (a new version, back in the queue).
    await new Promise((resolve) => setTimeout(resolve, 5))
    await writeReview(author.id, { title: 'Something else entirely', rating: 1 })

    const stale = await moderate(headers, { intent: 'approve', review: seen })
    expect(stale.status).toBe(409)
    expect((stale.data as { message: string }).message).toBe(MODERATION_MESSAGES.changed)
    expect((await prisma.review.findUniqueOrThrow({ where: { id: review.id } })).status).toBe(
      'PENDING',
    )

    // In a bulk approval the changed one is left and counted; the others are approved.
    const bulk = await moderate(headers, { intent: 'bulk-approve', review: [seen, otherSeen] })
    expect(bulk.headers.get('Location')).toContain('approved=1&skipped=1')
    expect((await prisma.review.findUniqueOrThrow({ where: { id: review.id } })).status).toBe(
      'PENDING',
    )

    // A review that no longer exists is a 404.
    const gone = await moderate(headers, {
      intent: 'approve',
      review: `nosuchreview.${Date.now()}`,
    })
    expect(gone.status).toBe(404)
  })

  test('an unknown tab is a 400; lower case works', async () => {
    const { headers } = await signedInAdmin()
    const bad = await callRoute(moderationLoader, '/admin/reviews?status=SPAM', { headers })
    expect(bad.status).toBe(400)
    expect((await queue(headers, '?status=approved')).status).toBe('APPROVED')
  })
})
