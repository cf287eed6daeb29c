import { describe, expect, test } from 'vitest'
import type { OrderStatus } from '@prisma/client'
import { loader as pointsLoader } from '#app/routes/account.points.tsx'
import { loader as cartApiLoader } from '#app/routes/api.cart.ts'
import { action as redeemAction } from '#app/routes/api.loyalty.redeem.ts'
import { loader as statusLoader } from '#app/routes/api.loyalty.status.ts'
import { addItem, getCart, validateAddition } from '#app/server/cart/cart.server.ts'
import { serializeCartCookie } from '#app/server/http/cart-cookie.server.ts'
import { createSession } from '#app/server/http/session.server.ts'
import { addMonths, loyaltyBalance, pointsBalance } from '#app/server/loyalty/ledger.server.ts'
import {
  earnForOrder,
  makeEarnedAvailable,
  reverseForOrder,
  reverseForRefund,
} from '#app/server/loyalty/earn.server.ts'
import { expirePoints } from '#app/server/loyalty/expiry.server.ts'
import {
  pointsDiscountFor,
  redeemForOrder,
  restoreForOrder,
} from '#app/server/loyalty/redeem.server.ts'
import { setCartPoints } from '#app/server/cart/cart-points.server.ts'
import { prisma } from '#app/server/platform/db.server.ts'
import { refusal } from '#app/server/platform/testing.ts'
import {
  LOYALTY_MESSAGES,
  maxRedeemablePoints,
  pointsEarnedFor,
  pointsWorthPaise,
} from '#app/utils/loyalty.ts'
import { setupTestDatabase } from '#tests/setup/db.ts'
import { callRoute } from '#tests/setup/route.ts'

setupTestDatabase()

let count = 0
const unique = () => `${Date.now().toString(36)}${++count}`

async function makeUser() {
  return (
    await prisma.user.create({
      data: { email: `points-${unique()}@example.com`, firstName: 'Meera' },
    })
  ).id
}

async function signIn(userId: string) {
  const { token, setCookie } = await createSession(userId)
  return { token, cookie: setCookie.split(';')[0]! }
}

function makeOrder(userId: string, status: OrderStatus = 'PAID', totalPaise = 100_000) {
  return prisma.order.create({
    data: {
      number: `PS-T${unique()}`,
      userId,
      email: 'meera@example.com',
      phone: '9876543210',
      status,
      subtotalPaise: totalPaise,
      shippingPaise: 0,
      totalPaise,
      shippingAddress: { name: 'Meera', city: 'Bengaluru', state: 'Karnataka' },
    },
  })
}

/** Points earned on a delivered order, available since `at`. */
async function grant(userId: string, points: number, at = new Date()) {
  const order = await makeOrder(userId, 'DELIVERED', points * 10_000)
  await prisma.loyaltyEntry.create({
    data: {
      userId,
      orderId: order.id,
      kind: 'EARN',
      points,
      availableAt: at,
      expiresAt: addMonths(at, 12),
    },
  })
  return order
}

/** A cart of the user's with `packs` mugs (Rs 349 each). */
async function cartWith(userId: string, packs: number) {
  const { cartId } = await addItem(
    null,
    await validateAddition({ productSlug: 'custom-mugs', options: {}, packs }),
  )
  await prisma.cart.update({ where: { id: cartId }, data: { userId } })
  return cartId
}

const available = async (userId: string) => (await loyaltyBalance(userId)).availablePoints
const entriesOf = (userId: string) =>
  prisma.loyaltyEntry.findMany({ where: { userId }, orderBy: { createdAt: 'asc' } })

describe('the rules', () => {
  test('1 point per full Rs 100 paid, 1 point = Rs 1, at most 20% and always Rs 1 left to pay', () => {
    expect(pointsEarnedFor(129_999)).toBe(12)
    expect(pointsEarnedFor(10_000)).toBe(1)
    expect(pointsEarnedFor(9_999)).toBe(0)
    expect(pointsWorthPaise(75)).toBe(7_500)
    // 20% of Rs 1,047 is Rs 209.40: 209 points.
    expect(
      maxRedeemablePoints({ availablePoints: 500, subtotalPaise: 104_700, payablePaise: 104_700 }),
    ).toBe(209)
    expect(
      maxRedeemablePoints({ availablePoints: 120, subtotalPaise: 104_700, payablePaise: 104_700 }),
    ).toBe(120)
    // Under 50 after the caps: none at all.
    expect(
      maxRedeemablePoints({ availablePoints: 500, subtotalPaise: 20_000, payablePaise: 24_900 }),
    ).toBe(0)
    // Rs 60 payable: Rs 59 of points leave Rs 1.
    expect(
      maxRedeemablePoints({ availablePoints: 500, subtotalPaise: 40_000, payablePaise: 6_000 }),
    ).toBe(59)
  })
})

