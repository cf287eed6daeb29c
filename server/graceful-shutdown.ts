/**
 * Stopping without cutting anyone off (decision 028). On SIGTERM the server stops accepting
 * connections and answers /healthz 503 so the proxy sends no more, but keeps the connections it
 * has: every answer from then on says `Connection: close`, so a keep-alive client finishes its
 * request and opens its next connection elsewhere, instead of sending it onto a socket we are
 * closing (which a client sees as a reset, the request lost in flight). Connections still idle
 * after a grace period are closed. Requests in flight get until the drain deadline (under
 * fly.toml's kill_timeout); then background work and the database pool stop and the process
 * exits 0. Only requests still running at the deadline are cut (exit 1).
 */
import net from 'node:net'
import type http from 'node:http'
import type express from 'express'

let stopping = false
/** How long an idle keep-alive connection may still send a request after the stop signal. */
const IDLE_GRACE_MS = 1_000

/** True once a stop signal arrived. */
export function isStopping() {
  return stopping
}

/** Install before any route: `Connection: close` and a 503 health check while stopping. */
export function drainWhileStopping(app: express.Express) {
  app.use((req, res, next) => {
    if (!stopping) return next()
    res.setHeader('Connection', 'close')
    if (req.path === '/healthz') {
      return res
        .status(503)
        .set('Cache-Control', 'no-store')
        .json({ status: 'stopping', database: 'unknown' })
    }
    next()
  })
}

export function shutDownGracefully(
  server: http.Server,
  {
    drainMs = 12_000,
    stopBackground,
    closeResources,
  }: {
    /** How long requests in flight may take (fly.toml's kill_timeout is 15 s). */
    drainMs?: number
    /** Started at once, beside the drain: background work stops taking jobs and finishes its own. */
    stopBackground: () => Promise<void>
    /** Once no request and no job runs: the database pool, worker threads. */
    closeResources: () => Promise<void>
  },
) {
  const stop = (signal: string) => {
    if (stopping) return
    stopping = true
    console.log(
      `${signal} received: finishing open requests (up to ${drainMs / 1000} s), then stopping`,
    )
    // Idle keep-alive connections that sent nothing during the grace period are closed; one that
    // sends a request before that gets its answer with Connection: close.
    let sweep: NodeJS.Timeout | undefined
    const grace = setTimeout(() => {
      server.closeIdleConnections()
      sweep = setInterval(() => server.closeIdleConnections(), 250)
    }, IDLE_GRACE_MS)
    const deadline = setTimeout(() => {
      console.error('shutdown: requests still running at the deadline were cut')
      server.closeAllConnections()
      process.exit(1)
    }, drainMs)
    deadline.unref()
    const background = stopBackground().catch((error: unknown) =>
      console.error('shutdown: stopping background work failed', error),
    )
    // net.Server's close, not http.Server's: the latter also closes idle keep-alive connections at
    // once, racing clients that are sending their next request on them at that moment.
    net.Server.prototype.close.call(server, async () => {
      clearTimeout(grace)
      clearInterval(sweep)
      await background
      try {
        await closeResources()
        process.exit(0)
      } catch (error) {
        console.error('shutdown: closing the database pool failed', error)
        process.exit(1)
      }
    })
  }
  process.on('SIGTERM', () => stop('SIGTERM'))
  process.on('SIGINT', () => stop('SIGINT'))
}
