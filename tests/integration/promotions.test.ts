import { PrismaPg } from '@prisma/adapter-pg'
import { PrismaClient } from '@prisma/client'
import { describe, expect, test } from 'vitest'
import {
  action as adminPromotionsAction,
  loader as adminPromotionsLoader,
} from '#app/routes/admin.promotions._index.tsx'
import { loader as redemptionsLoader } from '#app/routes/admin.promotions.$id_.redemptions[.csv].ts'
import { loader as cartApiLoader } from '#app/routes/api.cart.ts'
import { action as cartAction, loader as cartLoader } from '#app/routes/cart/route.tsx'
import { action as checkoutAction } from '#app/routes/checkout/route.tsx'
import { gstBreakdown } from '#app/server/billing/tax.server.ts'
import { expireUnpaidOrder } from '#app/server/orders/expire-order.server.ts'
import { prisma } from '#app/server/platform/db.server.ts'
import { applyPromotions, type PromotionRule } from '#app/server/promotions/discounts.server.ts'
import { reserveUses } from '#app/server/promotions/uses.server.ts'
import type { CartView } from '#app/server/cart/cart.server.ts'
import { formatPaise } from '#app/utils/money.ts'
import { PROMO_MESSAGES, parseIstLocal } from '#app/utils/promotions.ts'
import { setupTestDatabase } from '#tests/setup/db.ts'
import { callRoute, cookieFrom } from '#tests/setup/route.ts'
import {
  adminCookie,
  openCheckout,
  payOrder,
  placeOrder,
  shopper,
  useRazorpayStandIn,
} from '#tests/setup/shopper.ts'

setupTestDatabase()
useRazorpayStandIn()

let n = 0
const uniqueCode = (prefix = 'TEST') => `${prefix}${Date.now().toString(36).toUpperCase()}${n++}`

function promotion(data: Partial<Parameters<typeof prisma.promotion.create>[0]['data']> = {}) {
  return prisma.promotion.create({
    data: { name: 'Test offer', kind: 'PERCENT', value: 1000, code: uniqueCode(), ...data },
  })
}

async function enterCode(cookie: string, code: string, returnTo = 'cart') {
  return callRoute(cartAction, '/cart', {
    form: { intent: 'apply-code', code, returnTo },
    headers: { Cookie: cookie },
  })
}

async function cartView(cookie: string) {
  const page = await callRoute(cartLoader, '/cart', { headers: { Cookie: cookie } })
  return (page.data as { cart: CartView }).cart
}

const rule = (over: Partial<PromotionRule> = {}): PromotionRule => ({
  id: 'p1',
  name: 'Offer',
  code: 'X',
  kind: 'PERCENT',
  value: 1000,
  minSubtotalPaise: 0,
  minQuantity: 0,
  scope: 'ALL',
  categoryIds: [],
  productIds: [],
  startsAt: null,
  endsAt: null,
  usageLimit: null,
  perCustomerLimit: null,
  firstOrderOnly: false,
  stackable: false,
  active: true,
  usedCount: 0,
  ...over,
})
const lines = [
  { id: 'a', productId: 'cards', categoryId: 'c1', amountPaise: 40_000, units: 500 },
  { id: 'b', productId: 'mug', categoryId: 'c2', amountPaise: 20_000, units: 1 },
]
const guest = { signedIn: false, paidOrders: 0, uses: new Map<string, number>() }
const now = new Date('2026-11-27T10:00:00Z')
const apply = (r: PromotionRule, extra: Partial<Parameters<typeof applyPromotions>[0]> = {}) =>
  applyPromotions({
    lines,
    shippingFeePaise: 4_900,
    automatic: [],
    codes: [{ code: r.code!, rule: r }],
    shopper: guest,
    now,
    ...extra,
  })