describe('earning', () => {
  test('a paid order earns points once, pending until delivered, then usable for 12 months', async () => {
    const userId = await makeUser()
    const order = await makeOrder(userId)
    const credited = await Promise.all(
      Array.from({ length: 5 }, () =>
        earnForOrder(prisma, { orderId: order.id, userId, paidPaise: 129_999 }),
      ),
    )
    expect(credited.sort()).toEqual([0, 0, 0, 0, 12])
    expect(await loyaltyBalance(userId)).toMatchObject({ availablePoints: 0, pendingPoints: 12 })

    const deliveredAt = new Date('2026-11-20T10:00:00Z')
    expect(await makeEarnedAvailable(prisma, order.id, deliveredAt)).toBe(12)
    expect(await makeEarnedAvailable(prisma, order.id, new Date())).toBe(0)
    expect(await loyaltyBalance(userId)).toMatchObject({ availablePoints: 12, pendingPoints: 0 })
    // The checkout's sum in SQL agrees with the ledger's reading (issue 26).
    expect(await pointsBalance(userId)).toEqual({ availablePoints: 12, pendingPoints: 0 })
    const [earn] = await entriesOf(userId)
    expect(earn!.availableAt).toEqual(deliveredAt)
    expect(earn!.expiresAt).toEqual(new Date('2027-11-20T10:00:00Z'))

    const small = await makeOrder(userId, 'PAID', 9_900)
    expect(await earnForOrder(prisma, { orderId: small.id, userId, paidPaise: 9_900 })).toBe(0)
    expect(await entriesOf(userId)).toHaveLength(1)
  })
})

