/**
 * Stopping without cutting anyone off (decision 028). On SIGTERM the server stops accepting
 * connections and answers /healthz 503 so the proxy sends no more, but keeps the connections it
 * has: every answer from then on says `Connection: close`, so a keep-alive client finishes its
 * request and opens its next connection elsewhere, instead of sending it onto a socket we are
 * closing (which a client sees as a reset, the request lost in flight). Requests already running
 * at the signal get `Connection: close` too, when their headers are not yet sent. A connection is
 * closed while idle only once it has been idle for a grace period of its own (not merely idle at
 * the moment of a sweep: under load a request can sit unread in the socket for tens of ms, and
 * closing then resets it). Requests in flight get until the drain deadline (under
 * fly.toml's kill_timeout); then background work and the database pool stop and the process
 * exits 0. Only requests still running at the deadline are cut (exit 1).
 */
import net from 'node:net'
import type http from 'node:http'
import type express from 'express'

let stopping = false
/** How long a connection must have been idle before the stop closes it. */
const IDLE_GRACE_MS = 1_000

/** Per connection: requests running on it, and since when it has been idle. */
interface ConnectionState {
  busy: number
  idleSince: number
  /** socket.bytesRead when it went idle: more since means a request is arriving. */
  bytesAtIdle: number
  running: Set<http.ServerResponse>
}

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
  const connections = new Map<net.Socket, ConnectionState>()
  server.on('connection', (socket: net.Socket) => {
    connections.set(socket, {
      busy: 0,
      idleSince: performance.now(),
      bytesAtIdle: socket.bytesRead,
      running: new Set(),
    })
    socket.once('close', () => connections.delete(socket))
  })
  server.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
    const state = connections.get(req.socket)
    if (!state) return
    state.busy++
    state.running.add(res)
    res.once('close', () => {
      state.busy--
      state.running.delete(res)
      state.idleSince = performance.now()
      state.bytesAtIdle = req.socket.bytesRead
    })
  })
  const closeLongIdle = () => {
    const now = performance.now()
    for (const [socket, state] of connections)
      if (
        state.busy === 0 &&
        socket.bytesRead === state.bytesAtIdle &&
        now - state.idleSince >= IDLE_GRACE_MS
      )
        socket.destroy()
  }

  const stop = (signal: string) => {
    if (stopping) return
    stopping = true
    console.log(
      `${signal} received: finishing open requests (up to ${drainMs / 1000} s), then stopping`,
    )
    // Requests that arrived before the signal: their answer says Connection: close as well, so the
    // client does not send its next request onto a connection about to close.
    for (const state of connections.values())
      for (const res of state.running)
        if (!res.headersSent) {
          res.setHeader('Connection', 'close')
          res.shouldKeepAlive = false
        }
    // Connections idle for the whole grace period are closed (checked every 250 ms); one that sends
    // a request before that gets its answer with Connection: close, and Node closes it after.
    const sweep = setInterval(closeLongIdle, 250)
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