describe('the money rules (one computation)', () => {
  test('percentage, fixed and free shipping', () => {
    expect(apply(rule()).discountPaise).toBe(6_000)
    expect(apply(rule({ kind: 'FIXED', value: 15_000 })).discountPaise).toBe(15_000)
    const free = apply(rule({ kind: 'FREE_SHIPPING', value: 0 }))
    expect([free.discountPaise, free.shippingFeePaise, free.applied[0]!.shippingPaise]).toEqual([
      0, 0, 4_900,
    ])
    // A fixed amount never takes the goods below Rs 1.
    expect(apply(rule({ kind: 'FIXED', value: 1_000_000 })).discountPaise).toBe(59_900)
  })

  test('minimum subtotal: "Add ₹120 more to use this code"', () => {
    const out = apply(rule({ minSubtotalPaise: 72_000 }))
    expect(out.codes[0]).toEqual({
      code: 'X',
      applied: false,
      reason: 'Add ₹120 more to use this code',
    })
    expect(out.discountPaise).toBe(0)
  })

  test('scope: categories and products take only their lines', () => {
    expect(apply(rule({ scope: 'CATEGORIES', categoryIds: ['c2'] })).discountPaise).toBe(2_000)
    expect(apply(rule({ scope: 'PRODUCTS', productIds: ['cards'] })).discountPaise).toBe(4_000)
    expect(apply(rule({ scope: 'PRODUCTS', productIds: ['pens'] })).codes[0]!.reason).toBe(
      PROMO_MESSAGES.notForCart,
    )
  })

  test('the validity window is India time, start included and end excluded', () => {
    const start = parseIstLocal('2026-12-01T00:00')!
    expect(start.toISOString()).toBe('2026-11-30T18:30:00.000Z')
    const r = rule({ startsAt: start, endsAt: parseIstLocal('2026-12-08T00:00') })
    const at = (iso: string) => apply(r, { now: new Date(iso) }).codes[0]!.reason
    expect(at('2026-11-30T18:29:59.999Z')).toBe('This code starts on 1 December')
    expect(at('2026-11-30T18:30:00.000Z')).toBeNull()
    expect(at('2026-12-07T18:29:59.999Z')).toBeNull()
    expect(at('2026-12-07T18:30:00.000Z')).toBe('This code ended on 7 December')
  })

  test('per customer, first order only, and sign-in', () => {
    const once = rule({ perCustomerLimit: 1 })
    expect(apply(once).codes[0]!.reason).toBe(PROMO_MESSAGES.signIn)
    const used = { signedIn: true, paidOrders: 1, uses: new Map([['p1', 1]]) }
    expect(apply(once, { shopper: used }).codes[0]!.reason).toBe('Already used')
    const first = rule({ firstOrderOnly: true })
    const returning = { signedIn: true, paidOrders: 1, uses: new Map<string, number>() }
    expect(apply(first, { shopper: returning }).codes[0]!.reason).toBe(
      PROMO_MESSAGES.firstOrderOnly,
    )
    const newcomer = { signedIn: true, paidOrders: 0, uses: new Map<string, number>() }
    expect(apply(first, { shopper: newcomer }).codes[0]!.applied).toBe(true)
  })

  test('one code per order unless both stack; automatic promotions run first', () => {
    const a = rule({ id: 'a', code: 'A' })
    const b = rule({ id: 'b', code: 'B', kind: 'FIXED', value: 1_000 })
    const two = [
      { code: 'A', rule: a },
      { code: 'B', rule: b },
    ]
    const single = apply(a, { codes: two })
    expect(single.codes.map((c) => c.reason)).toEqual([null, PROMO_MESSAGES.notStackable])
    expect(single.discountPaise).toBe(6_000)
    const stacked = apply(a, {
      codes: [
        { code: 'A', rule: { ...a, stackable: true } },
        { code: 'B', rule: { ...b, stackable: true } },
      ],
    })
    expect(stacked.discountPaise).toBe(7_000)
    // "10% off 500+ visiting cards": only the line with 500 pieces.
    const bulk = rule({ id: 'bulk', code: null, minQuantity: 500 })
    const auto = apply(a, { automatic: [bulk], codes: [] })
    expect(auto.applied.map((p) => [p.name, p.discountPaise])).toEqual([['Offer', 4_000]])
  })

  test('GST is charged on the discounted value, line by line in proportion', () => {
    const gst = gstBreakdown({
      lines: [
        { amountPaise: 40_000, rateBp: 1800 },
        { amountPaise: 20_000, rateBp: 1200 },
      ],
      shippingPaise: 0,
      discountPaise: 6_000,
      deliveryState: 'Karnataka',
    })
    expect(gst.lines.map((l) => l.discountPaise)).toEqual([4_000, 2_000])
    expect(gst.lines.map((l) => l.taxablePaise + l.taxPaise)).toEqual([36_000, 18_000])
  })
})

