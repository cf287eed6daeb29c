import { describe, expect, test } from 'vitest'
import { loader as pointsPageLoader } from '#app/routes/account.points.tsx'
import { loader as csvLoader } from '#app/routes/admin.users[.csv].ts'
import {
  action as userAction,
  loader as userLoader,
} from '#app/routes/admin.users.$userId/route.tsx'
import { loader as usersLoader } from '#app/routes/admin.users._index.tsx'
import { findLiveSession } from '#app/server/accounts/session.server.ts'
import { loyaltyBalance } from '#app/server/loyalty/ledger.server.ts'
import { prisma } from '#app/server/platform/db.server.ts'
import { ADMIN_USER_MESSAGES } from '#app/utils/admin-users.ts'
import { setupTestDatabase } from '#tests/setup/db.ts'
import {
  makeOrder,
  makeRefund,
  makeUser,
  signIn,
  signedInAdmin,
  unique,
} from '#tests/setup/people-fixtures.ts'
import { callRoute } from '#tests/setup/route.ts'

setupTestDatabase()

type Listed = {
  users: Array<{
    id: string
    name: string
    email: string
    orders: number
    spendPaise: number
    isAdmin: boolean
  }>
  next: string | null
  previous: string | null
}

const list = async (query: string, headers: HeadersInit) => {
  const page = await callRoute(usersLoader, `/admin/users${query}`, { headers })
  expect(page.status).toBe(200)
  return page.data as Listed
}

const userPage = (userId: string, headers: HeadersInit, query = '') =>
  callRoute(userLoader, `/admin/users/${userId}${query}`, { params: { userId }, headers })

const post = (userId: string, headers: HeadersInit, form: Record<string, string>) =>
  callRoute(userAction, `/admin/users/${userId}`, { params: { userId }, headers, form })

/** The key a freshly loaded user page puts in its adjustment form. */
async function adjustmentKey(userId: string, headers: HeadersInit) {
  const page = await userPage(userId, headers)
  return (page.data as { points: { adjustmentKey: string } }).points.adjustmentKey
}

function errorsOf(result: { data: unknown }) {
  return (result.data as { result?: { error?: Record<string, string[]> } }).result?.error ?? {}
}

describe('who may open the admin users pages', () => {
  test('signed-out visitors and customers are sent to sign in, and nothing is written', async () => {
    const customer = await makeUser()
    const { headers: customerHeaders } = await signIn(customer.id)
    const target = await makeUser()
    for (const headers of [{}, customerHeaders]) {
      for (const [fn, url, params] of [
        [usersLoader, '/admin/users', {}],
        [csvLoader, '/admin/users.csv', {}],
        [userLoader, `/admin/users/${target.id}`, { userId: target.id }],
      ] as const) {
        const result = await callRoute(fn, url, { params, headers })
        expect(result.status).toBe(302)
        expect(result.headers.get('Location')).toBe(
          `/login?${new URLSearchParams({ returnUrl: url, requireAuth: 'admin' })}`,
        )
      }
      const forms: Record<string, string>[] = [
        { intent: 'adjust-points', points: '500', reason: 'Free points', key: 'k'.repeat(20) },
        { intent: 'grant-admin' },
        { intent: 'revoke-all-sessions' },
      ]
      for (const form of forms) {
        const result = await post(target.id, headers, form)
        expect(result.status).toBe(302)
      }
    }
    expect(await prisma.loyaltyEntry.count({ where: { userId: target.id } })).toBe(0)
    expect((await prisma.user.findUniqueOrThrow({ where: { id: target.id } })).isAdmin).toBe(false)
  })

  test('an unknown user is a 404', async () => {
    const { headers } = await signedInAdmin()
    expect((await userPage('no-such-user', headers)).status).toBe(404)
  })
})

