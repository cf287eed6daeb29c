import { createRemixStub } from '@remix-run/testing'
import { createElement, type ComponentType } from 'react'
import { renderToString } from 'react-dom/server'
import { beforeAll, describe, expect, test, vi } from 'vitest'
import { action as contactAction, loader as contactLoader } from '#app/routes/contact/route.tsx'
import * as privacyPolicy from '#app/routes/privacy-policy.tsx'
import * as returnsRefunds from '#app/routes/returns-refunds.tsx'
import { loader as reviewsLoader } from '#app/routes/reviews.tsx'
import * as shippingInfo from '#app/routes/shipping-info.tsx'
import * as termsOfService from '#app/routes/terms-of-service.tsx'
import { loader as trackLoader } from '#app/routes/track-order/route.tsx'
import { prisma } from '#app/server/platform/db.server.ts'
import { getEnv } from '#app/server/platform/env.server.ts'
import { outboxFor } from '#app/server/platform/outbox.server.ts'
import {
  getApprovedReviews,
  getRatingSummary,
  REVIEWS_PER_PAGE,
} from '#app/server/content/reviews.server.ts'
import { expectedDispatchDate } from '#app/server/orders/tracking.server.ts'
import { setupTestDatabase } from '#tests/setup/db.ts'
import { callRoute } from '#tests/setup/route.ts'

setupTestDatabase()

const validContact = {
  name: 'Meera Iyer',
  email: 'meera@example.com',
  phone: '+91 98450-12345',
  subject: 'Bulk / corporate order',
  message: 'We need 2,000 visiting cards for our new office by next Friday.',
}

async function contactRows() {
  const [messages, emails] = await Promise.all([
    prisma.contactMessage.count(),
    prisma.outboxMessage.count({ where: { to: getEnv().SHOP_INBOX } }),
  ])
  return { messages, emails }
}

describe('contact form', () => {
  test('the page is public and shows the confirmation after a redirect', async () => {
    const page = await callRoute(contactLoader, '/contact')
    expect(page.data.sent).toBe(false)
    expect(page.headers.get('Cache-Control')).toMatch(/^public/)
    const sent = await callRoute(contactLoader, '/contact?sent=1')
    expect(sent.data.sent).toBe(true)
  })

  test('invalid fields answer 400 with a message for each, and nothing is written', async () => {
    const before = await contactRows()
    const result = await callRoute(contactAction, '/contact', {
      form: {
        name: ' ',
        email: 'not-an-email',
        phone: '98765',
        subject: 'Free stuff',
        message: 'Hi',
      },
    })
    expect(result.status).toBe(400)
    // What a browser receives (no-store on every answer to a form post) is in document-headers.test.ts.
    const errors = (result.data as { error: Record<string, string[]> }).error
    expect(errors.name).toEqual(['Enter your name'])
    expect(errors.email).toEqual(['Enter a valid email address, like name@example.com'])
    expect(errors.phone).toEqual(['Enter a 10-digit phone number'])
    expect(errors.subject).toEqual(['Choose what your message is about'])
    expect(errors.message).toEqual(['Your message needs at least 10 characters'])
    expect(await contactRows()).toEqual(before)
  })

  test('a message over 2000 characters and a body that is not a form are refused', async () => {
    const before = await contactRows()
    const long = await callRoute(contactAction, '/contact', {
      form: { ...validContact, message: 'x'.repeat(2001) },
    })
    expect(long.status).toBe(400)
    expect((long.data as { error: Record<string, string[]> }).error.message).toEqual([
      'Keep your message under 2000 characters',
    ])
    const json = await callRoute(contactAction, '/contact', { json: validContact })
    expect(json.status).toBe(400)
    expect(await contactRows()).toEqual(before)
  })

  test('a filled honeypot looks like success but stores nothing', async () => {
    const before = await contactRows()
    const result = await callRoute(contactAction, '/contact', {
      form: { ...validContact, website: 'https://spam.example' },
    })
    expect(result.status).toBe(303)
    expect(result.headers.get('Location')).toBe('/contact?sent=1')
    expect(await contactRows()).toEqual(before)
  })

  test('a valid message is stored, emailed to the shop inbox and redirects', async () => {
    const result = await callRoute(contactAction, '/contact', { form: validContact })
    expect(result.status).toBe(303)
    expect(result.headers.get('Location')).toBe('/contact?sent=1')

    const stored = await prisma.contactMessage.findMany()
    expect(stored).toHaveLength(1)
    expect(stored[0]).toMatchObject({
      name: 'Meera Iyer',
      email: 'meera@example.com',
      phone: '9845012345',
      subject: 'Bulk / corporate order',
      message: validContact.message,
    })

    const [email] = await outboxFor(getEnv().SHOP_INBOX)
    expect(email).toMatchObject({ channel: 'EMAIL', status: 'KEPT' })
    expect(email!.subject).toBe('Contact form: Bulk / corporate order from Meera Iyer')
    expect(email!.text).toContain('meera@example.com')
    expect(email!.text).toContain(validContact.message)
  })
})

