/**
 * A shop that has been trading for a few weeks, for the demo on the embedded database (`npm start`)
 * only: eight more customers, about forty orders in every state (awaiting payment, on hold,
 * expired, paid, in production, shipped, delivered, cancelled, refunded) with their payments,
 * refunds, timelines, invoice numbers and loyalty points, reviews waiting for moderation, approved
 * and rejected, abandoned and recovered checkouts, and a webhook log with a failure and a forged
 * delivery. So a newcomer signed in as the demo admin finds something on every admin screen.
 *
 * Money follows the checkout's rules: prices include GST (CGST + SGST for Karnataka, IGST
 * elsewhere, rates from the GstRate table by HSN), shipping Rs 49 under Rs 250, 18 % GST on
 * shipping. Idempotent: skipped once the first demo shopper exists. Never run on a real database.
 */
import crypto from 'node:crypto'
import type { OrderStatus, Prisma, PrismaClient } from '@prisma/client'

const DAY = 24 * 60 * 60_000
const HOUR = 60 * 60_000
const IST = 330 * 60_000
const STORE_STATE = 'Karnataka'
const ADMIN_EMAIL = 'admin@printstudio.test'

const SHOPPERS = [
  {
    first: 'Meera',
    last: 'Iyer',
    city: 'Bengaluru',
    state: 'Karnataka',
    pin: '560011',
    line1: '221, 9th Main, Jayanagar 3rd Block',
  },
  {
    first: 'Rahul',
    last: 'Verma',
    city: 'Mumbai',
    state: 'Maharashtra',
    pin: '400050',
    line1: '12 Carter Road, Bandra West',
  },
  {
    first: 'Fatima',
    last: 'Sheikh',
    city: 'Hyderabad',
    state: 'Telangana',
    pin: '500034',
    line1: 'Plot 48, Road No. 10, Banjara Hills',
  },
  {
    first: 'Arjun',
    last: 'Nair',
    city: 'Kochi',
    state: 'Kerala',
    pin: '682016',
    line1: '3rd Floor, Lulu Towers, MG Road',
  },
  {
    first: 'Priya',
    last: 'Patel',
    city: 'Ahmedabad',
    state: 'Gujarat',
    pin: '380009',
    line1: '14 Sunrise Park, Navrangpura',
  },
  {
    first: 'Karan',
    last: 'Malhotra',
    city: 'New Delhi',
    state: 'Delhi',
    pin: '110017',
    line1: 'C-22, Malviya Nagar',
  },
  {
    first: 'Lakshmi',
    last: 'Reddy',
    city: 'Mysuru',
    state: 'Karnataka',
    pin: '570002',
    line1: '87, Kalidasa Road, VV Mohalla',
  },
  {
    first: 'Sanjay',
    last: 'Gupta',
    city: 'Lucknow',
    state: 'Uttar Pradesh',
    pin: '226010',
    line1: '5/112 Vikas Khand, Gomti Nagar',
  },
] as const

const PRODUCTS = [
  'standard-visiting-cards',
  'letterhead-maker',
  'custom-mugs',
  'wedding-invitations',
  'thank-you-stickers',
  'pamphlet-maker',
  'product-labels',
  'calendars',
  'sign-boards',
  'jar-labels',
  'menu-maker',
  'tent-cards',
] as const

type Plan = {
  status: OrderStatus
  /** When it was placed, before now. */
  agoMs: number
  shopper: number
  lines: { slug: (typeof PRODUCTS)[number]; tier: number; packs: number }[]
  /** A processed refund of this share of the total (partial), or 1 for a full refund. */
  refund?: number
  /** A refund asked of Razorpay that has not been confirmed. */
  pendingRefundAgoMs?: number
  /** Production overran the promised dispatch date. */
  late?: boolean
  /** An item whose print check failed. */
  preflightError?: boolean
  /** Captured a different amount: on hold. */
  mismatch?: boolean
  pointsUsed?: number
}

/** Small deterministic pseudo-random numbers so the demo is the same on every machine. */
function random(seed: number) {
  let s = seed
  return () => {
    s = (s * 1103515245 + 12345) % 2147483648
    return s / 2147483648
  }
}