describe('choosing points for a cart', () => {
  test('refusals name the limit and change nothing; a valid choice discounts the cart', async () => {
    const userId = await makeUser()
    const cartId = await cartWith(userId, 3) // Rs 1,047, ships free: 20% is 209 points
    const choose = (points: number) => setCartPoints({ cartId, userId, points })

    await grant(userId, 40)
    expect(await refusal(choose(50))).toEqual({
      status: 400,
      message: LOYALTY_MESSAGES.belowMinimumBalance(40),
    })
    expect(LOYALTY_MESSAGES.belowMinimumBalance(40)).toBe(
      'You need at least 50 points to use them; you have 40 points.',
    )

    await grant(userId, 110) // 150 available
    expect(await refusal(choose(49))).toEqual({ status: 400, message: LOYALTY_MESSAGES.tooFew })
    expect(await refusal(choose(180))).toEqual({
      status: 400,
      message: 'You have 150 points available; use no more than that.',
    })
    expect(await refusal(choose(2.5))).toEqual({ status: 400, message: LOYALTY_MESSAGES.notWhole })
    expect(await refusal(choose(-1))).toEqual({ status: 400, message: LOYALTY_MESSAGES.notWhole })

    await grant(userId, 150) // 300 available
    expect(await refusal(choose(250))).toEqual({
      status: 400,
      message: 'Points can pay for up to 20% of your subtotal: at most 209 points on this cart.',
    })
    expect((await prisma.cart.findUniqueOrThrow({ where: { id: cartId } })).loyaltyPoints).toBe(0)

    const result = await choose(209)
    expect(result.pointsApplied).toBe(209)
    expect(result.discountPaise).toBe(20_900)
    expect(result.cart.subtotalPaise).toBe(104_700)
    expect(result.cart.shippingFeePaise).toBe(0)
    expect(result.cart.grandTotalPaise).toBe(104_700 - 20_900)
    expect((await getCart(cartId)).discountPaise).toBe(20_900)

    const cleared = await choose(0)
    expect(cleared.pointsApplied).toBe(0)
    expect(cleared.cart.grandTotalPaise).toBe(104_700)
  })

  test('an empty cart, or none, takes no points', async () => {
    const userId = await makeUser()
    await grant(userId, 300)
    expect(await refusal(setCartPoints({ cartId: null, userId, points: 60 }))).toEqual({
      status: 400,
      message: LOYALTY_MESSAGES.emptyCart,
    })
    const { id: cartId } = await prisma.cart.create({ data: { userId } })
    expect(await refusal(setCartPoints({ cartId, userId, points: 60 }))).toEqual({
      status: 400,
      message: LOYALTY_MESSAGES.emptyCart,
    })
  })

  test('shipping is decided before the discount; a stale choice never over-discounts', async () => {
    const userId = await makeUser()
    const cartId = await cartWith(userId, 1) // Rs 349 ships free, 20% is 69 points
    await grant(userId, 200)
    await setCartPoints({ cartId, userId, points: 69 })
    let cart = await getCart(cartId)
    expect(cart.shippingFeePaise).toBe(0) // Rs 349 − Rs 69 is under Rs 250, still free
    expect(cart.grandTotalPaise).toBe(34_900 - 6_900)

    // Points spent on another order: the cart takes only what is left.
    const other = await makeOrder(userId, 'PENDING_PAYMENT')
    await redeemForOrder(prisma, { userId, orderId: other.id, points: 140 })
    cart = await getCart(cartId)
    expect(cart.loyaltyPointsApplied).toBe(60)
    expect(cart.discountPaise).toBe(6_000)

    // Under 50 left: no discount at all.
    await prisma.loyaltyEntry.create({ data: { userId, kind: 'ADJUST', points: -20 } })
    cart = await getCart(cartId)
    expect(cart.loyaltyPointsApplied).toBe(0)
    expect(cart.grandTotalPaise).toBe(34_900)
  })

  test('points always leave Rs 1 to pay', async () => {
    const userId = await makeUser()
    await grant(userId, 1_000)
    const discount = await pointsDiscountFor({
      userId,
      requestedPoints: 80,
      subtotalPaise: 40_000,
      payablePaise: 6_000,
    })
    expect(discount).toEqual({ points: 59, discountPaise: 5_900 })
    expect(6_000 - discount.discountPaise).toBe(100)
    expect(LOYALTY_MESSAGES.overMinimumPayment(59)).toBe(
      'At least Rs 1 must be left to pay: at most 59 points on this cart.',
    )
  })
})

