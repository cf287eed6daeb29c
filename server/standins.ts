import type { RequestHandler } from 'msw'

/**
 * The labelled stand-ins of a demo or development server without keys (Razorpay, decision 020;
 * Shiprocket, decision 058), answered by ONE MSW server. Two `setupServer`s in one process do not
 * add up: each passes the other's requests on to the network, so a second one made every
 * Razorpay call of `npm start` fail ("could not reach our payment partner").
 */
export async function startStandIns({
  payments,
  shipping,
}: {
  payments: boolean
  shipping: boolean
}) {
  const razorpay = payments
    ? await import('../app/server/payments/standin/standin-api.server.ts')
    : null
  const shiprocket = shipping
    ? await import('../app/server/shipping/standin/standin-shiprocket.server.ts')
    : null
  const handlers: RequestHandler[] = [
    ...(razorpay?.razorpayStandInHandlers ?? []),
    ...(shiprocket?.shiprocketStandInHandlers ?? []),
  ]
  if (!handlers.length) return null
  const { setupServer } = await import('msw/node')
  const server = setupServer(...handlers)
  server.listen({ onUnhandledRequest: 'bypass' })
  await razorpay?.standInRazorpayStarted()
  return server
}
