import { describe, expect, test } from 'vitest'
import { action as checkoutAction } from '#app/routes/checkout/route.tsx'
import { invoiceLines, invoiceSelect } from '#app/server/billing/invoices.server.ts'
import { prisma } from '#app/server/platform/db.server.ts'
import { resetEnvCache } from '#app/server/platform/env.server.ts'
import { CHECKOUT_MESSAGES } from '#app/utils/checkout.ts'
import { callRoute } from '#tests/setup/route.ts'
import { setupTestDatabase } from '#tests/setup/db.ts'
import { openCheckout, placeOrderForm, shopper, TEST_RAZORPAY_ENV } from '#tests/setup/shopper.ts'

/**
 * The delivery speed chosen at checkout (decision 057): with JavaScript it is saved at once
 * (intent=speed); without it the radio goes with "Place order", which saves it and refuses the
 * changed total once (409) so the shopper sees it. A mug (HSN 6912, 5 %) to Bengaluru 560001:
 * Standard is free over Rs 250, Express costs Rs 99 and is taxed as the mug, at 5 %.
 */

// Placing an order needs payments configured; nothing here calls Razorpay (that is the pay step).
setupTestDatabase()
Object.assign(process.env, TEST_RAZORPAY_ENV)
resetEnvCache()

const MUG = 34_900
const EXPRESS_CITY = 9_900

const post = (cookie: string, form: Record<string, string>) =>
  callRoute(checkoutAction, '/checkout', { form, headers: { Cookie: cookie } })

async function placed(result: { status: number; headers: Headers }) {
  expect(result.status).toBe(303)
  const orderId = new URL(result.headers.get('Location')!, 'http://x').searchParams.get('order')!
  return prisma.order.findUniqueOrThrow({ where: { id: orderId }, select: invoiceSelect })
}

/** The order's delivery as stored and as its tax invoice shows it. */
async function expectExpressOrder(result: { status: number; headers: Headers }) {
  const order = await placed(result)
  expect(order).toMatchObject({
    deliverySpeed: 'EXPRESS',
    shippingPaise: EXPRESS_CITY,
    totalPaise: MUG + EXPRESS_CITY,
    // Rs 99 with 5 % inside: 471 (the mug's rate and HSN, the principal supply).
    shippingTaxPaise: 471,
    shippingGstRateBp: 500,
    shippingHsn: '6912',
  })
  expect(order.deliveryFrom).not.toBeNull()
  expect(order.deliveryTo).not.toBeNull()
  const delivery = invoiceLines(order).lines.at(-1)!
  expect(delivery).toMatchObject({
    description: 'Delivery: Express delivery',
    hsn: '6912',
    rateBp: 500,
    taxablePaise: EXPRESS_CITY - 471,
    cgstPaise: 235,
    sgstPaise: 236,
    igstPaise: 0,
    totalPaise: EXPRESS_CITY,
  })
  expect(delivery.detail).toMatch(/composite supply, taxed as its principal supply$/)
  return order
}