describe('spending, giving back and withdrawing', () => {
  test('orders spending the same points at once: one wins, the others are told', async () => {
    const userId = await makeUser()
    await grant(userId, 100)
    // Eight at once: without the per-user lock every one of them succeeded.
    const orders = await Promise.all(
      Array.from({ length: 8 }, () => makeOrder(userId, 'PENDING_PAYMENT')),
    )
    const results = await Promise.allSettled(
      orders.map((order) =>
        prisma.$transaction((tx) => redeemForOrder(tx, { userId, orderId: order.id, points: 80 })),
      ),
    )
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
    const refused = results.filter((r) => r.status === 'rejected')
    expect(refused).toHaveLength(7)
    for (const r of refused) {
      expect(r.reason).toMatchObject({
        status: 409,
        message: LOYALTY_MESSAGES.balanceChanged(20),
      })
    }
    expect(await available(userId)).toBe(20)

    // The winner again (a retried payment step) writes nothing more.
    const winner = orders[results.findIndex((r) => r.status === 'fulfilled')]!
    expect(await redeemForOrder(prisma, { userId, orderId: winner.id, points: 80 })).toEqual({
      points: 80,
    })
    expect((await entriesOf(userId)).filter((e) => e.kind === 'REDEEM')).toHaveLength(1)
  })

  test('an unpaid order that expires gives its points back once', async () => {
    const userId = await makeUser()
    await grant(userId, 100)
    const order = await makeOrder(userId, 'PENDING_PAYMENT')
    await redeemForOrder(prisma, { userId, orderId: order.id, points: 80 })
    expect(await available(userId)).toBe(20)

    const restored = await Promise.all(
      Array.from({ length: 5 }, () => restoreForOrder(prisma, order.id)),
    )
    expect(restored.sort((x, y) => x - y)).toEqual([0, 0, 0, 0, 80])
    expect(await available(userId)).toBe(100)
    expect((await entriesOf(userId)).filter((e) => e.kind === 'RESTORE')).toHaveLength(1)

    const unused = await makeOrder(userId, 'PENDING_PAYMENT')
    expect(await restoreForOrder(prisma, unused.id)).toBe(0)
  })

  test('a refunded order withdraws what it earned and returns what it used, once', async () => {
    const userId = await makeUser()
    await grant(userId, 100)
    const order = await makeOrder(userId, 'PENDING_PAYMENT', 250_000)
    await redeemForOrder(prisma, { userId, orderId: order.id, points: 60 })
    await earnForOrder(prisma, { orderId: order.id, userId, paidPaise: 244_000 })
    await makeEarnedAvailable(prisma, order.id, new Date())
    expect(await available(userId)).toBe(100 - 60 + 24)

    const results = await Promise.all(
      Array.from({ length: 5 }, () => reverseForOrder(prisma, order.id)),
    )
    expect(results.filter((r) => r.reversed === 24)).toHaveLength(1)
    expect(results.filter((r) => r.restored === 60)).toHaveLength(1)
    expect(await available(userId)).toBe(100)
    const kinds = (await entriesOf(userId)).map((e) => e.kind)
    expect(kinds.filter((k) => k === 'REVERSE')).toHaveLength(1)
    expect(kinds.filter((k) => k === 'RESTORE')).toHaveLength(1)
  })

  test('a cancelled order before delivery withdraws its pending points, which never become usable', async () => {
    const userId = await makeUser()
    const order = await makeOrder(userId)
    await earnForOrder(prisma, { orderId: order.id, userId, paidPaise: 150_000 })
    expect(await loyaltyBalance(userId)).toMatchObject({ availablePoints: 0, pendingPoints: 15 })
    expect(await pointsBalance(userId)).toEqual({ availablePoints: 0, pendingPoints: 15 })
    expect(await reverseForOrder(prisma, order.id)).toEqual({ reversed: 15, restored: 0 })
    expect(await loyaltyBalance(userId)).toMatchObject({ availablePoints: 0, pendingPoints: 0 })
    expect(await pointsBalance(userId)).toEqual({ availablePoints: 0, pendingPoints: 0 })
    expect(await makeEarnedAvailable(prisma, order.id, new Date())).toBe(0)
    expect(await loyaltyBalance(userId)).toMatchObject({ availablePoints: 0, pendingPoints: 0 })
  })
})

describe('refunds withdraw points in proportion', () => {
  test('a partial refund before delivery stays pending with the points, then nets out when delivered', async () => {
    const userId = await makeUser()
    const order = await makeOrder(userId, 'PAID', 100_000)
    await earnForOrder(prisma, { orderId: order.id, userId, paidPaise: 100_000 })
    const partial = (refundedPaise: number, refundId: string) =>
      reverseForRefund(prisma, {
        orderId: order.id,
        refundId,
        refundedPaise,
        capturedPaise: 100_000,
        full: false,
        note: 'Partial refund',
      })
    // Rs 250 of Rs 1,000: a quarter of the 10 points, rounded.
    expect(await partial(25_000, 'rfnd-1')).toEqual({ reversed: 3, restored: 0 })
    // The same refund again, or repeated at once, withdraws nothing more.
    const repeats = await Promise.all([partial(25_000, 'rfnd-1'), partial(25_000, 'rfnd-1')])
    expect(repeats.map((r) => r.reversed)).toEqual([0, 0])
    expect(await loyaltyBalance(userId)).toMatchObject({ availablePoints: 0, pendingPoints: 7 })

    expect(await makeEarnedAvailable(prisma, order.id, new Date())).toBe(7)
    expect(await loyaltyBalance(userId)).toMatchObject({ availablePoints: 7, pendingPoints: 0 })

    // A second partial refund counts what the first took: Rs 500 in all is 5 points in all.
    expect(await partial(50_000, 'rfnd-2')).toEqual({ reversed: 2, restored: 0 })
    expect(await available(userId)).toBe(5)
    // The full refund takes the rest, and a cancel afterwards finds nothing left to withdraw.
    const full = await reverseForRefund(prisma, {
      orderId: order.id,
      refundId: 'rfnd-3',
      refundedPaise: 100_000,
      capturedPaise: 100_000,
      full: true,
      note: 'Refund',
    })
    expect(full).toEqual({ reversed: 5, restored: 0 })
    expect(await reverseForOrder(prisma, order.id)).toEqual({ reversed: 0, restored: 0 })
    expect(await available(userId)).toBe(0)
  })

  test('an order fully withdrawn by refunds never makes its points available', async () => {
    const userId = await makeUser()
    const order = await makeOrder(userId, 'SHIPPED', 50_000)
    await earnForOrder(prisma, { orderId: order.id, userId, paidPaise: 50_000 })
    await reverseForRefund(prisma, {
      orderId: order.id,
      refundId: 'rfnd-all',
      refundedPaise: 50_000,
      capturedPaise: 50_000,
      full: true,
      note: 'Refund',
    })
    expect(await makeEarnedAvailable(prisma, order.id, new Date())).toBe(0)
    expect(await loyaltyBalance(userId)).toMatchObject({ availablePoints: 0, pendingPoints: 0 })
  })
})

