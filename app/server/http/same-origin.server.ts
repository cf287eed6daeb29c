/**
 * Cross-site request forgery: every request that can change something (POST, PUT, PATCH, DELETE)
 * must come from one of our own pages, or from a client that is not a browser at all. The HTTP
 * server (server/request-guards.ts) applies this before any route runs, so resource routes such as
 * /api/auth/login and /logout are covered as well as page actions, and a refusal is a 403 that
 * says why instead of the 500 Remix's own check gives. Decision 028.
 *
 * A browser says where a request comes from: `Sec-Fetch-Site` (every current browser; no page
 * can set it) or, failing that, `Origin`. A request carrying neither is not from a current
 * browser; it may still send a JSON body or a bearer token, which no cross-site form can, but a
 * form-shaped body (urlencoded, multipart, text/plain) must prove its origin.
 */

/** The posts that come from elsewhere by design; each proves itself with a signature or token. */
export const CROSS_SITE_POSTS = [
  // Razorpay's servers (HMAC of the body in X-Razorpay-Signature).
  '/api/webhooks/razorpay',
  // Shiprocket's servers (the shared token in x-api-key, compared in constant time; decision 058).
  '/api/webhooks/shiprocket',
  // Razorpay's hosted checkout page, through the shopper's browser (signed payment ids).
  '/payment/callback',
] as const

/**
 * Posts whose URL carries a signed token that is the whole proof, so where they come from does not
 * matter: the cart reminders' unsubscribe, which mail providers POST themselves as RFC 8058's
 * one-click `List-Unsubscribe=One-Click`, with no Origin (decision 025; issue 21, UNSUB-1). A forged
 * post without the email's token unsubscribes nobody.
 */
export const TOKEN_POSTS = ['/unsubscribe'] as const

export const CROSS_SITE_MESSAGE =
  'This request came from another website, so we did not act on it. Go back to our page and try again.'

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

export interface GuardedRequest {
  method: string
  /** The path, without the query. */
  path: string
  header(name: string): string | null | undefined
}

/** Content a plain HTML form (or navigator.sendBeacon with a string) can send cross-site. */
function formShaped(contentType: string | null | undefined) {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase()
  return (
    type === 'application/x-www-form-urlencoded' ||
    type === 'multipart/form-data' ||
    type === 'text/plain'
  )
}

function sameOrigin(origin: string, host: string | null | undefined, appUrl: string) {
  if (origin === 'null') return false
  try {
    const url = new URL(origin)
    return url.origin === new URL(appUrl).origin || (Boolean(host) && url.host === host)
  } catch {
    return false
  }
}

/**
 * Null when the request may go on; otherwise why not. `appUrl` is the store's public address
 * (APP_URL); the Host header is also accepted as ours, as Remix's own check does.
 */
export function crossSiteRefusal(request: GuardedRequest, appUrl: string): string | null {
  if (!STATE_CHANGING.has(request.method.toUpperCase())) return null
  if ((CROSS_SITE_POSTS as readonly string[]).includes(request.path.replace(/\/+$/, '')))
    return null
  if ((TOKEN_POSTS as readonly string[]).includes(request.path.replace(/\/+$/, ''))) return null

  const site = request.header('sec-fetch-site')
  if (site) return site === 'same-origin' || site === 'none' ? null : CROSS_SITE_MESSAGE

  const origin = request.header('origin')
  if (origin) return sameOrigin(origin, request.header('host'), appUrl) ? null : CROSS_SITE_MESSAGE

  // Not a browser that says where it is: only what a cross-site form cannot send.
  if (/^Bearer\s/i.test(request.header('authorization') ?? '')) return null
  return formShaped(request.header('content-type')) ? CROSS_SITE_MESSAGE : null
}

/** The refusal as an answer: the one JSON shape under /api, plain text elsewhere. */
export function crossSiteResponse(path: string, message: string) {
  const api = path === '/api' || path.startsWith('/api/')
  return api
    ? Response.json(
        { success: false, message },
        { status: 403, headers: { 'Cache-Control': 'no-store' } },
      )
    : new Response(message, {
        status: 403,
        headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
      })
}

/** The guard for a Fetch Request (the in-process test app): a 403 Response, or null. */
export function refuseCrossSite(request: Request, appUrl: string): Response | null {
  const path = new URL(request.url).pathname
  const refusal = crossSiteRefusal(
    { method: request.method, path, header: (name) => request.headers.get(name) },
    appUrl,
  )
  return refusal ? crossSiteResponse(path, refusal) : null
}
