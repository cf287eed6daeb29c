/**
 * Issue 26 (decision 059): the admin's pages only read. Every admin page a GET opens sends no
 * INSERT, UPDATE or DELETE (a write on a GET is repeated by every prefetch, reload and crawler,
 * and at a million orders it was also where the time went), and the orders list costs a fixed
 * number of queries, none of them counting every line ever ordered: its item counts are the
 * page's own rows, so the list takes the same work at 40 orders as at a million.
 * Queries are counted as `bench:server` and the cart's query test count them, through `pg`.
 */
import { beforeAll, describe, expect, test } from 'vitest'
import { prisma } from '#app/server/platform/db.server.ts'
import { appForFile } from '#tests/setup/app.ts'
import { setupTestDatabase } from '#tests/setup/db.ts'
import { countQueries, visitCounted } from '#tests/setup/query-counter.ts'
import { makeOrder, makeUser, signedInAdmin } from '#tests/setup/people-fixtures.ts'

setupTestDatabase()

const app = appForFile()

/** Every query text sent through `pg` (the job queue's polling left out). */
const sent = countQueries()

let cookie = ''
let orderId = ''
let userId = ''
beforeAll(async () => {
  const admin = await signedInAdmin()
  cookie = admin.headers.Cookie
  const shopper = await makeUser({ firstName: 'Asha', lastName: 'Rao' })
  userId = shopper.id
  const orders = []
  for (let i = 0; i < 30; i++)
    orders.push(await makeOrder({ userId: shopper.id, totalPaise: 59_800 + i * 100 }))
  orderId = orders[0]!.id
  // A second line on one order: the list says "+1 more" for it.
  const product = await prisma.product.findUniqueOrThrow({
    where: { slug: 'square-visiting-cards' },
  })
  await prisma.orderItem.create({
    data: {
      orderId: orders.at(-1)!.id,
      productId: product.id,
      productName: product.name,
      productSlug: product.slug,
      options: [],
      tierQuantity: 100,
      quantity: 1,
      unitPricePaise: 10_000,
      totalPaise: 10_000,
    },
  })
})

/** A page as staff open it (twice: the second visit's queries are counted), and what it sent. */
function visit(path: string) {
  return visitCounted(app, sent, path, cookie)
}

const WRITE = /^\s*(?:WITH\b[\s\S]*?\b)?(INSERT|UPDATE|DELETE|MERGE|TRUNCATE)\b/i

describe('admin pages only read', () => {
  const pages = () => [
    '/admin',
    '/admin/orders',
    '/admin/orders?status=PAID&sort=total&dir=desc',
    '/admin/orders?q=meera%40example.com',
    `/admin/orders/${orderId}`,
    '/admin/reports/sales',
    '/admin/products',
    '/admin/promotions',
    '/admin/users',
    `/admin/users/${userId}`,
    '/admin/webhooks',
    '/admin/reviews',
    '/admin/prepress',
    '/admin/abandoned-checkouts',
    '/admin/holidays',
  ]

  test('no GET of an admin page writes to the database', async () => {
    const writes: string[] = []
    for (const path of pages()) {
      const { status, queries } = await visit(path)
      expect(status, path).toBe(200)
      writes.push(...queries.filter((q) => WRITE.test(q)).map((q) => `${path}: ${q.slice(0, 120)}`))
    }
    expect(writes).toEqual([])
  })
})

describe('the orders list counts only its own rows', () => {
  test('a page of 25 orders costs a fixed few queries, none over every order line', async () => {
    const { status, html, queries } = await visit('/admin/orders')
    expect(status).toBe(200)
    expect(html).toContain('+1 more')
    // The lines named in the rows are read for the page's orders only (by their ids) ...
    const lines = queries.filter((q) => /"OrderItem"\."productName"/.test(q))
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatch(/"orderId"\s*(?:IN|=\s*ANY)/i)
    // ... and nothing counts lines per order over the whole table (a hash join over every line
    // ever ordered: seconds at a million orders).
    for (const q of queries) expect(q).not.toMatch(/GROUP BY\s+"public"\."OrderItem"\."orderId"/)
    // The session, the layout's counts, the page, its lines, payments, buyers and the capped count.
    expect(queries.length).toBeLessThanOrEqual(9)
  })
})

describe('the dashboard at a few queries (decision 068)', () => {
  /** One visit to the dashboard and the queries it sent. */
  async function dashboard() {
    sent.length = 0
    const response = await app.fetch('/admin', { headers: { Cookie: cookie } })
    const html = await response.text()
    expect(response.status).toBe(200)
    return { html, queries: sent.filter((text) => !text.includes('"CatalogVersion"')) }
  }
  const awaitingPayment = (html: string) =>
    /Payments awaiting confirmation<\/span><span[^>]*>(\d+)</.exec(html)?.[1] ?? '0'

  test('after a change it reads at most six queries, then two while nothing changes', async () => {
    await dashboard()
    const before = awaitingPayment((await dashboard()).html)
    // A new order waiting for payment: the count moves on the very next visit.
    await makeOrder({ userId, status: 'PENDING_PAYMENT', paidAt: null })
    const changed = await dashboard()
    expect(awaitingPayment(changed.html)).toBe(String(Number(before) + 1))
    // The session, the data version, the menu's prepress count, every needs-attention count with
    // the checkouts and the out-of-date days (one statement), the rollup's days, today's live.
    expect(changed.queries.length).toBeLessThanOrEqual(6)
    const again = await dashboard()
    expect(awaitingPayment(again.html)).toBe(awaitingPayment(changed.html))
    // Nothing changed: the session and the data version only.
    expect(again.queries).toHaveLength(2)
    expect(again.queries[1]).toContain('"AdminDataVersion"')
  })
})
