/**
 * Stopping without cutting anyone off (decision 028). On SIGTERM the server stops accepting
 * connections, answers /healthz 503 so the proxy sends no more, and tells every client
 * `Connection: close`, so a keep-alive client sends its next request elsewhere instead of onto a
 * socket that is about to close. Idle sockets are closed at once and again as requests finish;
 * requests in flight get until the drain deadline (under fly.toml's kill_timeout) to finish. Then
 * the background work and the database pool stop, and the process exits 0. Only requests still
 * running at the deadline are cut (exit 1).
 */
import type http from 'node:http'
import type express from 'express'

let stopping = false

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
    const sweep = setInterval(() => server.closeIdleConnections(), 100)
    const deadline = setTimeout(() => {
      console.error('shutdown: requests still running at the deadline were cut')
      server.closeAllConnections()
      process.exit(1)
    }, drainMs)
    deadline.unref()
    const background = stopBackground().catch((error: unknown) =>
      console.error('shutdown: stopping background work failed', error),
    )
    server.close(async () => {
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
    server.closeIdleConnections()
  }
  process.on('SIGTERM', () => stop('SIGTERM'))
  process.on('SIGINT', () => stop('SIGINT'))
}
