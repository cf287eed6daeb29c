import { PassThrough } from 'node:stream'
import type { AppLoadContext, EntryContext } from '@remix-run/node'
import { createReadableStreamFromReadable } from '@remix-run/node'
import { RemixServer } from '@remix-run/react'
import { isbot } from 'isbot'
import { renderToPipeableStream } from 'react-dom/server'
import { privateByDefault } from './server/http/cache.server.ts'
import { type AppError, isAppError } from './server/platform/errors.server.ts'
import { NonceProvider } from './utils/nonce.ts'

export const streamTimeout = 5_000

/**
 * An AppError that escaped a loader or action (a page rarely catches "database unavailable" or
 * "busy"), by request: the answer keeps its status and headers instead of Remix's 500, so a
 * database restart is a 503 with Retry-After (decision 028).
 */
const refusals = new WeakMap<Request, AppError>()

export function handleError(error: unknown, { request }: { request: Request }) {
  if (isAppError(error)) {
    refusals.set(request, error)
    // A refusal is not a bug: it was logged where it was decided, if at all.
    if (error.status < 500 || error.status === 503) return
  }
  if (!request.signal.aborted) console.error(error)
}

/** The status and extra headers of an answer Remix made a 500 because an AppError escaped. */
function keepRefusal(request: Request, status: number, headers: Headers) {
  const refusal = refusals.get(request)
  if (!refusal || status !== 500) return status
  new Headers(refusal.headers).forEach((value, key) => headers.set(key, value))
  return refusal.status
}

/** Loader data for client navigations: private unless a catalog route made it public. */
export function handleDataRequest(response: Response, { request }: { request: Request }) {
  const headers = new Headers(response.headers)
  privateByDefault(request, headers)
  const status = keepRefusal(request, response.status, headers)
  return new Response(response.body, {
    status,
    statusText: status === response.status ? response.statusText : '',
    headers,
  })
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  privateByDefault(
    request,
    responseHeaders,
    Object.values(remixContext.staticHandlerContext.loaderHeaders ?? {}),
  )
  responseStatusCode = keepRefusal(request, responseStatusCode, responseHeaders)
  const nonce = typeof loadContext.cspNonce === 'string' ? loadContext.cspNonce : undefined
  // Bots and no-JS crawlers get the whole document at once; browsers get it streamed.
  const readyEvent = isbot(request.headers.get('user-agent') ?? '') ? 'onAllReady' : 'onShellReady'
  return new Promise((resolve, reject) => {
    let shellRendered = false
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <RemixServer context={remixContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        [readyEvent]() {
          shellRendered = true
          const body = new PassThrough()
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          )
          pipe(body)
        },
        onShellError(error: unknown) {
          reject(error)
        },
        onError(error: unknown) {
          responseStatusCode = 500
          // Errors after the shell are already in the stream; log them here.
          if (shellRendered) console.error(error)
        },
      },
    )
    setTimeout(abort, streamTimeout + 1000)
  })
}