describe('the users list', () => {
  test('search by name, email and phone; admins are marked and can be listed alone', async () => {
    const { headers } = await signedInAdmin()
    const tag = unique()
    const asha = await makeUser({
      firstName: 'Asha',
      lastName: `Rao${tag}`,
      email: `asha.${tag}@example.com`,
      phone: '9811122233',
    })
    await makeUser({ firstName: 'Ravi', lastName: `Rao${tag}`, email: `ravi.${tag}@example.com` })
    const boss = await makeUser({
      firstName: 'Bina',
      lastName: `Boss${tag}`,
      email: `bina.${tag}@example.com`,
      isAdmin: true,
    })

    const byName = await list(`?q=${encodeURIComponent(`asha rao${tag}`)}`, headers)
    expect(byName.users.map((u) => u.id)).toEqual([asha.id])
    expect(byName.users[0]!.name).toBe(`Asha Rao${tag}`)

    const bySurname = await list(`?q=rao${tag}`, headers)
    expect(bySurname.users).toHaveLength(2)

    const byEmail = await list(`?q=${encodeURIComponent(`ASHA.${tag}@`)}`, headers)
    expect(byEmail.users.map((u) => u.id)).toEqual([asha.id])

    // A phone as people write it: with the country code and spaces.
    const byPhone = await list(`?q=${encodeURIComponent('+91 98111 22233')}`, headers)
    expect(byPhone.users.map((u) => u.id)).toEqual([asha.id])
    const byPart = await list('?q=1122233', headers)
    expect(byPart.users.map((u) => u.id)).toContain(asha.id)

    const admins = await list(`?q=${tag}&role=admins`, headers)
    expect(admins.users.map((u) => [u.id, u.isAdmin])).toEqual([[boss.id, true]])
    const customers = await list(`?q=${tag}&role=customers`, headers)
    expect(customers.users.every((u) => !u.isAdmin)).toBe(true)
    expect(customers.users).toHaveLength(2)

    const none = await list(`?q=nobody-${tag}`, headers)
    expect(none.users).toEqual([])
  })

  test('paid orders and spend: paid orders less confirmed refunds, never unpaid ones', async () => {
    const { headers } = await signedInAdmin()
    const tag = unique()
    const buyer = await makeUser({ lastName: `Buyer${tag}` })
    const delivered = await makeOrder({
      userId: buyer.id,
      status: 'DELIVERED',
      totalPaise: 120_000,
    })
    const paid = await makeOrder({ userId: buyer.id, status: 'PAID', totalPaise: 59_800 })
    const refunded = await makeOrder({ userId: buyer.id, status: 'REFUNDED', totalPaise: 30_000 })
    await makeOrder({ userId: buyer.id, status: 'PENDING_PAYMENT', totalPaise: 99_900 })
    await makeOrder({ userId: buyer.id, status: 'EXPIRED', totalPaise: 99_900 })
    await makeOrder({ userId: buyer.id, status: 'ON_HOLD', totalPaise: 99_900 })
    // Rs 200 of the delivered order refunded and confirmed; Rs 100 of the paid one still pending.
    await makeRefund(delivered, 20_000, 'PROCESSED')
    await makeRefund(paid, 10_000, 'PENDING')
    await makeRefund(refunded, 30_000, 'PROCESSED')
    const other = await makeUser({ lastName: `Buyer${tag}` })

    const page = await list(`?q=buyer${tag}`, headers)
    const row = page.users.find((u) => u.id === buyer.id)!
    expect(row.orders).toBe(3)
    expect(row.spendPaise).toBe(120_000 - 20_000 + 59_800 + 30_000 - 30_000)
    expect(page.users.find((u) => u.id === other.id)).toMatchObject({ orders: 0, spendPaise: 0 })

    const profile = await userPage(buyer.id, headers)
    const data = profile.data as {
      user: { paidOrders: number; spendPaise: number; orderCount: number }
      orders: { rows: Array<{ id: string; refundedPaise: number }> }
    }
    expect(data.user).toMatchObject({ paidOrders: 3, spendPaise: 159_800, orderCount: 6 })
    expect(data.orders.rows).toHaveLength(6)
    expect(data.orders.rows.find((o) => o.id === delivered.id)!.refundedPaise).toBe(20_000)
  })

  test('keyset pages: newest first, 25 a page, back and forth', async () => {
    const { headers } = await signedInAdmin()
    const tag = unique()
    const start = Date.UTC(2026, 0, 1)
    const made = []
    for (let i = 0; i < 30; i++) {
      made.push(await makeUser({ lastName: `Page${tag}`, createdAt: new Date(start + i * 60_000) }))
    }
    const newestFirst = made.map((u) => u.id).reverse()
    const first = await list(`?q=page${tag}`, headers)
    expect(first.users.map((u) => u.id)).toEqual(newestFirst.slice(0, 25))
    expect(first.previous).toBeNull()
    const second = await list(`?q=page${tag}&after=${first.next}`, headers)
    expect(second.users.map((u) => u.id)).toEqual(newestFirst.slice(25))
    expect(second.next).toBeNull()
    const back = await list(`?q=page${tag}&before=${second.previous}`, headers)
    expect(back.users.map((u) => u.id)).toEqual(newestFirst.slice(0, 25))
  })

  test('the CSV has every user matching the search, not just one page', async () => {
    const { headers } = await signedInAdmin()
    const tag = unique()
    for (let i = 0; i < 27; i++) await makeUser({ lastName: `Csv${tag}` })
    const buyer = await makeUser({
      firstName: '=HYPERLINK("x")',
      lastName: `Csv${tag}`,
      phone: '9800011122',
    })
    const order = await makeOrder({ userId: buyer.id, status: 'SHIPPED', totalPaise: 123_450 })
    await makeRefund(order, 23_450)
    await makeUser({ lastName: 'Elsewhere' })

    const result = await callRoute(csvLoader, `/admin/users.csv?q=csv${tag}`, { headers })
    expect(result.status).toBe(200)
    expect(result.headers.get('Content-Type')).toBe('text/csv; charset=utf-8')
    expect(result.headers.get('Content-Disposition')).toMatch(
      /^attachment; filename="printstudio-users-\d{4}-\d{2}-\d{2}\.csv"$/,
    )
    const text = (await result.response!.text()).replace(/^\uFEFF/, '')
    const lines = text.trim().split('\r\n')
    expect(lines[0]).toBe('User ID,Name,Email,Phone,Joined (IST),Paid orders,Spend (Rs),Admin')
    expect(lines).toHaveLength(1 + 28)
    const row = lines.find((l) => l.startsWith(buyer.id))!
    // A name a spreadsheet would run as a formula is written as text.
    expect(row).toContain(`"'=HYPERLINK(""x"") Csv${tag}"`)
    expect(row).toMatch(/,9800011122,\d{4}-\d{2}-\d{2},1,1000\.00,no$/)
    expect(text).not.toContain('Elsewhere')
  })
})