function plans(): Plan[] {
  const rnd = random(42)
  const pick = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)]!
  const lines = (n: number) =>
    Array.from({ length: n }, () => ({
      slug: pick(PRODUCTS),
      tier: Math.floor(rnd() * 3),
      packs: 1 + Math.floor(rnd() * 2),
    })).filter((l, i, all) => all.findIndex((o) => o.slug === l.slug) === i)
  const order = (status: OrderStatus, agoMs: number, extra: Partial<Plan> = {}): Plan => ({
    status,
    agoMs,
    shopper: Math.floor(rnd() * SHOPPERS.length),
    lines: lines(1 + Math.floor(rnd() * 3)),
    ...extra,
  })
  const delivered = Array.from({ length: 14 }, (_, i) =>
    order('DELIVERED', (9 + i * 2.6) * DAY + rnd() * 10 * HOUR),
  )
  delivered[3]!.refund = 0.3
  delivered[6]!.pendingRefundAgoMs = 9 * DAY
  delivered[8]!.pointsUsed = 60
  return [
    order('PENDING_PAYMENT', 6 * 60_000),
    order('PENDING_PAYMENT', 22 * 60_000),
    order('PENDING_PAYMENT', 3 * HOUR),
    order('ON_HOLD', 5 * HOUR, { mismatch: true }),
    order('EXPIRED', 2 * DAY),
    order('EXPIRED', 3.5 * DAY),
    order('PAID', 35 * 60_000),
    order('PAID', 80 * 60_000),
    order('PAID', 6 * HOUR),
    order('PAID', 7.5 * HOUR),
    order('IN_PRODUCTION', 1.2 * DAY),
    order('IN_PRODUCTION', 1.8 * DAY, { preflightError: true }),
    order('IN_PRODUCTION', 5 * DAY, { late: true }),
    order('IN_PRODUCTION', 0.9 * DAY),
    order('SHIPPED', 3 * DAY),
    order('SHIPPED', 4 * DAY),
    order('SHIPPED', 5.5 * DAY),
    order('SHIPPED', 6 * DAY),
    ...delivered,
    order('CANCELLED', 8 * DAY),
    order('REFUNDED', 12 * DAY, { refund: 1 }),
  ]
}

const includedTax = (amount: number, rateBp: number) =>
  Math.round((amount * rateBp) / (10_000 + rateBp))

const hex = (n: number) => crypto.createHash('sha256').update(`demo-${n}`).digest('hex')

export const DEMO_SHOP_MARKER = 'meera.iyer@example.in'