describe('expiry', () => {
  test('points expire 12 months after they became available, spending counted oldest first', async () => {
    const userId = await makeUser()
    const first = new Date('2024-01-10T00:00:00Z')
    const second = new Date('2024-03-10T00:00:00Z')
    const lotA = await grant(userId, 100, first)
    await grant(userId, 80, second)
    const spend = await makeOrder(userId, 'DELIVERED')
    await redeemForOrder(prisma, { userId, orderId: spend.id, points: 30 })
    expect(await available(userId)).toBe(150)

    // Ten days before: the 70 left of the first lot are expiring soon.
    const soon = await loyaltyBalance(userId, prisma, new Date('2024-12-31T00:00:00Z'))
    expect(soon.expiringSoon).toEqual({ points: 70, by: new Date('2025-01-10T00:00:00Z') })

    expect(await expirePoints(new Date('2025-01-09T00:00:00Z'))).toMatchObject({ lots: 0 })
    const runs = await Promise.all([
      expirePoints(new Date('2025-01-11T00:00:00Z')),
      expirePoints(new Date('2025-01-11T00:00:00Z')),
    ])
    expect(runs.reduce((sum, r) => sum + r.points, 0)).toBe(70)
    expect(await available(userId)).toBe(80)
    const expired = (await entriesOf(userId)).filter((e) => e.kind === 'EXPIRE')
    expect(expired).toHaveLength(1)
    expect(expired[0]).toMatchObject({ points: -70 })
    const earnA = await prisma.loyaltyEntry.findFirstOrThrow({
      where: { orderId: lotA.id, kind: 'EARN' },
    })
    expect(expired[0]!.sourceEntryId).toBe(earnA.id)
    expect(await expirePoints(new Date('2025-01-12T00:00:00Z'))).toMatchObject({ lots: 0 })

    // The second lot was never touched: all 80 expire on time.
    await expirePoints(new Date('2025-03-11T00:00:00Z'))
    expect(await available(userId)).toBe(0)
    expect(
      (await entriesOf(userId)).filter((e) => e.kind === 'EXPIRE').map((e) => e.points),
    ).toEqual([-70, -80])
  })
})

