/**
 * The one browser client for the store's JSON endpoints (`/api/*`, `/resources/*`). Every browser
 * call goes through `apiRequest`, which reads answers by the spec's rules (section 8):
 *
 * - 204 → success; an empty JSON body on OK → success.
 * - An unparsable JSON body → `ApiError('Failed to parse JSON response')` with the status.
 * - A non-JSON OK answer → success with the text as `message`.
 * - Not OK → `ApiError` whose message is the server's `message`, else its `error`, else
 *   'HTTP error! Status: ' plus the status text; `status` and `data` (the body) are attached.
 * - A JSON object without `success` is success (`success: true` is added); `success: false`
 *   is a failure like a non-OK answer.
 *
 * Cookies go with every call (`credentials: 'include'`). Reads (GET) are retried once when the
 * network fails or the server answers 5xx; writes never are (a retried POST could add twice).
 * Nothing here listens to the window: answers are never refetched on focus.
 */

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly data?: unknown,
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

export const PARSE_ERROR_MESSAGE = 'Failed to parse JSON response'

export type ApiSuccess<T = Record<string, unknown>> = T & { success: true; message?: string }

export type ApiRequestInit = Omit<RequestInit, 'body'> & {
  /** Sent as JSON (with its Content-Type). */
  json?: unknown
  /** Sent as is (FormData for uploads; the browser sets the multipart boundary). */
  body?: BodyInit
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const isJson = (res: Response) => /\bjson\b/i.test(res.headers.get('Content-Type') ?? '')

function failureMessage(res: Response, data: unknown) {
  if (isRecord(data)) {
    if (typeof data.message === 'string' && data.message) return data.message
    if (typeof data.error === 'string' && data.error) return data.error
  }
  return `HTTP error! Status: ${res.statusText || res.status}`
}

/** Reads one answer by the rules above (exported for the tests). */
export async function readApiResponse<T = Record<string, unknown>>(
  res: Response,
): Promise<ApiSuccess<T>> {
  if (res.status === 204) return { success: true } as ApiSuccess<T>
  const text = await res.text()
  if (!res.ok) {
    let data: unknown = text || undefined
    if (text && isJson(res)) {
      try {
        data = JSON.parse(text)
      } catch {
        // Keep the text: the status still says what went wrong.
      }
    }
    throw new ApiError(failureMessage(res, data), res.status, data)
  }
  if (!isJson(res)) return { success: true, message: text } as ApiSuccess<T>
  if (!text.trim()) return { success: true } as ApiSuccess<T>
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch {
    throw new ApiError(PARSE_ERROR_MESSAGE, res.status, text)
  }
  if (!isRecord(data)) return { success: true, data } as unknown as ApiSuccess<T>
  if (data.success === false) throw new ApiError(failureMessage(res, data), res.status, data)
  return { ...data, success: true } as ApiSuccess<T>
}

function shouldRetry(error: unknown) {
  if (error instanceof ApiError) return error.status >= 500
  // fetch rejects with a TypeError when the network fails; an abort is the caller's choice.
  return !(error instanceof DOMException && error.name === 'AbortError')
}

/** One call to a JSON endpoint; resolves with the success body, rejects with `ApiError`. */
export async function apiRequest<T = Record<string, unknown>>(
  url: string,
  { json, body, headers, ...init }: ApiRequestInit = {},
): Promise<ApiSuccess<T>> {
  const method = (init.method ?? 'GET').toUpperCase()
  const requestHeaders = new Headers(headers)
  if (!requestHeaders.has('Accept')) requestHeaders.set('Accept', 'application/json')
  if (json !== undefined) requestHeaders.set('Content-Type', 'application/json')
  const send = async () =>
    readApiResponse<T>(
      await fetch(url, {
        ...init,
        method,
        headers: requestHeaders,
        credentials: 'include',
        body: json !== undefined ? JSON.stringify(json) : body,
      }),
    )
  if (method !== 'GET') return send()
  try {
    return await send()
  } catch (error) {
    if (!shouldRetry(error) || init.signal?.aborted) throw error
    return send()
  }
}

export const api = {
  get: <T = Record<string, unknown>>(url: string, init?: Omit<ApiRequestInit, 'method'>) =>
    apiRequest<T>(url, { ...init, method: 'GET' }),
  post: <T = Record<string, unknown>>(url: string, init?: Omit<ApiRequestInit, 'method'>) =>
    apiRequest<T>(url, { ...init, method: 'POST' }),
  put: <T = Record<string, unknown>>(url: string, init?: Omit<ApiRequestInit, 'method'>) =>
    apiRequest<T>(url, { ...init, method: 'PUT' }),
  delete: <T = Record<string, unknown>>(url: string, init?: Omit<ApiRequestInit, 'method'>) =>
    apiRequest<T>(url, { ...init, method: 'DELETE' }),
}