export async function seedDemoShop(prisma: PrismaClient, now = new Date()) {
  if (await prisma.user.findUnique({ where: { email: DEMO_SHOP_MARKER } })) return
  const products = await prisma.product.findMany({
    where: { slug: { in: [...PRODUCTS] } },
    include: {
      quantityTiers: { orderBy: { quantity: 'asc' } },
      options: {
        orderBy: { position: 'asc' },
        include: { values: { orderBy: { position: 'asc' } } },
      },
    },
  })
  const rates = await prisma.gstRate.findMany({ orderBy: { validFrom: 'desc' } })
  const rateOf = (hsn: string, at: Date) =>
    rates.find((r) => r.hsnCode === hsn && r.validFrom <= at)?.rateBp ?? 1800

  const users = []
  for (const [i, s] of SHOPPERS.entries()) {
    const phone = `98450${String(10_000 + i * 1_111).slice(-5)}`
    users.push(
      await prisma.user.create({
        data: {
          email: `${s.first}.${s.last}@example.in`.toLowerCase(),
          phone,
          firstName: s.first,
          lastName: s.last,
          createdAt: new Date(now.getTime() - (60 - i * 5) * DAY),
          addresses: {
            create: {
              name: `${s.first} ${s.last}`,
              phone,
              line1: s.line1,
              city: s.city,
              state: s.state,
              pinCode: s.pin,
              isDefault: true,
            },
          },
        },
        include: { addresses: true },
      }),
    )
  }

  let invoiceSerial = 0
  let n = 0
  const paidOrders: { id: string; userId: string; totalPaise: number; placed: Date }[] = []
  for (const plan of plans()) {
    n += 1
    const user = users[plan.shopper]!
    const shopper = SHOPPERS[plan.shopper]!
    const address = user.addresses[0]!
    const placed = new Date(now.getTime() - plan.agoMs)
    const intra = shopper.state === STORE_STATE
    const items = plan.lines.flatMap((line, index) => {
      const product = products.find((p) => p.slug === line.slug)
      const tier = product?.quantityTiers[line.tier] ?? product?.quantityTiers[0]
      if (!product || !tier) return []
      const chosen = product.options.map((o) => ({
        option: o,
        value: o.values.find((v) => v.isDefault) ?? o.values[0]!,
      }))
      const bp = chosen.reduce((sum, c) => sum + c.value.priceDeltaBp, 0)
      const unitPricePaise = Math.round((tier.pricePaise * (10_000 + bp)) / 10_000 / 100) * 100
      const totalPaise = unitPricePaise * line.packs
      const gstRateBp = rateOf(product.hsnCode, placed)
      const failed = plan.preflightError && index === 0
      return [
        {
          productId: product.id,
          productName: product.name,
          productSlug: product.slug,
          options: chosen.map((c) => ({ option: c.option.label, value: c.value.label })),
          selection: Object.fromEntries(chosen.map((c) => [c.option.key, c.value.key])),
          hsnCode: product.hsnCode,
          gstRateBp,
          taxPaise: includedTax(totalPaise, gstRateBp),
          tierQuantity: tier.quantity,
          quantity: line.packs,
          unitPricePaise,
          totalPaise,
          productionDays: product.productionDays,
          preflight: failed
            ? [
                {
                  code: 'dpi-very-low',
                  severity: 'error',
                  sideId: 'front',
                  elementId: 'photo',
                  message:
                    'The photo prints at 96 DPI, too low for a sharp print. Use a larger image or make it smaller.',
                },
              ]
            : [],
        },
      ]
    })
    if (!items.length) continue
    const subtotalPaise = items.reduce((sum, i) => sum + i.totalPaise, 0)
    const discountPaise = (plan.pointsUsed ?? 0) * 100
    const shippingPaise = subtotalPaise >= 25_000 ? 0 : 4_900
    const totalPaise = subtotalPaise - discountPaise + shippingPaise
    // Discount spread over the lines in proportion, as checkout does.
    let left = discountPaise
    items.forEach((item, i) => {
      const share =
        i === items.length - 1
          ? left
          : Math.round((discountPaise * item.totalPaise) / subtotalPaise)
      left -= share
      item.taxPaise = includedTax(item.totalPaise - share, item.gstRateBp)
    })
    const taxPaise =
      items.reduce((sum, i) => sum + i.taxPaise, 0) + includedTax(shippingPaise, 1800)
    const half = Math.floor(taxPaise / 2)

    const everPaid = !['PENDING_PAYMENT', 'EXPIRED', 'CANCELLED'].includes(plan.status)
    const paidAt = everPaid ? new Date(placed.getTime() + 4 * 60_000) : null
    const productionDays = Math.max(1, ...items.map((i) => i.productionDays))
    const reached = (s: OrderStatus) => {
      const steps: OrderStatus[] = ['PAID', 'IN_PRODUCTION', 'SHIPPED', 'DELIVERED']
      const at = steps.indexOf(plan.status === 'REFUNDED' ? 'DELIVERED' : plan.status)
      return plan.status !== 'ON_HOLD' && at >= steps.indexOf(s)
    }
    const productionAt =
      paidAt && reached('IN_PRODUCTION') ? new Date(paidAt.getTime() + 2 * HOUR) : null
    const dispatchDays = plan.late ? 1 : productionDays + 1
    const dispatchBy = paidAt
      ? new Date(Math.ceil((paidAt.getTime() + IST) / DAY + dispatchDays) * DAY - IST - 1)
      : null
    const shippedAt =
      productionAt && reached('SHIPPED')
        ? new Date(Math.min(productionAt.getTime() + productionDays * DAY, now.getTime() - HOUR))
        : null
    const deliveredAt =
      shippedAt && reached('DELIVERED')
        ? new Date(Math.min(shippedAt.getTime() + 2 * DAY, now.getTime() - HOUR))
        : null
    const cancelledAt = plan.status === 'CANCELLED' ? new Date(placed.getTime() + 3 * HOUR) : null
    const courier = shippedAt ? (n % 2 ? 'Delhivery' : 'Blue Dart') : null
    const trackingNumber = shippedAt
      ? n % 2
        ? `DL${7712000000 + n * 7919}IN`
        : `BD${40900000 + n * 313}`
      : null
    const invoiceNumber =
      paidAt && !plan.mismatch ? `PS/26-27/${String(++invoiceSerial).padStart(6, '0')}` : null
    const capturedPaise = plan.mismatch ? totalPaise - 10_000 : totalPaise

    const events: Prisma.OrderEventCreateWithoutOrderInput[] = [
      { status: 'PENDING_PAYMENT', note: 'Order placed.', actor: 'customer', createdAt: placed },
    ]
    if (plan.mismatch && paidAt)
      events.push({
        status: 'ON_HOLD',
        kind: 'payment',
        note: `Payment captured Rs ${(capturedPaise / 100).toFixed(2)} but the order total is Rs ${(totalPaise / 100).toFixed(2)}: held for review.`,
        actor: 'razorpay',
        createdAt: paidAt,
      })
    if (paidAt && !plan.mismatch)
      events.push({
        status: 'PAID',
        note: 'Payment received by card',
        actor: 'razorpay',
        createdAt: paidAt,
      })
    if (productionAt)
      events.push({
        status: 'IN_PRODUCTION',
        note: 'Files checked; printing.',
        actor: ADMIN_EMAIL,
        createdAt: productionAt,
      })
    if (shippedAt)
      events.push({
        status: 'SHIPPED',
        note: `${courier} ${trackingNumber}`,
        actor: ADMIN_EMAIL,
        createdAt: shippedAt,
      })
    if (deliveredAt)
      events.push({
        status: 'DELIVERED',
        note: 'Delivered to the address on the order.',
        actor: 'system',
        createdAt: deliveredAt,
      })
    if (plan.status === 'EXPIRED')
      events.push({
        status: 'EXPIRED',
        note: 'Not paid within 24 hours.',
        actor: 'system',
        createdAt: new Date(placed.getTime() + DAY),
      })
    if (cancelledAt)
      events.push({
        status: 'CANCELLED',
        note: 'Cancelled at the customer’s request before payment.',
        actor: ADMIN_EMAIL,
        createdAt: cancelledAt,
      })
    if (productionAt && n % 5 === 0)
      events.push({
        status: 'IN_PRODUCTION',
        kind: 'note',
        note: 'Customer called: deliver after 4 pm.',
        actor: ADMIN_EMAIL,
        visibleToCustomer: false,
        createdAt: new Date(productionAt.getTime() + HOUR),
      })

    const created = await prisma.order.create({
      data: {
        number: `PS-259${String(n).padStart(3, '0')}`,
        userId: user.id,
        email: user.email,
        phone: user.phone!,
        status: plan.status,
        subtotalPaise,
        shippingPaise,
        discountPaise,
        loyaltyPointsUsed: plan.pointsUsed ?? 0,
        totalPaise,
        taxPaise,
        cgstPaise: intra ? half : 0,
        sgstPaise: intra ? taxPaise - half : 0,
        igstPaise: intra ? 0 : taxPaise,
        placeOfSupply: shopper.state,
        gstin: n % 7 === 0 ? '29ABCDE1234F1Z5' : null,
        businessName: n % 7 === 0 ? `${shopper.last} Traders` : null,
        shippingAddress: {
          name: address.name,
          phone: address.phone,
          line1: address.line1,
          line2: address.line2,
          landmark: address.landmark,
          city: address.city,
          state: address.state,
          pinCode: address.pinCode,
        },
        courier,
        trackingNumber,
        expiresAt: plan.status === 'PENDING_PAYMENT' ? new Date(placed.getTime() + DAY) : null,
        holdReason: plan.mismatch ? 'The captured amount differs from the order total.' : null,
        invoiceNumber,
        invoiceDate: invoiceNumber ? paidAt : null,
        createdAt: placed,
        paidAt: plan.mismatch ? null : paidAt,
        dispatchBy: plan.mismatch ? null : dispatchBy,
        productionAt,
        shippedAt,
        deliveredAt,
        cancelledAt,
        items: {
          create: items.map(({ productionDays: _, ...item }) => ({
            ...item,
            preflight: item.preflight as Prisma.InputJsonValue,
            printSha256: null,
            // Prepress (decision 048): what went to production was checked and approved; paid
            // orders wait in the prepress queue.
            ...(productionAt
              ? {
                  prepressStatus: 'APPROVED' as const,
                  approvedAt: productionAt,
                  approvedBy: 'demo',
                }
              : {}),
          })),
        },
        events: { create: events },
        payments: {
          create: {
            providerOrderId: `order_Demo${hex(n).slice(0, 10)}`,
            providerPaymentId: paidAt ? `pay_Demo${hex(n).slice(10, 20)}` : null,
            status: paidAt
              ? plan.refund === 1
                ? 'REFUNDED'
                : 'CAPTURED'
              : plan.status === 'EXPIRED'
                ? 'FAILED'
                : 'CREATED',
            amountPaise: totalPaise,
            capturedPaise: paidAt ? capturedPaise : null,
            refundedPaise: plan.refund ? Math.round(totalPaise * plan.refund) : 0,
            method: paidAt ? (['card', 'upi', 'netbanking'] as const)[n % 3] : null,
            errorCode: plan.status === 'EXPIRED' ? 'BAD_REQUEST_ERROR' : null,
            errorDescription:
              plan.status === 'EXPIRED' ? 'Payment was cancelled by the customer.' : null,
            createdAt: placed,
            capturedAt: paidAt,
          },
        },
      },
      include: { payments: true },
    })
    const payment = created.payments[0]!

    if (plan.refund || plan.pendingRefundAgoMs) {
      const processed = Boolean(plan.refund)
      const amountPaise = processed ? Math.round(totalPaise * plan.refund!) : 15_000
      const refundAt = processed
        ? new Date((deliveredAt ?? shippedAt ?? paidAt!).getTime() + DAY)
        : new Date(now.getTime() - plan.pendingRefundAgoMs!)
      await prisma.refund.create({
        data: {
          orderId: created.id,
          paymentId: payment.id,
          providerRefundId: `rfnd_Demo${hex(n).slice(20, 30)}`,
          idempotencyKey: `demo-refund-${n}`,
          amountPaise,
          status: processed ? 'PROCESSED' : 'PENDING',
          reason: processed
            ? plan.refund === 1
              ? 'Cards arrived damaged in transit.'
              : 'Three of ten mugs had a smudged print.'
            : 'Wrong paper sent.',
          createdBy: ADMIN_EMAIL,
          createdAt: refundAt,
          processedAt: processed ? new Date(refundAt.getTime() + 2 * HOUR) : null,
        },
      })
      if (processed)
        await prisma.orderEvent.create({
          data: {
            orderId: created.id,
            status: plan.status,
            kind: 'payment',
            note: `${plan.refund === 1 ? 'Refunded' : 'Partly refunded'}: Rs ${(amountPaise / 100).toFixed(2)} to the original payment method`,
            actor: 'razorpay',
            createdAt: new Date(refundAt.getTime() + 2 * HOUR),
          },
        })
    }

    if (paidAt && !plan.mismatch) {
      paidOrders.push({ id: created.id, userId: user.id, totalPaise, placed })
      const points = Math.floor(totalPaise / 10_000)
      if (points > 0)
        await prisma.loyaltyEntry.create({
          data: {
            userId: user.id,
            orderId: created.id,
            kind: 'EARN',
            points,
            note: `Order ${created.number}`,
            availableAt: deliveredAt,
            expiresAt: deliveredAt ? new Date(deliveredAt.getTime() + 365 * DAY) : null,
            createdAt: paidAt,
          },
        })
      if (plan.refund === 1 && points > 0)
        await prisma.loyaltyEntry.create({
          data: {
            userId: user.id,
            orderId: created.id,
            kind: 'REVERSE',
            points: -points,
            note: `Order ${created.number} refunded`,
            createdAt: new Date(now.getTime() - 10 * DAY),
          },
        })
    }
    if (plan.pointsUsed) {
      // Points to spend: a welcome bonus given by staff well before.
      await prisma.loyaltyEntry.create({
        data: {
          userId: user.id,
          kind: 'ADJUST',
          points: 150,
          note: 'Welcome bonus for a business account',
          actor: ADMIN_EMAIL,
          createdAt: new Date(placed.getTime() - 20 * DAY),
        },
      })
      await prisma.loyaltyEntry.create({
        data: {
          userId: user.id,
          orderId: created.id,
          kind: 'REDEEM',
          points: -plan.pointsUsed,
          note: `Spent on order ${created.number}`,
          createdAt: placed,
        },
      })
    }
    // A checkout row for every order: the dashboard compares started with completed.
    await prisma.checkout.create({
      data: {
        email: user.email,
        phone: user.phone!,
        userId: user.id,
        orderId: created.id,
        status: paidAt ? 'COMPLETED' : 'STARTED',
        stage: 'payment',
        totalPaise,
        createdAt: new Date(placed.getTime() - 3 * 60_000),
        updatedAt: paidAt ?? placed,
      },
    })
  }
  if (invoiceSerial)
    await prisma.invoiceCounter.upsert({
      where: { financialYear: '26-27' },
      create: { financialYear: '26-27', last: invoiceSerial },
      update: { last: { increment: invoiceSerial } },
    })

  await seedDemoReviews(prisma, users, products, now)
  await seedDemoCheckouts(prisma, users, products, paidOrders, now)
  await seedDemoWebhooks(prisma, now)
}

