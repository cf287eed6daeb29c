/**
 * A small load generator for fault tests, where every request's fate matters (autocannon only
 * counts): virtual shoppers each loop over a list of steps on keep-alive connections, and every
 * request is recorded with its times and outcome. A failure is classified by what the client saw:
 * `refused` (no connection: nothing was sent, a proxy would try another instance), `cut` (the
 * connection broke after the request was sent, so the shopper does not know what happened), or
 * `timeout`.
 */
import http from 'node:http'

export type Outcome = 'ok' | 'refused' | 'cut' | 'timeout' | 'error'

export interface RequestRecord {
  step: string
  write: boolean
  start: number
  end: number
  outcome: Outcome
  status?: number
  retryAfter?: string
  /** Connection: close on the answer (the server is stopping). */
  connectionClose?: boolean
  error?: string
  /** What a write returned as its id (the acknowledged write). */
  ackId?: string
  /** A failed request went out on a kept-alive connection (not a fresh one). */
  reusedSocket?: boolean
}

export interface Shopper {
  cookies: Map<string, string>
  vars: Record<string, string>
}

export interface Step {
  name: string
  method?: string
  path: string | ((shopper: Shopper) => string | null)
  /** JSON body. */
  json?: (shopper: Shopper) => unknown
  /** A write whose acknowledgement (2xx) must survive: `ack` reads the id from the answer. */
  write?: boolean
  ack?: (body: unknown) => string | undefined
  /** Keep the cart cookie between loops (false: every loop is a new visitor). */
  keepCookies?: boolean
  after?: (shopper: Shopper, status: number, body: unknown) => void
}

function request(
  agent: http.Agent,
  base: URL,
  method: string,
  path: string,
  headers: Record<string, string>,
  body: string | undefined,
  timeoutMs: number,
): Promise<{
  status: number
  headers: http.IncomingHttpHeaders
  body: string
}> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: base.hostname, port: base.port, method, path, headers, agent, timeout: timeoutMs },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString(),
          }),
        )
        res.on('aborted', () => reject(Object.assign(new Error('aborted'), { code: 'ABORTED' })))
        res.on('error', reject)
      },
    )
    req.on('timeout', () => req.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })))
    req.on('error', (error) => reject(Object.assign(error, { reusedSocket: req.reusedSocket })))
    req.end(body)
  })
}

function classify(error: unknown): Outcome {
  const code = (error as NodeJS.ErrnoException).code
  if (code === 'ECONNREFUSED') return 'refused'
  if (code === 'TIMEOUT') return 'timeout'
  if (code === 'ECONNRESET' || code === 'ABORTED' || code === 'EPIPE') return 'cut'
  if ((error as Error).message === 'socket hang up') return 'cut'
  return 'error'
}

/**
 * Runs `shoppers` virtual shoppers over `steps` until `until()` says stop. Each shopper waits for
 * its answer before the next request (closed loop), `pauseMs` between requests.
 */
export async function runShoppers({
  url,
  shoppers,
  steps,
  until,
  pauseMs = 0,
  timeoutMs = 15_000,
}: {
  url: string
  shoppers: number
  steps: Step[]
  until: () => boolean
  pauseMs?: number
  timeoutMs?: number
}): Promise<RequestRecord[]> {
  const base = new URL(url)
  const agent = new http.Agent({ keepAlive: true, maxSockets: shoppers })
  const records: RequestRecord[] = []
  const shopper = async () => {
    const me: Shopper = { cookies: new Map(), vars: {} }
    while (!until()) {
      for (const step of steps) {
        if (until()) break
        const path = typeof step.path === 'function' ? step.path(me) : step.path
        if (!path) continue
        const payload = step.json ? JSON.stringify(step.json(me)) : undefined
        const headers: Record<string, string> = {}
        if (me.cookies.size)
          headers.Cookie = [...me.cookies].map(([k, v]) => `${k}=${v}`).join('; ')
        if (payload !== undefined) headers['Content-Type'] = 'application/json'
        const record: RequestRecord = {
          step: step.name,
          write: Boolean(step.write),
          start: performance.now(),
          end: 0,
          outcome: 'ok',
        }
        try {
          const res = await request(
            agent,
            base,
            step.method ?? 'GET',
            path,
            headers,
            payload,
            timeoutMs,
          )
          record.status = res.status
          record.retryAfter = res.headers['retry-after'] as string | undefined
          record.connectionClose = res.headers.connection === 'close'
          for (const cookie of (res.headers['set-cookie'] as string[] | undefined) ?? []) {
            const [pair] = cookie.split(';')
            const at = pair!.indexOf('=')
            const value = pair!.slice(at + 1)
            if (value) me.cookies.set(pair!.slice(0, at), value)
            else me.cookies.delete(pair!.slice(0, at))
          }
          let body: unknown = res.body
          if (/json/.test(String(res.headers['content-type']))) {
            try {
              body = JSON.parse(res.body)
            } catch {
              // Kept as text.
            }
          }
          if (step.ack && res.status >= 200 && res.status < 300) record.ackId = step.ack(body)
          step.after?.(me, res.status, body)
        } catch (error) {
          record.outcome = classify(error)
          record.error = (error as NodeJS.ErrnoException).code ?? (error as Error).message
          record.reusedSocket = (error as { reusedSocket?: boolean }).reusedSocket
        }
        record.end = performance.now()
        records.push(record)
        if (pauseMs) await new Promise((r) => setTimeout(r, pauseMs))
      }
      if (!steps.some((s) => s.keepCookies)) me.cookies.clear()
    }
  }
  await Promise.all(Array.from({ length: shoppers }, shopper))
  agent.destroy()
  return records
}

/** The mixed browse and cart loop both fault scenarios run: reads, pages and acknowledged writes. */
export const SHOPPING_STEPS: Step[] = [
  { name: 'GET /shop', path: '/shop' },
  { name: 'GET /product', path: '/product/standard-visiting-cards' },
  {
    name: 'POST /api/cart/item',
    method: 'POST',
    path: '/api/cart/item',
    json: () => ({ slug: 'standard-visiting-cards' }),
    write: true,
    ack: (body) => (body as { item?: { id?: string } })?.item?.id,
  },
  { name: 'GET /api/cart', path: '/api/cart' },
  { name: 'GET /cart', path: '/cart' },
]
