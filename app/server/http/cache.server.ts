/**
 * Cache policy for pages. Catalog pages are the same for every anonymous visitor, so a CDN may keep
 * them; once a visitor has a cart or session cookie the page shows their cart badge (and later their
 * name), so it must not be shared. `Vary: Cookie` keeps a CDN from mixing the two.
 */
export const CART_COOKIE = 'ps_cart'
export const SESSION_COOKIE = 'ps_session'
/** The PIN code "Check delivery" remembers: pages answering for it are the visitor's own. */
export const DELIVERY_PIN_COOKIE = 'ps_pin'

const PUBLIC = 'public, max-age=60, s-maxage=300, stale-while-revalidate=86400'

export function hasPersonalCookie(request: Request) {
  const cookie = request.headers.get('Cookie') ?? ''
  return new RegExp(`(?:^|;\\s*)(?:${CART_COOKIE}|${SESSION_COOKIE}|${DELIVERY_PIN_COOKIE})=`).test(
    cookie,
  )
}

/**
 * Answers read from data that ships with the build (the PIN code directory): the same for every
 * visitor, cookie or not, and unchanged until a deploy, so browsers keep them a day and shared
 * caches a week. No `Vary: Cookie`: nothing personal goes in.
 */
export const STATIC_DATA_CACHE = {
  'Cache-Control': 'public, max-age=86400, s-maxage=604800, stale-while-revalidate=604800',
} as const

/**
 * Said by a public page whose body, for a shopper with a cart or a session, differs from the
 * anonymous one only in the header's personal slots (app/utils/personal-parts.ts): the page cache
 * may answer such a shopper from the anonymous copy with their parts filled in (decision 070).
 */
export const HEADER_ONLY_PERSONAL = 'X-Personal-Parts'

/** Who a shopper's copy of the page depends on, besides the header (every caller says). */
export type PersonalBody = {
  /**
   * `header`: nothing but the header's slots (the loader reads no session, cart or other cookie);
   * `body`: the loader reads the visitor (signed in or not...), so a shopper's page is rendered.
   */
  personal: 'header' | 'body'
}

/** Headers for a public catalog page: shared cache for anonymous visitors, private otherwise. */
export function catalogCacheHeaders(request: Request, { personal }: PersonalBody): HeadersInit {
  const slots: HeadersInit = personal === 'header' ? { [HEADER_ONLY_PERSONAL]: 'header' } : {}
  return hasPersonalCookie(request)
    ? { 'Cache-Control': 'private, no-cache', Vary: 'Cookie' }
    : { 'Cache-Control': PUBLIC, Vary: 'Cookie', ...slots }
}

/**
 * The one cache rule for pages, applied to every document and data response in entry.server: a
 * response that no catalog loader made cacheable (through its route's `headers` export, see
 * app/utils/headers.ts), and any answer to a form post, is `no-store`, so a page that reads the
 * session is private without saying so. A `Referrer-Policy` a loader chose (the reset page's `no-referrer`, which keeps the
 * token in its URL from leaking) reaches the browser even when its route exports no `headers`.
 */
export function privateByDefault(
  request: Request,
  headers: Headers,
  loaderHeaders: Iterable<Headers> = [],
) {
  for (const set of loaderHeaders) {
    const referrerPolicy = set.get('Referrer-Policy')
    if (referrerPolicy) headers.set('Referrer-Policy', referrerPolicy)
  }
  // What answers a form post carries what the visitor typed, even on a public page.
  const submission = request.method !== 'GET' && request.method !== 'HEAD'
  if (submission || !headers.has('Cache-Control')) headers.set('Cache-Control', 'no-store')
}