async function seedDemoReviews(
  prisma: PrismaClient,
  users: { id: string }[],
  products: { id: string; slug: string }[],
  now: Date,
) {
  const product = (slug: string) => products.find((p) => p.slug === slug)!.id
  const reviews: Prisma.ReviewCreateManyInput[] = [
    {
      userId: users[0]!.id,
      productId: product('standard-visiting-cards'),
      rating: 5,
      title: 'Crisp cards, fast delivery',
      body: 'The 350 GSM matt stock feels premium and the colours match my logo exactly. Delivered in two days to Jayanagar.',
      status: 'APPROVED',
      verifiedBuyer: true,
      reply: 'Thank you, Meera. We are glad the colours came out right.',
      repliedAt: new Date(now.getTime() - 5 * DAY),
      moderatedBy: ADMIN_EMAIL,
      moderatedAt: new Date(now.getTime() - 5 * DAY),
      createdAt: new Date(now.getTime() - 6 * DAY),
    },
    {
      userId: users[1]!.id,
      productId: product('custom-mugs'),
      rating: 4,
      title: 'Lovely print, one mug chipped',
      body: 'Print quality is very good and dishwasher safe so far. One mug had a small chip; support replaced it quickly.',
      status: 'APPROVED',
      verifiedBuyer: true,
      moderatedBy: ADMIN_EMAIL,
      moderatedAt: new Date(now.getTime() - 8 * DAY),
      createdAt: new Date(now.getTime() - 9 * DAY),
    },
    {
      userId: users[2]!.id,
      productId: product('wedding-invitations'),
      rating: 5,
      title: 'Our guests loved them',
      body: 'The gold foil looks beautiful and the envelopes were a perfect fit. The proof PDF helped us catch a spelling mistake.',
      status: 'APPROVED',
      verifiedBuyer: true,
      moderatedBy: ADMIN_EMAIL,
      moderatedAt: new Date(now.getTime() - 12 * DAY),
      createdAt: new Date(now.getTime() - 13 * DAY),
    },
    {
      userId: users[3]!.id,
      productId: product('pamphlet-maker'),
      rating: 3,
      title: 'Good, but thinner paper than expected',
      body: 'Printing is sharp. I expected the 130 GSM to feel heavier; next time I will choose 170 GSM.',
      status: 'APPROVED',
      verifiedBuyer: false,
      moderatedBy: ADMIN_EMAIL,
      moderatedAt: new Date(now.getTime() - 15 * DAY),
      createdAt: new Date(now.getTime() - 16 * DAY),
    },
    {
      userId: users[4]!.id,
      productId: product('product-labels'),
      rating: 5,
      title: 'Labels stick well on glass jars',
      body: 'Used them for our pickle jars; they survived the fridge and a wash. Cut edges are clean.',
      status: 'PENDING',
      verifiedBuyer: true,
      createdAt: new Date(now.getTime() - 1 * DAY),
    },
    {
      userId: users[5]!.id,
      productId: product('sign-boards'),
      rating: 2,
      title: 'Arrived late',
      body: 'The board itself is fine but it arrived a day after our shop opening.',
      status: 'PENDING',
      verifiedBuyer: false,
      createdAt: new Date(now.getTime() - 2 * DAY),
    },
    {
      userId: users[6]!.id,
      productId: product('calendars'),
      rating: 5,
      title: 'Perfect gift for clients',
      body: 'Twelve photos, great colours, spiral binding is sturdy. Ordering again next year.',
      status: 'PENDING',
      verifiedBuyer: true,
      createdAt: new Date(now.getTime() - 3 * HOUR),
    },
    {
      userId: users[7]!.id,
      productId: product('jar-labels'),
      rating: 1,
      title: 'Buy cheap stuff at my site',
      body: 'Visit my site for cheaper labels www.example.com',
      status: 'REJECTED',
      verifiedBuyer: false,
      rejectReason: 'Advertising another seller.',
      moderatedBy: ADMIN_EMAIL,
      moderatedAt: new Date(now.getTime() - 4 * DAY),
      createdAt: new Date(now.getTime() - 4 * DAY),
    },
  ]
  await prisma.review.createMany({ data: reviews, skipDuplicates: true })
}