describe('a shopper with a code', () => {
  test('the cart shows the discount, the API answers it, and a refusal keeps the typed code', async () => {
    const s = await shopper()
    const before = await cartView(s.cookie)
    const code = (await promotion({ minSubtotalPaise: before.subtotalPaise + 12_000 })).code!
    const refused = await enterCode(s.cookie, code.toLowerCase())
    expect(refused.status).toBe(400)
    expect(refused.data).toMatchObject({
      code: { value: code.toLowerCase(), error: 'Add ₹120 more to use this code' },
    })
    expect(
      (await prisma.cart.findFirstOrThrow({ where: { userId: s.user.id } })).promoCodes,
    ).toEqual([])

    const ok = (await promotion()).code!
    expect((await enterCode(s.cookie, ` ${ok.toLowerCase()} `)).status).toBe(303)
    const cart = await cartView(s.cookie)
    const tenth = Math.floor(cart.subtotalPaise / 10)
    expect(cart.promoDiscountPaise).toBe(tenth)
    expect(cart.grandTotalPaise).toBe(cart.subtotalPaise - tenth + cart.shippingFeePaise)
    const api = await callRoute(cartApiLoader, '/api/cart', { headers: { Cookie: s.cookie } })
    expect(await api.response!.json()).toMatchObject({ discount: tenth })

    // A second code (not stackable) is refused with its reason.
    const other = (await promotion()).code!
    const second = await enterCode(s.cookie, other, 'checkout')
    expect(second.status).toBe(400)
    expect((second.data as { code: { error: string } }).code.error).toBe(
      PROMO_MESSAGES.notStackable,
    )
  })

  test('a code that has not started says when it starts', async () => {
    const s = await shopper()
    const code = (await promotion({ startsAt: parseIstLocal('2099-12-01T00:00') })).code!
    const refused = await enterCode(s.cookie, code)
    expect((refused.data as { code: { error: string } }).code.error).toBe(
      'This code starts on 1 December 2099',
    )
  })

  test('the paid order keeps the discount, GST on the discounted value, points on what was paid, and the use', async () => {
    const s = await shopper()
    const promo = await promotion({ perCustomerLimit: 1 })
    expect((await enterCode(s.cookie, promo.code!)).status).toBe(303)
    const page = await openCheckout(s.cookie)
    expect(page.quote.promotions).toHaveLength(1)
    const orderId = await placeOrder(s.cookie)
    const placed = await prisma.order.findUniqueOrThrow({ where: { id: orderId } })
    expect(placed.promoDiscountPaise).toBe(Math.floor(placed.subtotalPaise / 10))
    expect(placed.totalPaise).toBe(
      placed.subtotalPaise - placed.discountPaise + placed.shippingPaise,
    )
    // The GST is on the value after the discount (catalog prices include GST).
    const undiscounted = gstBreakdown({
      lines: [{ amountPaise: placed.subtotalPaise, rateBp: 1800 }],
      shippingPaise: placed.shippingPaise,
      discountPaise: 0,
      deliveryState: 'Karnataka',
    })
    expect(placed.taxPaise).toBeLessThan(undiscounted.taxPaise)
    expect((await prisma.promotion.findUniqueOrThrow({ where: { id: promo.id } })).usedCount).toBe(
      1,
    )

    await payOrder(s.cookie, orderId)
    const use = await prisma.promotionUse.findFirstOrThrow({ where: { orderId } })
    expect(use.paidAt).not.toBeNull()
    // The confirmation email carries the code's discount line.
    const email = await prisma.outboxMessage.findFirstOrThrow({
      where: { to: s.user.email, channel: 'EMAIL', subject: { contains: placed.number } },
    })
    expect(email.text).toContain(`Code ${promo.code} (Test offer)`)
    expect(email.text).toContain(`−${formatPaise(placed.promoDiscountPaise)}`)
    const earned = await prisma.loyaltyEntry.findFirst({ where: { orderId, kind: 'EARN' } })
    expect(earned?.points).toBe(Math.floor(placed.totalPaise / 10_000))

    // Per customer, once: the next cart is told "Already used".
    const again = await callRoute(cartAction, `/cart?productId=${s.product.id}`, {
      form: { intent: 'add', qty: '100', packs: '1', artworkLater: 'on' },
      headers: { Cookie: s.cookie },
    })
    expect(again.status).toBe(303)
    const nextCart = [s.session, cookieFrom(again.headers) || s.cartCookie].join('; ')
    const refused = await enterCode(nextCart, promo.code!)
    expect(refused.status).toBe(400)
    expect((refused.data as { code: { error: string } }).code.error).toBe('Already used')

    // Staff see the use, the paid order's revenue and the discount given; the redemptions CSV
    // names the order; deactivating stops the code at once for everyone.
    const admin = { Cookie: await adminCookie() }
    const list = await callRoute(adminPromotionsLoader, '/admin/promotions', { headers: admin })
    const row = (list.data as { promotions: Record<string, unknown>[] }).promotions.find(
      (p) => p.id === promo.id,
    )
    expect(row).toMatchObject({
      status: 'active',
      usage: '1',
      paidUses: 1,
      revenue: formatPaise(placed.totalPaise),
      given: formatPaise(placed.promoDiscountPaise),
    })
    const csv = await callRoute(
      redemptionsLoader,
      `/admin/promotions/${promo.id}/redemptions.csv`,
      {
        params: { id: promo.id },
        headers: admin,
      },
    )
    const text = await csv.response!.text()
    expect(text.split('\n')[0]).toContain('Order,Email')
    expect(text).toContain(placed.number)
    expect(text).toContain((placed.promoDiscountPaise / 100).toFixed(2))

    const other = await shopper()
    const stopped = await callRoute(adminPromotionsAction, '/admin/promotions', {
      form: { intent: 'deactivate', promotion: promo.id },
      headers: admin,
    })
    expect(stopped.status).toBe(303)
    const late = await enterCode(other.cookie, promo.code!)
    expect((late.data as { code: { error: string } }).code.error).toBe(PROMO_MESSAGES.inactive)
  })

  test('an unpaid order that expires gives its use back', async () => {
    const s = await shopper()
    const promo = await promotion({ usageLimit: 1 })
    await enterCode(s.cookie, promo.code!)
    const orderId = await placeOrder(s.cookie)
    expect((await prisma.promotion.findUniqueOrThrow({ where: { id: promo.id } })).usedCount).toBe(
      1,
    )
    await prisma.$transaction((tx) =>
      expireUnpaidOrder(tx, { orderId, actor: 'system', note: 'test expiry' }),
    )
    expect((await prisma.promotion.findUniqueOrThrow({ where: { id: promo.id } })).usedCount).toBe(
      0,
    )
    const use = await prisma.promotionUse.findFirstOrThrow({ where: { orderId } })
    expect(use.releasedAt).not.toBeNull()
  })
})

