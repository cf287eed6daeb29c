/**
 * Every HTML email is escaped by construction (decision 040): a shopper's name with a script tag
 * and an ampersand, and other typed or staff-entered values, come out as text in each email's
 * HTML, never as markup; the plain-text part keeps them as typed.
 */
import { describe, expect, test, vi } from 'vitest'
import { requestPasswordReset } from '#app/server/accounts/password-reset.server.ts'
import { recoveryEmail } from '#app/server/checkout/recovery-email.server.tsx'
import {
  queueCancelledNotice,
  queueOrderConfirmation,
  queueRefundedNotice,
  queueShippedNotice,
} from '#app/server/orders/order-emails.server.ts'
import { prisma } from '#app/server/platform/db.server.ts'
import { setupTestDatabase } from '#tests/setup/db.ts'
import { makeOrder, makeUser } from '#tests/setup/people-fixtures.ts'

setupTestDatabase()

const NAME = 'Ravi&<script>alert(1)</script>'
const ESCAPED = 'Ravi&amp;&lt;script&gt;alert(1)&lt;/script&gt;'

function expectEscaped(html: string | null | undefined, greeting = `Hi ${ESCAPED},`) {
  expect(html).toMatch(/^<!doctype html>\n<html lang="en">/)
  expect(html).toContain(`<p>${greeting}</p>`)
  expect(html).not.toMatch(/<script/i)
  expect(html).not.toContain('<b>')
}

async function orderFor(name: string) {
  const user = await makeUser()
  const order = await makeOrder({ userId: user.id })
  return prisma.order.update({
    where: { id: order.id },
    data: {
      shippingAddress: {
        name: `${name} Kumar`,
        line1: '12 <b>MG</b> Road & Lane',
        city: 'Pune',
        state: 'Maharashtra',
        pinCode: '411001',
      },
      courier: 'Blue <b>Dart</b> & Co',
      trackingNumber: 'BD-1&2',
    },
  })
}

const htmlOf = (ids: string[]) =>
  prisma.outboxMessage.findMany({ where: { id: { in: ids }, channel: 'EMAIL' } })

describe('a name with <script> and & is escaped in every email', () => {
  test('the order confirmation', async () => {
    const order = await orderFor(NAME)
    const [email] = await htmlOf(
      await prisma.$transaction((tx) => queueOrderConfirmation(tx, order.id, { sms: false })),
    )
    expectEscaped(email!.html)
    expect(email!.html).toContain(`${ESCAPED} Kumar<br/>12 &lt;b&gt;MG&lt;/b&gt; Road &amp; Lane`)
    expect(email!.text).toContain(`Hi ${NAME},`)
  })

  test('the shipped, cancelled and refunded notices', async () => {
    const order = await orderFor(NAME)
    const ids = await prisma.$transaction(async (tx) => [
      ...(await queueShippedNotice(tx, order.id)),
      ...(await queueCancelledNotice(tx, order.id, { refundPaise: 0, pointsReturned: 0 })),
      ...(await queueRefundedNotice(tx, order.id, {
        amountPaise: 100,
        full: false,
        creditNote: null,
      })),
    ])
    const emails = await htmlOf(ids)
    expect(emails).toHaveLength(3)
    for (const email of emails) expectEscaped(email.html)
    const shipped = emails.find((e) => e.subject?.includes('shipped'))!
    expect(shipped.html).toContain('<strong>Blue &lt;b&gt;Dart&lt;/b&gt; &amp; Co</strong>')
    expect(shipped.html).toContain('<strong>BD-1&amp;2</strong>')
    expect(shipped.text).toContain('Courier: Blue <b>Dart</b> & Co')
  })

  test('the cart reminder', () => {
    for (const nth of [1, 2]) {
      const email = recoveryEmail({
        nth,
        firstName: `${NAME} Kumar`,
        startedAt: new Date('2026-11-20T10:00:00Z'),
        cart: {
          items: [
            {
              name: 'Cards & <b>Co</b>',
              options: [{ option: 'Paper', value: '<i>Matt</i>' }],
              quantity: 2,
              tierQuantity: 100,
              unit: 'cards',
              available: true,
              lineTotalPaise: 59_800,
            },
          ],
          subtotalPaise: 59_800,
          discountPaise: 0,
          loyaltyPointsApplied: 0,
          shippingFeePaise: 0,
          grandTotalPaise: 59_800,
        },
        restoreUrl: 'https://printstudio.in/cart/recover?token=a"b&c=1',
        unsubscribeUrl: 'https://printstudio.in/unsubscribe?token=z',
      })
      expectEscaped(email.html)
      expect(email.html).toContain('<strong>Cards &amp; &lt;b&gt;Co&lt;/b&gt;</strong>')
      expect(email.html).toContain('Paper: &lt;i&gt;Matt&lt;/i&gt;')
      expect(email.html).toContain(
        'href="https://printstudio.in/cart/recover?token=a&quot;b&amp;c=1"',
      )
      expect(email.text).toContain(`Hi ${NAME},`)
    }
  })

  test('the password reset', async () => {
    const user = await makeUser({ firstName: NAME })
    await requestPasswordReset(user.email)
    // Delivery runs after the answer: wait for it (kept, with no mail server) before reading.
    const email = await vi.waitFor(async () => {
      const row = await prisma.outboxMessage.findFirstOrThrow({ where: { to: user.email } })
      expect(row.status).toBe('KEPT')
      return row
    })
    expectEscaped(email.html, `Hello ${ESCAPED},`)
    expect(email.text).toContain(`Hello ${NAME},`)
  })
})