describe('points adjustment', () => {
  test('a reason is required and the points must be whole; refusals write nothing', async () => {
    const { headers } = await signedInAdmin()
    const customer = await makeUser()
    const key = await adjustmentKey(customer.id, headers)
    const noReason = await post(customer.id, headers, {
      intent: 'adjust-points',
      points: '100',
      reason: ' ',
      key,
    })
    expect(noReason.status).toBe(400)
    expect(errorsOf(noReason).reason).toEqual([ADMIN_USER_MESSAGES.reasonRequired])
    for (const points of ['12.5', 'ten', '0']) {
      const bad = await post(customer.id, headers, {
        intent: 'adjust-points',
        points,
        reason: 'Goodwill',
        key,
      })
      expect(bad.status).toBe(400)
      expect(errorsOf(bad).points?.[0]).toMatch(/whole number|other than 0/)
    }
    expect(await prisma.loyaltyEntry.count({ where: { userId: customer.id } })).toBe(0)
  })

  test('adds and takes away points in the ledger, never below zero, once per form', async () => {
    const { user: admin, headers } = await signedInAdmin({
      email: `staff-${unique()}@printstudio.in`,
    })
    const customer = await makeUser()
    const { headers: customerHeaders } = await signIn(customer.id)

    const add = async (points: string, reason = 'Goodwill for a late delivery') =>
      post(customer.id, headers, {
        intent: 'adjust-points',
        points,
        reason,
        key: await adjustmentKey(customer.id, headers),
      })

    const added = await add('150')
    expect(added.status).toBe(303)
    expect(added.headers.get('Location')).toBe(`/admin/users/${customer.id}?notice=points-adjusted`)
    const taken = await add('-40', 'Points given twice by mistake')
    expect(taken.status).toBe(303)

    // More than the balance: refused with the balance named, nothing written.
    const tooMany = await add('-111')
    expect(tooMany.status).toBe(409)
    expect(errorsOf(tooMany).points).toEqual([ADMIN_USER_MESSAGES.belowZero(110)])

    const entries = await prisma.loyaltyEntry.findMany({
      where: { userId: customer.id },
      orderBy: { createdAt: 'asc' },
    })
    expect(entries.map((e) => [e.kind, e.points, e.actor, e.note])).toEqual([
      ['ADJUST', 150, admin.email, 'Goodwill for a late delivery'],
      ['ADJUST', -40, admin.email, 'Points given twice by mistake'],
    ])
    expect((await loyaltyBalance(customer.id)).availablePoints).toBe(110)

    // The same form posted again (a double click, a refresh) adjusts once.
    const key = await adjustmentKey(customer.id, headers)
    const form = { intent: 'adjust-points', points: '10', reason: 'Birthday', key }
    const [a, b] = await Promise.all([
      post(customer.id, headers, form),
      post(customer.id, headers, form),
    ])
    expect([a.status, b.status]).toEqual([303, 303])
    expect((await loyaltyBalance(customer.id)).availablePoints).toBe(120)

    // The admin page and the customer's own points page agree.
    const page = await userPage(customer.id, headers)
    const points = (
      page.data as {
        points: { balance: number; entries: Array<{ points: number; actor: string }> }
      }
    ).points
    expect(points.balance).toBe(120)
    expect(points.entries.map((e) => e.points)).toEqual([10, -40, 150])
    const own = await callRoute(pointsPageLoader, '/account/points', { headers: customerHeaders })
    expect((own.data as { balance: number }).balance).toBe(120)
  })

  test('two adjustments taking the same points at once: one is refused', async () => {
    const { headers } = await signedInAdmin()
    const customer = await makeUser()
    const give = await post(customer.id, headers, {
      intent: 'adjust-points',
      points: '100',
      reason: 'Welcome gift',
      key: await adjustmentKey(customer.id, headers),
    })
    expect(give.status).toBe(303)
    const take = async () =>
      post(customer.id, headers, {
        intent: 'adjust-points',
        points: '-70',
        reason: 'Correction',
        key: await adjustmentKey(customer.id, headers),
      })
    const results = await Promise.all([take(), take()])
    expect(results.map((r) => r.status).sort()).toEqual([303, 409])
    expect((await loyaltyBalance(customer.id)).availablePoints).toBe(30)
  })
})

