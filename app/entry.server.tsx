import { Transform } from 'node:stream'
import type { AppLoadContext, EntryContext } from '@remix-run/node'
import { createReadableStreamFromReadable } from '@remix-run/node'
import { RemixServer } from '@remix-run/react'
import { isbot } from 'isbot'
import { renderToPipeableStream } from 'react-dom/server'
import { LayoutHtmlContext, type LayoutHtml } from './components/layout/static-island.tsx'
import { privateByDefault } from './server/http/cache.server.ts'
import { getLayoutHtml } from './layout-html.server.tsx'
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

/**
 * Joins the small writes React makes while rendering (2 KB each) into one chunk per tick. Remix
 * flushes the response after every chunk, and each flush makes the compressor close a block: a
 * document in 30 chunks cost 30 brotli flushes, most of the compression time (decision 027).
 * Content that streams later (a Suspense boundary resolving) still goes out as it comes.
 */
function coalesceWrites() {
  let pending: Buffer[] = []
  let scheduled = false
  const stream: Transform = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      pending.push(chunk)
      if (!scheduled) {
        scheduled = true
        setImmediate(() => {
          scheduled = false
          if (pending.length) stream.push(Buffer.concat(pending))
          pending = []
        })
      }
      callback()
    },
    flush(callback) {
      if (pending.length) stream.push(Buffer.concat(pending))
      pending = []
      callback()
    },
  })
  return stream
}

/** The layout's static parts (menus, footer lists); a page still renders when they cannot load. */
async function layoutHtml(): Promise<LayoutHtml | null> {
  try {
    return await getLayoutHtml()
  } catch (error) {
    console.error('layout: could not load the menus and footer lists', error)
    return null
  }
}

export default async function handleRequest(
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
  const layout = await layoutHtml()
  return new Promise((resolve, reject) => {
    let shellRendered = false
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <LayoutHtmlContext.Provider value={layout}>
          <RemixServer context={remixContext} url={request.url} nonce={nonce} />
        </LayoutHtmlContext.Provider>
      </NonceProvider>,
      {
        nonce,
        [readyEvent]() {
          shellRendered = true
          const body = coalesceWrites()
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
