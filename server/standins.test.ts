import { afterAll, beforeAll, expect, test } from 'vitest'
import { razorpayGateway } from '#app/server/payments/payment-gateway.server.ts'
import { COURIER_UNAVAILABLE } from '#app/server/shipping/shipping-provider.server.ts'
import { shiprocketProvider } from '#app/server/shipping/shiprocket.server.ts'
import { setupTestDatabase } from '#tests/setup/db.ts'
import { startStandIns } from './standins.ts'

setupTestDatabase()

// `npm start` without keys or an account runs the labelled stand-ins of Razorpay and Shiprocket
// in the server's own process (decisions 020 and 058). Both must answer there: a shopper pays
// through the one, staff book through the other.
let server: Awaited<ReturnType<typeof startStandIns>>
beforeAll(async () => {
  server = await startStandIns({ payments: true, shipping: true })
})
afterAll(() => server?.close())

test('a demo server answers Razorpay and Shiprocket calls at once', async () => {
  const order = await razorpayGateway().createOrder({
    amountPaise: 34_900,
    receipt: 'PS-STANDINS',
    notes: {},
  })
  expect(order).toMatchObject({ amount: 34_900, status: 'created' })
  expect(await razorpayGateway().fetchOrderPayments(order.id)).toEqual([])
  // The courier answers too (an AWB it never booked), rather than being out of reach.
  const tracked = await shiprocketProvider()
    .track('NO-SUCH-AWB')
    .then(
      () => 'answered',
      (error: Error) => error.message,
    )
  expect(tracked).not.toBe(COURIER_UNAVAILABLE)
})
