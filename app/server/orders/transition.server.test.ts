import { expect, test } from 'vitest'
import { ADMIN_ORDER_MESSAGES } from '#app/utils/admin-order.ts'
import { setupTestDatabase } from '#tests/setup/db.ts'
import { makeOrder } from '#tests/setup/people-fixtures.ts'
import { approveForPrint } from '#tests/setup/prepress.ts'
import { prisma } from '../platform/db.server.ts'
import { refusal } from '../platform/testing.ts'
import { transition, tryTransition, type TransitionInput } from './transition.server.ts'

setupTestDatabase()

const staff = 'staff@example.com'

const run = (input: TransitionInput) => prisma.$transaction((tx) => transition(tx, input))
const tryRun = (input: TransitionInput) => prisma.$transaction((tx) => tryTransition(tx, input))

const orderNow = (id: string) =>
  prisma.order.findUniqueOrThrow({
    where: { id },
    include: { events: { orderBy: { createdAt: 'asc' } } },
  })

test('a move the table does not allow is refused with 409 and writes nothing', async () => {
  const order = await makeOrder({ userId: null, status: 'DELIVERED' })
  expect(
    await refusal(run({ orderId: order.id, from: 'DELIVERED', to: 'IN_PRODUCTION', actor: staff })),
  ).toEqual({
    status: 409,
    message: 'An order that is delivered cannot be marked in production.',
  })
  const after = await orderNow(order.id)
  expect(after.status).toBe('DELIVERED')
  expect(after.productionAt).toBeNull()
  expect(after.events).toEqual([])
})

test('a legal move writes the status, its milestone date and one timeline line naming who', async () => {
  const order = await makeOrder({ userId: null, status: 'PAID' })
  await approveForPrint(order.id)
  const at = new Date('2026-11-20T10:00:00Z')
  await run({
    orderId: order.id,
    from: 'PAID',
    to: 'IN_PRODUCTION',
    actor: staff,
    note: 'On the press',
    at,
  })
  const after = await orderNow(order.id)
  expect(after.status).toBe('IN_PRODUCTION')
  expect(after.productionAt).toEqual(at)
  expect(after.events).toMatchObject([
    { status: 'IN_PRODUCTION', kind: 'status', note: 'On the press', actor: staff, createdAt: at },
  ])

  await run({
    orderId: order.id,
    from: 'IN_PRODUCTION',
    to: 'SHIPPED',
    actor: staff,
    data: { courier: 'Delhivery', trackingNumber: 'AWB1234567' },
  })
  const shipped = await orderNow(order.id)
  expect(shipped).toMatchObject({ status: 'SHIPPED', courier: 'Delhivery' })
  expect(shipped.shippedAt).toBeInstanceOf(Date)
  expect(shipped.events.map((e) => e.status)).toEqual(['IN_PRODUCTION', 'SHIPPED'])
})

test('an order changed meanwhile is a 409 that says what it is now; no such order is a 404', async () => {
  const order = await makeOrder({ userId: null, status: 'PAID' })
  await approveForPrint(order.id)
  await run({ orderId: order.id, from: 'PAID', to: 'IN_PRODUCTION', actor: 'first@example.com' })
  expect(
    await refusal(run({ orderId: order.id, from: 'PAID', to: 'IN_PRODUCTION', actor: staff })),
  ).toEqual({
    status: 409,
    message:
      'This order was changed meanwhile: it is now in production. Reload the page to see it.',
  })
  expect((await orderNow(order.id)).events).toHaveLength(1)
  expect(
    await refusal(run({ orderId: 'no-such-order', from: 'PAID', to: 'CANCELLED', actor: staff })),
  ).toEqual({ status: 404, message: 'Order not found' })
})

test('into production, an item still awaiting artwork is the reason given', async () => {
  const order = await makeOrder({ userId: null, status: 'PAID' })
  await prisma.orderItem.updateMany({
    where: { orderId: order.id },
    data: { awaitingArtwork: true },
  })
  expect(
    await refusal(run({ orderId: order.id, from: 'PAID', to: 'IN_PRODUCTION', actor: staff })),
  ).toEqual({ status: 409, message: ADMIN_ORDER_MESSAGES.awaitingArtwork })
  expect((await orderNow(order.id)).status).toBe('PAID')
})

test('without a from, the states the table allows are the ones that may move', async () => {
  const shipped = await makeOrder({ userId: null, status: 'SHIPPED' })
  expect(await tryRun({ orderId: shipped.id, to: 'REFUNDED', actor: 'razorpay' })).toEqual({
    changed: true,
  })
  const pending = await makeOrder({ userId: null, status: 'PENDING_PAYMENT' })
  expect(await tryRun({ orderId: pending.id, to: 'REFUNDED', actor: 'razorpay' })).toEqual({
    changed: false,
  })
  expect((await orderNow(pending.id)).status).toBe('PENDING_PAYMENT')

  // A hold: the payment's timeline line and the reason, from awaiting payment or expired.
  const expired = await makeOrder({ userId: null, status: 'EXPIRED' })
  await tryRun({
    orderId: expired.id,
    to: 'ON_HOLD',
    actor: 'razorpay',
    kind: 'payment',
    note: 'Late payment',
    data: { holdReason: 'Late payment' },
  })
  const held = await orderNow(expired.id)
  expect(held).toMatchObject({ status: 'ON_HOLD', holdReason: 'Late payment' })
  expect(held.events).toMatchObject([{ status: 'ON_HOLD', kind: 'payment', note: 'Late payment' }])
})

test('the reporting variant says changed: false when another instance got there first', async () => {
  const order = await makeOrder({ userId: null, status: 'PENDING_PAYMENT' })
  const at = new Date()
  const pay = (actor: string) =>
    tryRun({ orderId: order.id, from: 'PENDING_PAYMENT', to: 'PAID', actor, at })
  // Two arrivals at once (callback and webhook): the row lock makes the second wait and miss.
  const results = await Promise.all([pay('customer'), pay('razorpay')])
  expect(results.map((r) => r.changed).sort()).toEqual([false, true])
  const after = await orderNow(order.id)
  expect(after.status).toBe('PAID')
  expect(after.paidAt).toEqual(at)
  expect(after.events).toHaveLength(1)
  // And once it has moved on, later arrivals change nothing and are not errors.
  expect(await pay('system')).toEqual({ changed: false })
  expect((await orderNow(order.id)).events).toHaveLength(1)
})

test('a caller may write the timeline line itself', async () => {
  const order = await makeOrder({ userId: null, status: 'PAID' })
  await tryRun({ orderId: order.id, to: 'REFUNDED', actor: 'razorpay', event: false })
  const after = await orderNow(order.id)
  expect(after.status).toBe('REFUNDED')
  expect(after.events).toEqual([])
})