describe('reviews', () => {
  test('with no approved reviews the page is empty', async () => {
    const { data, status } = await callRoute(reviewsLoader, '/reviews')
    expect(status).toBe(200)
    expect(data.reviews).toEqual([])
    expect(data.overall).toEqual({ average: 0, count: 0 })
    expect(data.products).toEqual([])
  })

  describe('with reviews', () => {
    const ratings = [5, 4, 4, 5, 3, 5, 4, 5, 5, 4, 2, 5, 4, 5, 5, 3, 4, 5, 5, 4, 5, 4, 5, 3, 5]
    let cards: { id: string; slug: string; name: string }
    let mugs: { id: string; slug: string; name: string }

    beforeAll(async () => {
      const select = { id: true, slug: true, name: true }
      cards = await prisma.product.findUniqueOrThrow({
        where: { slug: 'standard-visiting-cards' },
        select,
      })
      mugs = await prisma.product.findUniqueOrThrow({ where: { slug: 'custom-mugs' }, select })
      const start = Date.UTC(2026, 9, 1)
      // 25 approved reviews, one a day (review i is the i-th newest from the end), 10 of them for mugs.
      for (const [i, rating] of ratings.entries()) {
        await prisma.review.create({
          data: {
            rating,
            title: `Approved ${i}`,
            body: 'Crisp print and quick delivery.',
            status: 'APPROVED',
            createdAt: new Date(start + i * 86_400_000),
            product: { connect: { id: i % 5 < 2 ? mugs.id : cards.id } },
            user: {
              create: { email: `reviewer${i}@example.com`, firstName: 'Asha', lastName: 'rao' },
            },
          },
        })
      }
      for (const status of ['PENDING', 'REJECTED'] as const) {
        await prisma.review.create({
          data: {
            rating: 1,
            title: `Hidden ${status}`,
            body: 'Should never be shown.',
            status,
            product: { connect: { id: cards.id } },
            user: { create: { email: `${status.toLowerCase()}@example.com`, firstName: 'X' } },
          },
        })
      }
    })

    const average = (list: number[]) =>
      Math.round((list.reduce((a, b) => a + b, 0) / list.length) * 10) / 10

    test('only approved reviews are listed, newest first, 20 to a page', async () => {
      const first = await callRoute(reviewsLoader, '/reviews')
      expect(first.headers.get('Cache-Control')).toMatch(/^public/)
      expect(first.data.total).toBe(25)
      expect(first.data.pageCount).toBe(2)
      expect(first.data.reviews).toHaveLength(REVIEWS_PER_PAGE)
      expect(first.data.reviews[0]!.title).toBe('Approved 24')
      expect(first.data.reviews[0]).toMatchObject({ reviewer: 'Asha R.', rating: 5 })
      expect(first.data.reviews[0]!.product.slug).toBeTruthy()

      const second = await callRoute(reviewsLoader, '/reviews?page=2')
      expect(second.data.page).toBe(2)
      expect(second.data.reviews.map((r) => r.title)).toEqual([
        'Approved 4',
        'Approved 3',
        'Approved 2',
        'Approved 1',
        'Approved 0',
      ])
      const all = [...first.data.reviews, ...second.data.reviews].map((r) => r.title)
      expect(all.some((t) => t.startsWith('Hidden'))).toBe(false)
    })

    test('bad page numbers fall back instead of failing', async () => {
      expect((await callRoute(reviewsLoader, '/reviews?page=abc')).data.page).toBe(1)
      expect((await callRoute(reviewsLoader, '/reviews?page=-4')).data.page).toBe(1)
      const past = await callRoute(reviewsLoader, '/reviews?page=99')
      expect(past.data.page).toBe(2)
      expect(past.data.reviews).toHaveLength(5)
    })

    test('the average counts approved reviews only, rounded to one decimal', async () => {
      const { data } = await callRoute(reviewsLoader, '/reviews')
      expect(data.overall).toEqual({ average: average(ratings), count: 25 })
      const mugRatings = ratings.filter((_, i) => i % 5 < 2)
      expect(await getRatingSummary(mugs.id)).toEqual({
        average: average(mugRatings),
        count: mugRatings.length,
      })
    })

    test('the product filter shows one product and its summary', async () => {
      const { data } = await callRoute(reviewsLoader, '/reviews?product=custom-mugs')
      expect(data.product?.slug).toBe('custom-mugs')
      expect(data.total).toBe(10)
      expect(data.reviews.every((r) => r.product.slug === 'custom-mugs')).toBe(true)
      expect(data.productSummary?.count).toBe(10)
      expect(data.products.map((p) => [p.slug, p.count])).toEqual([
        ['custom-mugs', 10],
        ['standard-visiting-cards', 15],
      ])
      const direct = await getApprovedReviews({ productSlug: 'standard-visiting-cards', page: 1 })
      expect(direct.total).toBe(15)
    })

    test('an unknown product answers 404 with no reviews', async () => {
      const result = await callRoute(reviewsLoader, '/reviews?product=no-such-product')
      expect(result.status).toBe(404)
      expect(result.data.unknownProduct).toBe(true)
      expect(result.data.reviews).toEqual([])
    })
  })
})