async function seedDemoCheckouts(
  prisma: PrismaClient,
  users: { id: string; email: string; phone: string | null }[],
  products: {
    id: string
    slug: string
    quantityTiers: { quantity: number; pricePaise: number }[]
  }[],
  paidOrders: { id: string; totalPaise: number; placed: Date }[],
  now: Date,
) {
  const cartOf = async (userIndex: number, slugs: string[]) => {
    const user = users[userIndex]!
    const lines = slugs.map((slug) => {
      const product = products.find((p) => p.slug === slug)!
      const tier = product.quantityTiers[0]!
      return {
        productId: product.id,
        quantity: 1,
        tierQuantity: tier.quantity,
        options: {},
        pricePaise: tier.pricePaise,
      }
    })
    const cart = await prisma.cart.create({
      data: {
        userId: user.id,
        items: { create: lines.map(({ pricePaise: _, ...line }) => line) },
      },
    })
    return { cart, user, total: lines.reduce((sum, l) => sum + l.pricePaise, 0) }
  }
  const abandoned = [
    { user: 3, slugs: ['tent-cards', 'menu-maker'], ago: 2 * HOUR, stage: 'address', emails: 0 },
    { user: 5, slugs: ['letterhead-maker'], ago: 30 * HOUR, stage: 'payment', emails: 1 },
    {
      user: 7,
      slugs: ['sign-boards', 'product-labels'],
      ago: 4 * DAY,
      stage: 'contact',
      emails: 2,
    },
  ]
  for (const a of abandoned) {
    const { cart, user, total } = await cartOf(a.user, a.slugs)
    const at = new Date(now.getTime() - a.ago)
    await prisma.checkout.create({
      data: {
        email: user.email,
        phone: user.phone ?? '',
        userId: user.id,
        cartId: cart.id,
        status: 'STARTED',
        stage: a.stage,
        totalPaise: total,
        recoveryEmails: a.emails,
        lastRecoveryAt: a.emails ? new Date(at.getTime() + (a.emails === 1 ? 1 : 24) * HOUR) : null,
        createdAt: new Date(at.getTime() - 10 * 60_000),
        updatedAt: at,
      },
    })
  }
  // One shopper came back through a recovery email and paid.
  const recovered = paidOrders[paidOrders.length - 3]
  if (recovered)
    await prisma.checkout.updateMany({
      where: { orderId: recovered.id },
      data: {
        recoveryEmails: 1,
        lastRecoveryAt: new Date(recovered.placed.getTime() - 20 * HOUR),
        recoveredAt: recovered.placed,
        createdAt: new Date(recovered.placed.getTime() - 22 * HOUR),
      },
    })
}

