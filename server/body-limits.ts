/**
 * Bounded bodies at the edge (decision 030): every request with a body is measured against its
 * kind's limit (app/server/http/body-limits.server.ts) before any route sees it. A declared
 * Content-Length over the limit is answered at once without reading a byte; any other body is
 * counted as it arrives and cut off at the limit; a form over the field caps is refused. Bodies of
 * every kind but uploads are held whole in `res.locals.body` and handed to Remix from there
 * (createRequestHandler below); uploads stream on to the route, which keeps its own limit.
 */
import type http from 'node:http'
import {
  createReadableStreamFromReadable,
  createRequestHandler as createRemixRequestHandler,
  writeReadableStreamToWritable,
  type AppLoadContext,
  type ServerBuild,
} from '@remix-run/node'
import type express from 'express'
import {
  BODY_MESSAGES,
  bodyRefusal,
  bodyRule,
  declaredTooLarge,
  tooManyFields,
} from '../app/server/http/body-limits.server.ts'

/** Reads at most `limit` bytes of the body; null as soon as it is longer (the rest is not read). */
function readBounded(req: http.IncomingMessage, limit: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    const done = () => {
      req.off('data', onData)
      req.off('end', onEnd)
      req.off('error', onError)
      req.off('aborted', onAborted)
    }
    const onData = (chunk: Buffer) => {
      size += chunk.length
      if (size > limit) {
        done()
        req.pause()
        resolve(null)
      } else chunks.push(chunk)
    }
    const onEnd = () => {
      done()
      resolve(Buffer.concat(chunks, size))
    }
    const onError = (error: Error) => {
      done()
      reject(error)
    }
    const onAborted = () => onError(new Error('request aborted'))
    req.on('data', onData)
    req.on('end', onEnd)
    req.on('error', onError)
    req.on('aborted', onAborted)
  })
}

async function send(res: express.Response, response: Response) {
  res.status(response.status)
  response.headers.forEach((value, key) => res.setHeader(key, value))
  res.end(await response.text())
}

export function installBodyLimits(app: express.Express) {
  app.use((req, res, next) => {
    const rule = bodyRule(req.method, req.path, req.get('content-type'))
    if (!rule) return next()
    if (declaredTooLarge(rule, req.get('content-length'))) {
      // Nothing of the body is read: the connection closes after the answer.
      return void send(res, bodyRefusal(req.path, 413, BODY_MESSAGES.tooLarge))
    }
    if (!rule.buffered) return next()
    readBounded(req, rule.maxBytes).then(
      (body) => {
        if (!body) return send(res, bodyRefusal(req.path, 413, BODY_MESSAGES.tooLarge))
        if (tooManyFields(req.get('content-type'), body)) {
          return send(res, bodyRefusal(req.path, 400, BODY_MESSAGES.tooManyFields))
        }
        res.locals.body = body
        next()
      },
      () => {
        // The client went away mid-body: nobody is left to answer.
        req.destroy()
      },
    )
  })
}

/**
 * @remix-run/express's handler, reading the body held by installBodyLimits when there is one
 * (its own reads the request stream, which the guard has already read).
 */
export function createRequestHandler({
  build,
  mode,
  getLoadContext,
}: {
  build: ServerBuild | (() => Promise<ServerBuild>)
  mode: string
  getLoadContext: (req: express.Request, res: express.Response) => AppLoadContext
}): express.RequestHandler {
  const handleRequest = createRemixRequestHandler(build, mode)
  return async (req, res, next) => {
    try {
      const request = remixRequest(req, res)
      const response = await handleRequest(request, getLoadContext(req, res))
      res.statusMessage = response.statusText
      res.status(response.status)
      for (const [key, value] of response.headers.entries()) res.append(key, value)
      if (response.headers.get('Content-Type')?.match(/text\/event-stream/i)) res.flushHeaders()
      if (response.body) await writeReadableStreamToWritable(response.body, res)
      else res.end()
    } catch (error) {
      next(error)
    }
  }
}

function remixRequest(req: express.Request, res: express.Response) {
  // As @remix-run/express builds it: the port from X-Forwarded-Host or Host, the host from
  // req.hostname (which respects `trust proxy`), the path from req.originalUrl.
  const [, forwardedPort] = req.get('X-Forwarded-Host')?.split(':') ?? []
  const [, hostPort] = req.get('host')?.split(':') ?? []
  const a = Number.parseInt(forwardedPort ?? '', 10)
  const b = Number.parseInt(hostPort ?? '', 10)
  const port = Number.isSafeInteger(a) ? a : Number.isSafeInteger(b) ? b : ''
  const url = new URL(
    `${req.protocol}://${req.hostname}${port ? `:${port}` : ''}${req.originalUrl}`,
  )

  let controller: AbortController | null = new AbortController()
  const headers = new Headers()
  for (const [key, values] of Object.entries(req.headers)) {
    if (!values) continue
    if (Array.isArray(values)) for (const value of values) headers.append(key, value)
    else headers.set(key, values)
  }
  const init: RequestInit & { duplex?: 'half' } = {
    method: req.method,
    headers,
    signal: controller.signal,
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    const held = res.locals.body as Buffer | undefined
    init.body = held
      ? (held as unknown as Uint8Array<ArrayBuffer>)
      : createReadableStreamFromReadable(req)
    init.duplex = 'half'
  }
  res.on('finish', () => (controller = null))
  res.on('close', () => controller?.abort())
  return new Request(url.href, init)
}
