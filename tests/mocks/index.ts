/**
 * MSW in the server process (MOCKS=true) and in vitest: fakes the external HTTP services at the
 * network boundary, so the real SDKs (razorpay, cloudinary) and our SMS adapter run unchanged.
 * SMTP is not HTTP: with no SMTP_URL, email stays in the outbox table, where dev and tests read it.
 */
import { setupServer } from 'msw/node'
import { handlers } from './handlers.ts'

export const mockServer = setupServer(...handlers)

let started = false
export function startMocks() {
  if (started) return mockServer
  started = true
  mockServer.listen({
    onUnhandledRequest(request, print) {
      const { hostname } = new URL(request.url)
      // Our own server and the embedded database stay real.
      if (hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '::1') return
      print.warning()
    },
  })
  console.log('MOCKS: external services are faked by MSW (tests/mocks)')
  return mockServer
}
