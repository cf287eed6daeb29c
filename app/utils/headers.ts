import type { HeadersFunction } from '@remix-run/node'

/** A route's document headers are the ones its loader chose (see app/server/http/cache.server.ts). */
export const loaderHeaders: HeadersFunction = ({ loaderHeaders }) => loaderHeaders