describe('track order', () => {
  const NOT_FOUND = { order: null, notFound: true }

  beforeAll(async () => {
    const product = await prisma.product.findUniqueOrThrow({
      where: { slug: 'standard-visiting-cards' },
      select: { id: true },
    })
    await prisma.order.create({
      data: {
        number: 'PS-269901',
        email: 'Asha.Rao@Example.com',
        phone: '9876543210',
        status: 'SHIPPED',
        subtotalPaise: 59_800,
        shippingPaise: 0,
        totalPaise: 59_800,
        shippingAddress: { name: 'Asha Rao', city: 'Bengaluru', pinCode: '560025' },
        courier: 'Delhivery',
        trackingNumber: 'DLV123456789',
        paidAt: new Date('2026-11-16T05:00:00Z'),
        items: {
          create: {
            productId: product.id,
            productName: 'Standard Visiting Cards',
            options: [{ option: 'Paper', value: '350 GSM' }],
            tierQuantity: 100,
            quantity: 2,
            unitPricePaise: 29_900,
            totalPaise: 59_800,
          },
        },
        events: {
          create: [
            { status: 'PAID', createdAt: new Date('2026-11-16T05:00:00Z') },
            { status: 'IN_PRODUCTION', createdAt: new Date('2026-11-16T09:00:00Z') },
            {
              status: 'SHIPPED',
              note: 'Handed to Delhivery',
              createdAt: new Date('2026-11-17T11:00:00Z'),
            },
          ],
        },
      },
    })
  })

  test('the empty form is a public page', async () => {
    const { data, headers } = await callRoute(trackLoader, '/track-order')
    expect(data.order).toBeNull()
    expect(data.notFound).toBe(false)
    expect(headers.get('Cache-Control')).toMatch(/^public/)
  })

  test('the number and email (any case) find the order with its items and history', async () => {
    const { data, status, headers } = await callRoute(
      trackLoader,
      '/track-order?number=ps-269901&contact=asha.rao%40example.com',
    )
    expect(status).toBe(200)
    // No public Cache-Control: the page goes out no-store (document-headers.test.ts).
    expect(headers.get('Cache-Control')).toBeNull()
    const order = data.order!
    expect(order).toMatchObject({
      number: 'PS-269901',
      statusLabel: 'Shipped',
      courier: 'Delhivery',
      trackingNumber: 'DLV123456789',
      dispatch: 'Dispatched on 17 November 2026.',
    })
    expect(order.items).toEqual([
      expect.objectContaining({
        productName: 'Standard Visiting Cards',
        quantity: 2,
        tierQuantity: 100,
      }),
    ])
    expect(order.events.map((e) => e.statusLabel)).toEqual(['Shipped', 'In production', 'Paid'])
    expect(order.events[0]!.note).toBe('Handed to Delhivery')
    // Nothing about the buyer is sent back.
    expect(JSON.stringify(order)).not.toMatch(/asha|560025|9876543210/i)
  })

  test('the phone number works too, with or without the country code', async () => {
    const { data } = await callRoute(
      trackLoader,
      `/track-order?number=PS-269901&contact=${encodeURIComponent('+91 98765 43210')}`,
    )
    expect(data.order?.number).toBe('PS-269901')
  })

  test('an unknown number and a wrong email give the same answer', async () => {
    const unknown = await callRoute(
      trackLoader,
      '/track-order?number=PS-999999&contact=asha.rao%40example.com',
    )
    const wrongEmail = await callRoute(
      trackLoader,
      '/track-order?number=PS-269901&contact=someone%40example.com',
    )
    const wrongPhone = await callRoute(
      trackLoader,
      '/track-order?number=PS-269901&contact=9000000000',
    )
    for (const result of [unknown, wrongEmail, wrongPhone]) {
      expect(result.status).toBe(200)
      expect(result.headers.get('Cache-Control')).toBeNull()
      expect({ order: result.data.order, notFound: result.data.notFound }).toEqual(NOT_FOUND)
    }
  })

  test('a missing or malformed field is a 400 with a message, not a lookup', async () => {
    const result = await callRoute(trackLoader, '/track-order?number=hello&contact=')
    expect(result.status).toBe(400)
    expect(result.headers.get('Cache-Control')).toBeNull()
    expect(result.data.notFound).toBe(false)
    const errors = (result.data.result as { error: Record<string, string[]> }).error
    expect(errors.number).toEqual([
      'Enter the order number from your confirmation email, like PS-260001',
    ])
    expect(errors.contact).toEqual(['Enter the email or phone number used on the order'])
  })

  test('expected dispatch counts working days from the 1 pm IST cut-off', () => {
    const day = (d: Date) => d.toISOString().slice(0, 10)
    const none = new Set<string>()
    // Monday 23 November 2026, 11:00 and 14:00 IST.
    expect(day(expectedDispatchDate(new Date('2026-11-23T05:30:00Z'), 1, none))).toBe('2026-11-24')
    expect(day(expectedDispatchDate(new Date('2026-11-23T08:30:00Z'), 1, none))).toBe('2026-11-25')
    // Saturday before the cut-off: Sunday is skipped.
    expect(day(expectedDispatchDate(new Date('2026-11-28T05:30:00Z'), 1, none))).toBe('2026-11-30')
    // Sunday: production starts on Monday.
    expect(day(expectedDispatchDate(new Date('2026-11-22T05:30:00Z'), 3, none))).toBe('2026-11-26')
    // A shop holiday on Tuesday 24 November moves Monday's one-day order to Wednesday (h-speed).
    const holiday = new Set(['2026-11-24'])
    expect(day(expectedDispatchDate(new Date('2026-11-23T05:30:00Z'), 1, holiday))).toBe(
      '2026-11-25',
    )
  })

  test('a paid order shows its expected dispatch date', async () => {
    await prisma.order.update({ where: { number: 'PS-269901' }, data: { status: 'PAID' } })
    const { data } = await callRoute(
      trackLoader,
      '/track-order?number=PS-269901&contact=9876543210',
    )
    expect(data.order?.statusLabel).toBe('Paid')
    expect(data.order?.dispatch).toMatch(
      /^Expected to be dispatched by \w+day, \d+ November 2026\.$/,
    )
  })

  // h-speed: the courier's parcel and its scans, newest first, and what a failed delivery means.
  test('a shipped order shows the courier, the AWB link and the scans, newest first', async () => {
    const order = await prisma.order.findUniqueOrThrow({ where: { number: 'PS-269901' } })
    await prisma.shipment.create({
      data: {
        orderId: order.id,
        provider: 'standin',
        idempotencyKey: `test-${order.id}`,
        awb: 'AWB123',
        courierName: 'Delhivery',
        trackingUrl: 'https://www.delhivery.com/track/package/AWB123',
        status: 'DELIVERY_FAILED',
        weightGrams: 200,
        bookedBy: 'test',
        events: {
          create: [
            {
              eventKey: 'a',
              status: 'PICKED_UP',
              providerStatus: 'Picked Up',
              location: 'Bengaluru',
              occurredAt: new Date('2026-11-24T06:00:00Z'),
            },
            {
              eventKey: 'b',
              status: 'DELIVERY_FAILED',
              providerStatus: 'Undelivered',
              location: 'Mysuru',
              occurredAt: new Date('2026-11-26T09:15:00Z'),
            },
          ],
        },
      },
    })
    const { data } = await callRoute(
      trackLoader,
      '/track-order?number=PS-269901&contact=9876543210',
    )
    expect(data.order?.tracking).toEqual({
      courier: 'Delhivery',
      awb: 'AWB123',
      url: 'https://www.delhivery.com/track/package/AWB123',
    })
    expect(data.order?.shipment?.events.map((e) => [e.label, e.location, e.atLabel])).toEqual([
      ['Delivery attempt failed', 'Mysuru', '26 Nov 2026, 2:45 pm'],
      ['Picked up by the courier', 'Bengaluru', '24 Nov 2026, 11:30 am'],
    ])
    expect(data.order?.shipment?.notice).toMatch(/could not deliver your parcel/)
  })
})

