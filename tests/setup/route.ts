import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'

type RouteFn = (args: LoaderFunctionArgs & ActionFunctionArgs) => unknown
type Unwrap<T> = T extends { data: infer D; init: unknown } ? D : T extends Response ? never : T

export interface RouteResult<T> {
  data: T
  status: number
  headers: Headers
}

export interface CallOptions {
  params?: Record<string, string>
  method?: string
  /** A FormData or an object turned into one (a form post). */
  form?: FormData | Record<string, string | string[]>
  json?: unknown
  headers?: HeadersInit
}

export function buildRequest(url: string, { method, form, json, headers }: CallOptions = {}) {
  const init: RequestInit = {
    method: method ?? (form || json ? 'POST' : 'GET'),
    headers: new Headers(headers),
  }
  if (form) {
    if (form instanceof FormData) init.body = form
    else {
      const body = new FormData()
      for (const [k, v] of Object.entries(form)) for (const item of [v].flat()) body.append(k, item)
      init.body = body
    }
  } else if (json !== undefined) {
    init.body = JSON.stringify(json)
    ;(init.headers as Headers).set('Content-Type', 'application/json')
  }
  return new Request(new URL(url, 'http://localhost'), init)
}

/**
 * Calls a route loader or action as Remix would and normalises what it gives back: plain data,
 * `data(value, init)`, or a Response (returned or thrown: redirects and 4xx come back, not thrown).
 */
export async function callRoute<F extends RouteFn>(
  fn: F,
  url: string,
  options: CallOptions = {},
): Promise<RouteResult<Unwrap<Awaited<ReturnType<F>>>> & { response?: Response }> {
  const request = buildRequest(url, options)
  let result: unknown
  try {
    result = await fn({ request, params: options.params ?? {}, context: {} })
  } catch (thrown) {
    if (thrown instanceof Response) result = thrown
    else if (isDataWithInit(thrown)) result = thrown
    else throw thrown
  }
  if (result instanceof Response) {
    return {
      data: undefined as never,
      status: result.status,
      headers: result.headers,
      response: result,
    }
  }
  if (isDataWithInit(result)) {
    return {
      data: result.data as never,
      status: result.init?.status ?? 200,
      headers: new Headers(result.init?.headers),
    }
  }
  return { data: result as never, status: 200, headers: new Headers() }
}

function isDataWithInit(value: unknown): value is { data: unknown; init: ResponseInit | null } {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { type?: string }).type === 'DataWithResponseInit'
  )
}

/** The cookie header a browser would send back after these responses' Set-Cookie headers. */
export function cookieFrom(headers: Headers) {
  return headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')
}
