import { expect, test } from 'vitest'
import { earnForOrder, reverseForRefund } from '#app/server/loyalty/earn.server.ts'
import { prisma } from '#app/server/platform/db.server.ts'
import { appForFile } from '#tests/setup/app.ts'
import { setupTestDatabase } from '#tests/setup/db.ts'
import { placeOrder, shopper } from '#tests/setup/shopper.ts'

// The customer's order page as the browser receives it, after shipping and a partial refund.
setupTestDatabase()

const app = appForFile()

const visibleText = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, ' ')

test('the page links to the courier, says "Paid by UPI" and shows points net of the withdrawal', async () => {
  const { cookie, user } = await shopper()
  const orderId = await placeOrder(cookie)
  await prisma.order.update({
    where: { id: orderId },
    data: { status: 'SHIPPED', courier: 'Blue Dart', trackingNumber: '50123456789' },
  })
  await prisma.payment.create({
    data: {
      orderId,
      providerOrderId: `order_${orderId}`,
      providerPaymentId: `pay_${orderId}`,
      status: 'CAPTURED',
      amountPaise: 100_000,
      capturedPaise: 100_000,
      capturedAt: new Date(),
      method: 'upi',
    },
  })
  const earned = await earnForOrder(prisma, { orderId, userId: user.id, paidPaise: 100_000 })
  const { reversed } = await reverseForRefund(prisma, {
    orderId,
    refundId: 'rfnd_1',
    refundedPaise: 20_000,
    capturedPaise: 100_000,
    full: false,
    note: 'Partial refund',
  })
  expect(reversed).toBeGreaterThan(0)

  const res = await app.fetch(`/account/orders/${orderId}`, { headers: { Cookie: cookie } })
  expect(res.status).toBe(200)
  const html = await res.text()
  const text = visibleText(html)
  expect(html).toContain(
    'href="https://www.bluedart.com/web/guest/trackdartresultthirdparty?trackFor=0&amp;trackNo=50123456789"',
  )
  expect(text).toContain('Track on Blue Dart’s website')
  expect(text).toContain('Paid by UPI')
  expect(text).not.toMatch(/Method\s+Upi/i)
  expect(text).toContain(
    `${earned - reversed} loyalty points from this order: ${earned} earned, ${reversed} withdrawn after the refund.`,
  )
})