describe('info pages', () => {
  const pages: [string, string, { default: ComponentType } & typeof shippingInfo][] = [
    ['/privacy-policy', 'Privacy policy', privacyPolicy],
    ['/terms-of-service', 'Terms of service', termsOfService],
    ['/shipping-info', 'Shipping information', shippingInfo],
    ['/returns-refunds', 'Returns and refunds', returnsRefunds],
  ]

  test.each(pages)('%s renders its heading, date and contents', async (path, heading, route) => {
    const { status, headers } = await callRoute(route.loader, path)
    expect(status).toBe(200)
    expect(headers.get('Cache-Control')).toMatch(/^public/)

    const meta = route.meta({} as never) as { title?: string; name?: string; content?: string }[]
    expect(meta.find((m) => m.title)?.title).toMatch(/ \| PrintStudio$/)
    expect(meta.find((m) => m.name === 'description')?.content?.length).toBeGreaterThan(50)

    // React warns that layout effects do nothing on the server; that is expected here.
    const consoleError = console.error
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      if (!String(args[0]).includes('useLayoutEffect')) consoleError(...args)
    })
    const Stub = createRemixStub([{ path, Component: route.default }])
    const html = renderToString(createElement(Stub, { initialEntries: [path] }))
    expect(html).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`))
    expect(html).toContain('Last updated <time dateTime="2026-11-22">22 November 2026</time>')
    const anchors = [...html.matchAll(/href="#([a-z-]+)"/g)].map((m) => m[1])
    expect(anchors.length).toBeGreaterThan(3)
    for (const id of anchors) expect(html).toContain(`id="${id}"`)
  })

  test('the pages state the shop facts from SITE', async () => {
    const text = (route: { default: ComponentType }, path: string) =>
      renderToString(
        createElement(createRemixStub([{ path, Component: route.default }]), {
          initialEntries: [path],
        }),
      )
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const shipping = text(shippingInfo, '/shipping-info')
    expect(shipping).toContain('₹250')
    expect(shipping).toContain('₹49')
    expect(shipping).toContain('1 pm')
    const privacy = text(privacyPolicy, '/privacy-policy')
    expect(privacy).toContain('Digital Personal Data Protection Act, 2023')
    expect(privacy).toContain('Grievance Officer')
    expect(text(returnsRefunds, '/returns-refunds')).toContain('5-7 working days')
    expect(text(termsOfService, '/terms-of-service')).toContain('Bengaluru, Karnataka')
  })
})

describe('abuse limits', () => {
  test('a sixth contact message in an hour from one address gets a 429 and is not kept', async () => {
    const headers = { 'X-Forwarded-For': '203.0.113.77' }
    const form = {
      name: 'Rate Tester',
      email: 'rate@example.com',
      subject: 'Other',
      message: 'Testing how many messages one address may send.',
    }
    for (let i = 0; i < 5; i++) {
      expect((await callRoute(contactAction, '/contact', { form, headers })).status).toBe(303)
    }
    const limited = await callRoute(contactAction, '/contact', { form, headers })
    expect(limited.status).toBe(429)
    expect(limited.headers.get('Retry-After')).toMatch(/^\d+$/)
    expect(await prisma.contactMessage.count({ where: { email: 'rate@example.com' } })).toBe(5)
  })

  test('order lookups are limited per address, so order numbers cannot be enumerated', async () => {
    const headers = { 'X-Forwarded-For': '203.0.113.78' }
    const url = '/track-order?number=PS-123456&contact=someone%40example.com'
    for (let i = 0; i < 30; i++) {
      expect((await callRoute(trackLoader, url, { headers })).status).toBe(200)
    }
    const limited = await callRoute(trackLoader, url, { headers })
    expect(limited.status).toBe(429)
    expect(limited.data.order).toBeNull()
  })
})