describe('the API and My Account', () => {
  test('GET /api/loyalty/status: 401 signed out; balance, worth and history with a bearer token', async () => {
    const signedOut = await callRoute(statusLoader, '/api/loyalty/status')
    expect(signedOut.status).toBe(401)
    expect(await signedOut.response!.json()).toEqual({
      success: false,
      message: LOYALTY_MESSAGES.signedOut,
    })

    const userId = await makeUser()
    const order = await grant(userId, 120)
    const pendingOrder = await makeOrder(userId)
    await earnForOrder(prisma, { orderId: pendingOrder.id, userId, paidPaise: 50_000 })
    const { token } = await signIn(userId)
    const result = await callRoute(statusLoader, '/api/loyalty/status', {
      headers: { Authorization: `Bearer ${token}` },
    })
    expect(result.status).toBe(200)
    const body = await result.response!.json()
    expect(body).toMatchObject({
      success: true,
      balance: 120,
      pending: 5,
      worthPaise: 12_000,
      expiringSoon: { points: 0, by: null },
    })
    expect(body.entries).toHaveLength(2)
    expect(body.entries[0]).toMatchObject({
      kind: 'EARN',
      label: 'Earned (pending until delivery)',
      points: 5,
      orderNumber: pendingOrder.number,
    })
    expect(body.entries[1]).toMatchObject({
      label: 'Earned',
      points: 120,
      orderNumber: order.number,
    })
  })

  test('POST /api/loyalty/redeem: 401, 400s with the reason, then the cart with its discount', async () => {
    const anonymous = await callRoute(redeemAction, '/api/loyalty/redeem', {
      json: { pointsToRedeem: 60 },
    })
    expect(anonymous.status).toBe(401)

    const userId = await makeUser()
    await grant(userId, 300)
    const cartId = await cartWith(userId, 3)
    const { cookie } = await signIn(userId)
    const headers = { Cookie: `${cookie}; ${(await serializeCartCookie(cartId)).split(';')[0]}` }
    const post = async (json: unknown) => {
      const result = await callRoute(redeemAction, '/api/loyalty/redeem', { json, headers })
      return { status: result.status, body: await result.response!.json() }
    }

    expect(await post({})).toEqual({
      status: 400,
      body: {
        success: false,
        message: LOYALTY_MESSAGES.notWhole,
        errors: { pointsToRedeem: [LOYALTY_MESSAGES.notWhole] },
      },
    })
    expect(await post({ pointsToRedeem: 'lots' })).toMatchObject({ status: 400 })
    expect(await post({ pointsToRedeem: 10 })).toMatchObject({
      status: 400,
      body: { success: false, message: LOYALTY_MESSAGES.tooFew },
    })
    expect(await post({ pointsToRedeem: 301 })).toMatchObject({
      status: 400,
      body: { message: 'You have 300 points available; use no more than that.' },
    })
    expect(await post({ pointsToRedeem: 250 })).toMatchObject({
      status: 400,
      body: { message: LOYALTY_MESSAGES.overShare(209) },
    })
    expect((await prisma.cart.findUniqueOrThrow({ where: { id: cartId } })).loyaltyPoints).toBe(0)

    const ok = await post({ pointsToRedeem: 150 })
    expect(ok.status).toBe(200)
    expect(ok.body).toMatchObject({
      success: true,
      pointsApplied: 150,
      discount: 15_000,
      message: '150 points applied: Rs 150 off.',
      cart: { cartId, subtotal: 104_700, discount: 15_000, grandTotal: 89_700, loyaltyPoints: 150 },
    })

    // The cart call shows the same discount; a form post (no JavaScript) works the same way.
    const cart = await callRoute(cartApiLoader, '/api/cart', { headers })
    expect(await cart.response!.json()).toMatchObject({ discount: 15_000, grandTotal: 89_700 })
    const form = await callRoute(redeemAction, '/api/loyalty/redeem', {
      form: { pointsToRedeem: '0' },
      headers,
    })
    expect(await form.response!.json()).toMatchObject({
      success: true,
      pointsApplied: 0,
      discount: 0,
    })
  })

  test('/account/points shows balance, pending, worth and history; signed out goes to sign in', async () => {
    const signedOut = await callRoute(pointsLoader, '/account/points')
    expect(signedOut.status).toBe(302)
    expect(signedOut.headers.get('Location')).toBe('/login?returnUrl=%2Faccount%2Fpoints')

    const userId = await makeUser()
    const order = await grant(userId, 75, new Date('2026-01-05T00:00:00Z'))
    const spend = await makeOrder(userId, 'PENDING_PAYMENT')
    await redeemForOrder(prisma, { userId, orderId: spend.id, points: 50 })
    const { cookie } = await signIn(userId)
    const page = await callRoute(pointsLoader, '/account/points', { headers: { Cookie: cookie } })
    expect(page.status).toBe(200)
    expect(page.data).toMatchObject({ balance: 25, pending: 0, worthPaise: 2_500 })
    expect(page.data.entries.map((e) => [e.label, e.points, e.orderNumber])).toEqual([
      ['Used on an order', -50, spend.number],
      ['Earned', 75, order.number],
    ])
    expect(page.data.entries[1]!.expiresLabel).toBe('5 Jan 2027')
  })
})