describe('exactly once under concurrency', () => {
  test('50 checkouts on two instances for a code with one use left: one order takes it', async () => {
    const url = process.env.DATABASE_URL!
    const second = new PrismaClient({ adapter: new PrismaPg({ connectionString: url, max: 5 }) })
    try {
      const promo = await promotion({ usageLimit: 3, usedCount: 2 })
      const user = await prisma.user.create({ data: { email: `race-${uniqueCode()}@example.com` } })
      const outcomes = await Promise.allSettled(
        Array.from({ length: 50 }, (_, i) => {
          const db = (i % 2 ? second : prisma) as typeof prisma
          return db.$transaction(
            async (tx) => {
              const order = await tx.order.create({
                data: {
                  number: `PS-R${uniqueCode()}`,
                  userId: user.id,
                  email: 'race@example.com',
                  phone: '9876543210',
                  subtotalPaise: 10_000,
                  shippingPaise: 0,
                  totalPaise: 9_000,
                  shippingAddress: {},
                },
              })
              await reserveUses(tx, {
                orderId: order.id,
                userId: user.id,
                applied: [
                  {
                    promotionId: promo.id,
                    name: promo.name,
                    code: promo.code,
                    kind: 'PERCENT',
                    discountPaise: 1_000,
                    shippingPaise: 0,
                  },
                ],
              })
              return order.id
            },
            { maxWait: 60_000, timeout: 60_000 },
          )
        }),
      )
      const won = outcomes.filter((o) => o.status === 'fulfilled')
      const lost = outcomes.filter((o) => o.status === 'rejected')
      expect(won).toHaveLength(1)
      const reasons = new Set(lost.map((o) => (o as PromiseRejectedResult).reason?.message))
      expect([...reasons]).toEqual([PROMO_MESSAGES.usedUp])
      expect(
        (await prisma.promotion.findUniqueOrThrow({ where: { id: promo.id } })).usedCount,
      ).toBe(3)
      expect(await prisma.promotionUse.count({ where: { promotionId: promo.id } })).toBe(1)
      // Refused orders were never written (one transaction each).
      expect(await prisma.order.count({ where: { userId: user.id } })).toBe(1)
    } finally {
      await second.$disconnect()
    }
  })

  test('the loser of the last use is refused before paying, with the code kept on its cart', async () => {
    const promo = await promotion({ usageLimit: 1 })
    const a = await shopper()
    const b = await shopper()
    await enterCode(a.cookie, promo.code!)
    await enterCode(b.cookie, promo.code!)
    const pages = await Promise.all([openCheckout(a.cookie), openCheckout(b.cookie)])
    const results = await Promise.all(
      [a, b].map((s, i) =>
        callRoute(checkoutAction, '/checkout', {
          form: {
            intent: 'place',
            email: pages[i]!.contact.email,
            phone: pages[i]!.contact.phone || '9876543210',
            addressId: pages[i]!.chosenAddressId,
            points: '0',
            checkoutKey: pages[i]!.quote.linesHash,
            seen: pages[i]!.seen,
          },
          headers: { Cookie: s.cookie },
        }),
      ),
    )
    expect(results.map((r) => r.status).sort()).toEqual([303, 409])
    expect(await prisma.promotionUse.count({ where: { promotionId: promo.id } })).toBe(1)
    // The loser's cart says so at once: a use count is read live, never from the catalog cache.
    const loser = [a, b][results.findIndex((r) => r.status === 409)]!
    expect((await cartView(loser.cookie)).promoCodes[0]).toMatchObject({
      code: promo.code,
      applied: false,
      reason: PROMO_MESSAGES.usedUp,
    })
  })
})
