import type { HeadersFunction } from '@remix-run/node'

/**
 * A route's document headers: the ones its loader chose (see app/server/http/cache.server.ts),
 * with what an action answered on top (Retry-After on a refused form post). Whatever they say,
 * entry.server makes an answer to a form post `no-store`.
 */
export const loaderHeaders: HeadersFunction = ({ loaderHeaders, actionHeaders }) => {
  const headers = new Headers(loaderHeaders)
  actionHeaders.forEach((value, key) => headers.set(key, value))
  return headers
}