async function seedDemoWebhooks(prisma: PrismaClient, now: Date) {
  const payments = await prisma.payment.findMany({
    where: {
      status: { in: ['CAPTURED', 'REFUNDED'] },
      providerOrderId: { startsWith: 'order_Demo' },
    },
    select: {
      providerOrderId: true,
      providerPaymentId: true,
      capturedPaise: true,
      capturedAt: true,
      order: { select: { number: true } },
    },
    orderBy: { capturedAt: 'desc' },
    take: 12,
  })
  const rows: Prisma.WebhookEventCreateManyInput[] = []
  payments.forEach((p, i) => {
    for (const [j, type] of (['payment.captured', 'order.paid'] as const).entries()) {
      rows.push({
        provider: 'razorpay',
        eventId: `evt_Demo${hex(i * 2 + j).slice(0, 14)}`,
        eventType: type,
        payload: {
          entity: 'event',
          event: type,
          payload: {
            payment: {
              entity: {
                id: p.providerPaymentId,
                order_id: p.providerOrderId,
                amount: p.capturedPaise,
                currency: 'INR',
                status: 'captured',
                method: 'card',
              },
            },
          },
          created_at: Math.floor((p.capturedAt ?? now).getTime() / 1000),
        },
        signature: hex(100 + i * 2 + j),
        signatureValid: true,
        status: j === 0 ? 'PROCESSED' : 'IGNORED',
        outcome: j === 0 ? `order ${p.order.number} paid` : 'already paid',
        attempts: 1,
        processingMs: 40 + ((i * 37 + j * 11) % 120),
        receivedAt: new Date((p.capturedAt ?? now).getTime() + 2_000 + j * 500),
        processedAt: new Date((p.capturedAt ?? now).getTime() + 3_000 + j * 500),
      })
    }
  })
  rows.push(
    {
      provider: 'razorpay',
      eventId: 'evt_DemoUnknownOrder1',
      eventType: 'payment.captured',
      payload: {
        entity: 'event',
        event: 'payment.captured',
        payload: {
          payment: {
            entity: {
              id: 'pay_DemoStray0001',
              order_id: 'order_DemoNotOurs01',
              amount: 49900,
              status: 'captured',
            },
          },
        },
      },
      signature: hex(900),
      signatureValid: true,
      status: 'FAILED',
      outcome: 'unknown order',
      error: 'No payment is recorded for Razorpay order order_DemoNotOurs01',
      attempts: 4,
      processingMs: 12,
      receivedAt: new Date(now.getTime() - 26 * HOUR),
      processedAt: new Date(now.getTime() - 20 * HOUR),
    },
    {
      provider: 'razorpay',
      eventId: 'evt_DemoForged00001',
      eventType: 'payment.captured',
      payload: {
        entity: 'event',
        event: 'payment.captured',
        payload: {
          payment: {
            entity: {
              id: 'pay_DemoForged001',
              order_id: 'order_DemoForged01',
              amount: 100,
              status: 'captured',
            },
          },
        },
      },
      signature: 'deadbeef',
      signatureValid: false,
      status: 'REJECTED',
      outcome: 'signature did not match',
      receivedAt: new Date(now.getTime() - 50 * HOUR),
    },
  )
  await prisma.webhookEvent.createMany({ data: rows })
}
