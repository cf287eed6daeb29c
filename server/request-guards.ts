/**
 * The HTTP server's guards of issue 11 (decision 028), kept apart from server/index.ts: the
 * client's address as TRUST_PROXY says to read it, the same-origin rule for every state-changing
 * request, and the Permissions-Policy header. Installed before compression, logging and Remix.
 */
import type express from 'express'
import { crossSiteRefusal, crossSiteResponse } from '../app/server/http/same-origin.server.ts'
import type { Env } from '../app/server/platform/env.server.ts'
import { PEER_ADDRESS_HEADER, trustedProxy } from '../app/server/platform/rate-limit.server.ts'

/**
 * Express's own `trust proxy` (req.ip in the access log, req.protocol), from the same setting as
 * the rate limits' clientIp: Fly's proxy is one hop.
 */
export function expressTrustProxy(env: Env): number | false {
  const trust = trustedProxy(env)
  return trust.kind === 'none' ? false : trust.kind === 'fly' ? 1 : trust.hops
}

/** No page of ours uses these; a page that was made to (an injected frame) gets nothing either. */
const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'usb=()',
  'serial=()',
  'bluetooth=()',
  'hid=()',
  'midi=()',
  'magnetometer=()',
  'gyroscope=()',
  'accelerometer=()',
  'display-capture=()',
  'browsing-topics=()',
  // Razorpay's checkout frame may use the Payment Request API.
  'payment=(self "https://api.razorpay.com" "https://checkout.razorpay.com")',
].join(', ')

export function installRequestGuards(app: express.Express, env: Env) {
  const peerHeader = PEER_ADDRESS_HEADER.toLowerCase()
  app.use((req, res, next) => {
    // The socket's address, for clientIp(); a client's own header of that name is dropped.
    req.headers[peerHeader] = req.socket.remoteAddress ?? ''
    res.setHeader('Permissions-Policy', PERMISSIONS_POLICY)

    const refusal = crossSiteRefusal(
      { method: req.method, path: req.path, header: (name) => req.get(name) },
      env.APP_URL,
    )
    if (!refusal) return next()
    console.warn(
      `refused a cross-site ${req.method} ${req.path} (origin ${req.get('origin') ?? '-'}, sec-fetch-site ${req.get('sec-fetch-site') ?? '-'})`,
    )
    const response = crossSiteResponse(req.path, refusal)
    res.status(response.status)
    response.headers.forEach((value, key) => res.setHeader(key, value))
    void response.text().then((body) => res.end(body))
  })
}