describe('signed-in devices', () => {
  test('the admin sees each session and signing one out ends it; the others still work', async () => {
    const { headers } = await signedInAdmin()
    const customer = await makeUser()
    const phone = await signIn(
      customer.id,
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.6099.144 Mobile Safari/537.36',
    )
    const laptop = await signIn(
      customer.id,
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    )
    const page = await userPage(customer.id, headers)
    const sessions = (
      page.data as { sessions: Array<{ id: string; device: string; lastSeenLabel: string }> }
    ).sessions
    expect(sessions.map((s) => s.device).sort()).toEqual([
      'Chrome 120 on Android 14 (phone)',
      'Chrome 131 on Windows 10 (computer)',
    ])
    const phoneSession = sessions.find((s) => s.device.includes('Android'))!

    // Before: both sign in.
    for (const who of [phone, laptop]) {
      expect(
        (await callRoute(pointsPageLoader, '/account/points', { headers: who.headers })).status,
      ).toBe(200)
    }
    const revoked = await post(customer.id, headers, {
      intent: 'revoke-session',
      sessionId: phoneSession.id,
    })
    expect(revoked.status).toBe(303)
    const afterPhone = await callRoute(pointsPageLoader, '/account/points', {
      headers: phone.headers,
    })
    expect(afterPhone.status).toBe(302)
    expect(afterPhone.headers.get('Location')).toMatch(/^\/login\?returnUrl=/)
    expect(
      (await callRoute(pointsPageLoader, '/account/points', { headers: laptop.headers })).status,
    ).toBe(200)

    // Signing out again, or another user's session, is a 404 that ends nothing.
    const again = await post(customer.id, headers, {
      intent: 'revoke-session',
      sessionId: phoneSession.id,
    })
    expect(again.status).toBe(404)
    const stranger = await makeUser()
    const strangerSession = await signIn(stranger.id)
    const [strangerRow] = await prisma.session.findMany({ where: { userId: stranger.id } })
    const wrongUser = await post(customer.id, headers, {
      intent: 'revoke-session',
      sessionId: strangerRow!.id,
    })
    expect(wrongUser.status).toBe(404)
    expect(
      (await callRoute(pointsPageLoader, '/account/points', { headers: strangerSession.headers }))
        .status,
    ).toBe(200)

    // Everywhere: no session of the customer signs in any more.
    const all = await post(customer.id, headers, { intent: 'revoke-all-sessions' })
    expect(all.status).toBe(303)
    expect(
      (await callRoute(pointsPageLoader, '/account/points', { headers: laptop.headers })).status,
    ).toBe(302)
    expect(await prisma.session.count({ where: { userId: customer.id } })).toBe(0)
  })

  test('"last seen" follows use, written at most every five minutes', async () => {
    const customer = await makeUser()
    const { token } = await signIn(customer.id)
    const opened = (await prisma.session.findFirstOrThrow({ where: { userId: customer.id } }))
      .lastSeenAt
    const seen = async () =>
      (await prisma.session.findFirstOrThrow({ where: { userId: customer.id } })).lastSeenAt
    await findLiveSession(token, new Date(opened.getTime() + 2 * 60_000))
    expect(await seen()).toEqual(opened)
    const later = new Date(opened.getTime() + 6 * 60_000)
    expect(await findLiveSession(token, later)).not.toBeNull()
    expect(await seen()).toEqual(later)
  })

  test('an admin signing themselves out everywhere keeps the browser they are using', async () => {
    const { user, headers } = await signedInAdmin()
    const other = await signIn(user.id)
    const page = await userPage(user.id, headers)
    const sessions = (page.data as { sessions: Array<{ current: boolean }> }).sessions
    expect(sessions.filter((s) => s.current)).toHaveLength(1)
    expect((await post(user.id, headers, { intent: 'revoke-all-sessions' })).status).toBe(303)
    expect((await userPage(user.id, headers)).status).toBe(200)
    expect((await userPage(user.id, other.headers)).status).toBe(302)
  })
})