describe('choosing the delivery speed at checkout', () => {
  test('with JavaScript: the choice is saved at once and the page’s totals follow it', async () => {
    const { cookie } = await shopper({ slug: 'custom-mugs', packs: '1', artwork: 'later' })
    const before = await openCheckout(cookie)
    expect(before.speeds.map((s) => [s.speed, s.fee])).toEqual([
      ['STANDARD', 0],
      ['EXPRESS', EXPRESS_CITY],
    ])
    expect(before.quote).toMatchObject({ shippingPaise: 0, totalPaise: MUG })

    const chosen = await post(cookie, {
      intent: 'speed',
      deliverySpeed: 'EXPRESS',
      pinCode: '560001',
    })
    expect(chosen.status).toBe(303)
    expect(chosen.headers.get('Location')).toBe('/checkout#shipping')
    const after = await openCheckout(cookie)
    expect(after.speed).toBe('EXPRESS')
    expect(after.quote).toMatchObject({ shippingPaise: EXPRESS_CITY, totalPaise: MUG + 9_900 })

    // A made-up speed is refused with the field's sentence, and nothing changes.
    const bad = await post(cookie, { intent: 'speed', deliverySpeed: 'ROCKET', pinCode: '560001' })
    expect(bad.status).toBe(400)
    expect(bad.data).toMatchObject({ changes: [CHECKOUT_MESSAGES.speedInvalid] })
    expect((await openCheckout(cookie)).speed).toBe('EXPRESS')

    // "Place order" with the page as shown: the order keeps the speed, its fee and its tax.
    await expectExpressOrder(
      await post(cookie, placeOrderForm(after, { deliverySpeed: 'EXPRESS' })),
    )
  })

  test('without JavaScript: a changed speed is saved and the new total shown once (409), with nothing else written', async () => {
    const { cookie, user } = await shopper({ slug: 'custom-mugs', packs: '1', artwork: 'later' })
    const page = await openCheckout(cookie)
    expect(page.speed).toBe('STANDARD')
    const addresses = await prisma.address.count({ where: { userId: user.id } })

    // The radio changed to Express, posted with "Place order" and a new address typed in.
    const refused = await post(
      cookie,
      placeOrderForm(page, {
        deliverySpeed: 'EXPRESS',
        addressId: 'new',
        'address.name': 'Asha Rao',
        'address.phone': '9876543210',
        'address.line1': '4 Church Street',
        'address.city': 'Bengaluru',
        'address.state': 'Karnataka',
        'address.pinCode': '560001',
      }),
    )
    expect(refused.status).toBe(409)
    expect(refused.data).toMatchObject({
      changes: expect.arrayContaining([
        'Delivery is now Express delivery (₹99). Check the new total below, then place your order again.',
      ]),
    })
    // No order and no address: only the cart's speed (so the page re-shown has the new total).
    expect(await prisma.order.count({ where: { userId: user.id } })).toBe(0)
    expect(await prisma.address.count({ where: { userId: user.id } })).toBe(addresses)
    const shown = await openCheckout(cookie)
    expect(shown.speed).toBe('EXPRESS')
    expect(shown.quote.totalPaise).toBe(MUG + EXPRESS_CITY)
    expect(shown.quote.linesHash).not.toBe(page.quote.linesHash)

    // Placing again from the page now shown goes through.
    await expectExpressOrder(
      await post(cookie, placeOrderForm(shown, { deliverySpeed: 'EXPRESS' })),
    )
  })

  test('a speed not offered is a 400 on the field, and the cart keeps the speed it had', async () => {
    // Same-day is for products the catalog allows; a mug is not one.
    const { cookie, user } = await shopper({ slug: 'custom-mugs', packs: '1', artwork: 'later' })
    const page = await openCheckout(cookie)
    expect(page.speeds.map((s) => s.speed)).not.toContain('SAME_DAY')
    const refused = await post(cookie, placeOrderForm(page, { deliverySpeed: 'SAME_DAY' }))
    expect(refused.status).toBe(400)
    const message = CHECKOUT_MESSAGES.speedUnavailable('Same-day delivery')
    expect(refused.data).toMatchObject({ result: { error: { deliverySpeed: [message] } } })
    expect(await prisma.order.count({ where: { userId: user.id } })).toBe(0)
    const cart = await prisma.cart.findFirstOrThrow({ where: { userId: user.id } })
    expect(cart.deliverySpeed).toBe('STANDARD')
    expect((await openCheckout(cookie)).quote.totalPaise).toBe(MUG)

    // The same with JavaScript's instant choice: refused with the sentence, nothing saved.
    const instant = await post(cookie, {
      intent: 'speed',
      deliverySpeed: 'SAME_DAY',
      pinCode: '560001',
    })
    expect(instant.status).toBe(400)
    expect(instant.data).toMatchObject({ changes: [message] })
    const after = await prisma.cart.findFirstOrThrow({ where: { userId: user.id } })
    expect(after.deliverySpeed).toBe('STANDARD')
  })
})