describe('admin access', () => {
  test('an admin gives and removes admin access; the new admin can open the admin at once', async () => {
    const { headers } = await signedInAdmin()
    const customer = await makeUser()
    const { headers: customerHeaders } = await signIn(customer.id)
    expect((await userPage(customer.id, customerHeaders)).status).toBe(302)

    const granted = await post(customer.id, headers, { intent: 'grant-admin' })
    expect(granted.status).toBe(303)
    expect((await userPage(customer.id, customerHeaders)).status).toBe(200)

    const removed = await post(customer.id, headers, { intent: 'remove-admin' })
    expect(removed.status).toBe(303)
    expect((await userPage(customer.id, customerHeaders)).status).toBe(302)
  })

  test('nobody removes their own admin access', async () => {
    const { user, headers } = await signedInAdmin()
    await signedInAdmin()
    const result = await post(user.id, headers, { intent: 'remove-admin' })
    expect(result.status).toBe(400)
    expect((result.data as { message: string }).message).toBe(ADMIN_USER_MESSAGES.notYourself)
    expect((await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).isAdmin).toBe(true)
  })

  test('admins removing each other at the same moment always leave one admin', async () => {
    // Only these admins: the others made by earlier tests lose their access first.
    await prisma.user.updateMany({ where: { isAdmin: true }, data: { isAdmin: false } })
    const a = await signedInAdmin()
    const b = await signedInAdmin()
    const results = await Promise.all([
      post(b.user.id, a.headers, { intent: 'remove-admin' }),
      post(a.user.id, b.headers, { intent: 'remove-admin' }),
    ])
    expect(results.map((r) => r.status).sort()).toEqual([303, 403])
    expect(await prisma.user.count({ where: { isAdmin: true } })).toBe(1)

    // Three admins, each removing the other two at once: at least one is left, always.
    await prisma.user.updateMany({ where: { isAdmin: true }, data: { isAdmin: false } })
    const trio = [await signedInAdmin(), await signedInAdmin(), await signedInAdmin()]
    await Promise.all(
      trio.flatMap((actor) =>
        trio
          .filter((t) => t !== actor)
          .map((target) => post(target.user.id, actor.headers, { intent: 'remove-admin' })),
      ),
    )
    expect(await prisma.user.count({ where: { isAdmin: true } })).toBe(1)
  })

  test('an unknown action is a 400', async () => {
    const { headers } = await signedInAdmin()
    const customer = await makeUser()
    const result = await post(customer.id, headers, { intent: 'delete-everything' })
    expect(result.status).toBe(400)
  })
})
