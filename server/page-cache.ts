/**
 * The origin's page cache (docs/decisions/029): what a CDN in front of the store would keep, kept
 * by each instance itself, because nothing sits in front of it on Fly.io and a catalog page is the
 * same for every visitor who has no cookie.
 *
 * - Only requests that carry no identity are stored: GET, no `Cookie`, no `Authorization`.
 * - A shopper whose only cookies are a cart's and a session's (`personal`, decision 070) is served
 *   the anonymous copy of a page whose app said only the header's slots are personal, with their
 *   own parts filled into the slots, as `private, no-cache`; any other cookie, any other page, or no
 *   fresh copy: the page is rendered for them. Their answer is never stored.
 * - Only answers the app itself made shareable are stored: status 200, `Cache-Control: public`
 *   with no `private`, `no-store` or `no-cache`, and no `Set-Cookie` (cache.server.ts decides
 *   which pages those are, for the CDN and for this cache alike). The rest is never kept.
 * - An entry is served for at most `ttlMs` (and never past the response's own `s-maxage`), and only
 *   while the catalog version is the one it was rendered at: a price or product change shows on the
 *   next request after the instance reads the version (at most a second later, decision 027).
 * - The CSP nonce is never shared: a stored body is kept cut at its nonce, and every answer from
 *   the cache is joined with the nonce of its own request, which its CSP header names.
 * - When an entry runs out (or the catalog moves), one request renders the page again and no other
 *   starts a render of it meanwhile. If only its time ran out (same catalog version), the others
 *   get the entry it replaces until that render is done (up to 10 s past its time), as the
 *   `stale-while-revalidate` our pages grant a CDN: under load a render can take seconds, and
 *   every visitor of the page used to queue behind it. If the catalog moved, they wait for the
 *   render (up to 5 s): an old price is never served after the version that changed it is read.
 * - Bounded: at most `maxEntries` entries and `maxBytes` of bodies; the least recently used go
 *   first. Keys come from URLs, so made-up URLs can only push out other entries, never grow it.
 */
import type express from 'express'
import { isbot } from 'isbot'

export type PageCacheOptions = {
  /** How long an entry may be served, ms; the response's `s-maxage` may shorten it. */
  ttlMs: number
  maxEntries: number
  /** Bytes of stored bodies (and keys) at most. */
  maxBytes: number
  /** The catalog version now; an entry rendered at another version is not served. */
  version: () => Promise<bigint>
  /** Shoppers answered from the cache with their own parts filled in; absent: never. */
  personal?: PersonalFill
}

/** How a shopper's parts go into a stored page (decision 070). */
export type PersonalFill = {
  /** The only cookies a request may carry to be answered this way. */
  cookies: readonly string[]
  /** The header with which the app says a page's only personal parts are its slots. */
  marker: string
  /** Where each slot's content sits in a page: between `open` and `close`, each found once. */
  slots: Readonly<Record<string, { open: string; close: string }>>
  /**
   * The shopper's content for each slot (undefined: the stored one is theirs too), from their
   * `Cookie` header; null when the page must be rendered for them.
   */
  fill: (cookie: string) => Promise<Partial<Record<string, string>> | null>
}

/** Between two stored parts: the request's nonce, or a slot (with its anonymous content). */
type Hole = { slot: null } | { slot: string; stored: Buffer }

type Entry = {
  version: bigint
  storedAt: number
  expiresAt: number
  status: number
  headers: [string, string | number | string[]][]
  /** The body cut at the CSP nonce of the request that rendered it, and at its slots. */
  parts: Buffer[]
  /** What goes between parts[i] and parts[i + 1]. */
  holes: Hole[]
  /** Whether a shopper may get it with their parts filled in (the app said so, slots found). */
  fillable: boolean
  bytes: number
}

/** The header that says whether an answer came from this cache (tests and benchmarks read it). */
export const PAGE_CACHE_HEADER = 'X-Page-Cache'

/** Headers of a stored answer that belong to its own connection or request, never replayed. */
const NOT_STORED = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'date',
  'set-cookie',
  'age',
  PAGE_CACHE_HEADER.toLowerCase(),
])

/** Longest a visitor waits for another request's render of the same page before rendering it. */
const WAIT_FOR_REFRESH_MS = 5_000
/** How long past its time an entry of the current version is served while it is rendered again. */
const STALE_WHILE_REFRESH_MS = 10_000

function waitAtMost(promise: Promise<void>, ms: number) {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)))
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

const isFresh = (entry: Entry, version: bigint, now = Date.now()) =>
  entry.version === version && entry.expiresAt > now

/** A body bigger than this is not kept: no page of ours comes near it. */
const MAX_BODY_BYTES = 1024 * 1024

/** Seconds a shared cache may keep the answer, from its Cache-Control; null when it may not. */
export function sharedMaxAge(cacheControl: string | undefined): number | null {
  if (!cacheControl) return null
  const directives = cacheControl
    .toLowerCase()
    .split(',')
    .map((d) => d.trim())
  if (!directives.includes('public')) return null
  if (directives.some((d) => d === 'private' || d === 'no-store' || d === 'no-cache')) return null
  const age = (name: string) => {
    const match = directives.find((d) => d.startsWith(`${name}=`))
    return match ? Number(match.slice(name.length + 1)) : undefined
  }
  const seconds = age('s-maxage') ?? age('max-age')
  return seconds !== undefined && Number.isFinite(seconds) && seconds > 0 ? seconds : null
}

type Cut = { parts: Buffer[]; holes: Hole[] }

function cutAtNonce(body: Buffer, nonce: string | undefined, into: Cut) {
  let from = 0
  if (nonce) {
    for (let at = body.indexOf(nonce, from); at !== -1; at = body.indexOf(nonce, from)) {
      into.parts.push(body.subarray(from, at))
      into.holes.push({ slot: null })
      from = at + nonce.length
    }
  }
  into.parts.push(body.subarray(from))
}

/** Where each slot's content is, in order; null unless every slot is there exactly once. */
function findSlots(body: Buffer, slots: PersonalFill['slots']) {
  const found: { slot: string; start: number; end: number }[] = []
  for (const [slot, { open, close }] of Object.entries(slots)) {
    const at = body.indexOf(open)
    if (at === -1 || body.indexOf(open, at + open.length) !== -1) return null
    const start = at + open.length
    const end = body.indexOf(close, start)
    if (end === -1) return null
    found.push({ slot, start, end })
  }
  found.sort((a, b) => a.start - b.start)
  return found.every((s, i) => i === 0 || s.start > found[i - 1]!.end) ? found : null
}

/** The body cut at the nonce and, when given, at the slots (null: not every slot was found). */
function cut(body: Buffer, nonce: string | undefined, slots?: PersonalFill['slots']) {
  const into: Cut = { parts: [], holes: [] }
  const found = slots ? findSlots(body, slots) : []
  let from = 0
  for (const { slot, start, end } of found ?? []) {
    cutAtNonce(body.subarray(from, start), nonce, into)
    into.holes.push({ slot, stored: body.subarray(start, end) })
    from = end
  }
  cutAtNonce(body.subarray(from), nonce, into)
  return { ...into, fillable: Boolean(slots && found) }
}

/** The stored body with this request's nonce, and the shopper's own slots when given. */
function join(entry: Entry, nonce: string | undefined, fill?: Partial<Record<string, string>>) {
  if (entry.parts.length === 1) return entry.parts[0]!
  const glue = Buffer.from(nonce ?? '')
  const pieces: Buffer[] = [entry.parts[0]!]
  entry.holes.forEach((hole, i) => {
    if (hole.slot === null) pieces.push(glue)
    else {
      const own = fill?.[hole.slot]
      pieces.push(own === undefined ? hole.stored : Buffer.from(own))
    }
    pieces.push(entry.parts[i + 1]!)
  })
  return Buffer.concat(pieces)
}

/** Whether every cookie of the header is one of `names` (and there is at least one). */
function onlyCookies(header: string, names: readonly string[]) {
  const cookies = header
    .split(';')
    .map((c) => c.trim())
    .filter(Boolean)
  return (
    cookies.length > 0 &&
    cookies.every((c) => c.includes('=') && names.includes(c.slice(0, c.indexOf('=')).trim()))
  )
}

export function pageCache(options: PageCacheOptions) {
  const entries = new Map<string, Entry>()
  /** Keys whose stale entry one request is rendering again, resolved when it is done. */
  const refreshing = new Map<string, Promise<void>>()
  let bytes = 0

  const forget = (key: string) => {
    const entry = entries.get(key)
    if (!entry) return
    bytes -= entry.bytes
    entries.delete(key)
  }

  const keep = (key: string, entry: Entry) => {
    forget(key)
    if (entry.bytes > options.maxBytes) return
    entries.set(key, entry)
    bytes += entry.bytes
    for (const oldest of entries.keys()) {
      if (entries.size <= options.maxEntries && bytes <= options.maxBytes) break
      forget(oldest)
    }
  }

  const middleware: express.RequestHandler = (req, res, next) => {
    const cookie = req.headers.cookie
    const { personal } = options
    if (options.ttlMs <= 0 || req.method !== 'GET' || req.headers.authorization) return next()
    if (cookie && !(personal && onlyCookies(cookie, personal.cookies))) return next()
    // Crawlers get the whole document at once and browsers a stream (entry.server.tsx): keep both.
    const reader = isbot(req.headers['user-agent'] ?? '') ? 'bot' : 'browser'
    const key = `${reader} ${req.protocol}://${req.headers.host ?? ''}${req.originalUrl}`
    const nonce = typeof res.locals.cspNonce === 'string' ? res.locals.cspNonce : undefined

    if (cookie && personal) void answerShopper(res, next, key, nonce, cookie, personal)
    else void answer(res, next, key, nonce)
  }

  /** The entry for `key` if it is fresh at the catalog's version now, most recently used. */
  function freshEntry(key: string, version: bigint, now: number) {
    const entry = entries.get(key)
    if (!entry || !isFresh(entry, version, now)) return undefined
    // Most recently used goes last, so eviction takes the least recently used first.
    entries.delete(key)
    entries.set(key, entry)
    return entry
  }

  /**
   * A shopper's request: the stored anonymous page with their parts in its slots, or, when there
   * is no fresh fillable copy or their parts cannot be read, the page rendered for them (and not
   * stored: nothing is recorded).
   */
  async function answerShopper(
    res: express.Response,
    next: express.NextFunction,
    key: string,
    nonce: string | undefined,
    cookie: string,
    personal: PersonalFill,
  ) {
    let entry: Entry | undefined
    let fill: Partial<Record<string, string>> | null = null
    try {
      entry = freshEntry(key, await options.version(), Date.now())
      if (entry?.fillable) fill = await personal.fill(cookie)
    } catch {
      // The database is away: render as if there were no cache (the page reports it).
      return next()
    }
    if (!entry || !fill) return next()
    res.status(entry.status)
    for (const [name, value] of entry.headers) res.setHeader(name, value)
    // Theirs alone: no shared cache keeps it, and a browser asks again before reusing it.
    res.setHeader('Cache-Control', 'private, no-cache')
    res.setHeader('Vary', 'Cookie')
    res.setHeader(PAGE_CACHE_HEADER, 'hit')
    res.end(join(entry, nonce, fill))
  }

  async function answer(
    res: express.Response,
    next: express.NextFunction,
    key: string,
    nonce: string | undefined,
  ) {
    let version: bigint
    try {
      version = await options.version()
    } catch {
      // No catalog version (the database is away): render as if there were no cache.
      return next()
    }
    let entry = entries.get(key)
    // A page that is being rendered again right now: while only its time ran out, the entry it
    // replaces is still this catalog's page, served meanwhile; if the catalog moved, wait for
    // that one render instead of starting one per waiting visitor.
    const refresh = refreshing.get(key)
    let now = Date.now()
    const servedStale =
      refresh !== undefined &&
      entry !== undefined &&
      !isFresh(entry, version, now) &&
      entry.version === version &&
      entry.expiresAt + STALE_WHILE_REFRESH_MS > now
    if (refresh && !servedStale && !(entry && isFresh(entry, version))) {
      await waitAtMost(refresh, WAIT_FOR_REFRESH_MS)
      entry = entries.get(key)
      now = Date.now()
    }
    if (entry && (servedStale || isFresh(entry, version, now))) {
      // Most recently used goes last, so eviction takes the least recently used first.
      entries.delete(key)
      entries.set(key, entry)
      res.status(entry.status)
      for (const [name, value] of entry.headers) res.setHeader(name, value)
      res.setHeader('Age', String(Math.floor((now - entry.storedAt) / 1000)))
      res.setHeader(PAGE_CACHE_HEADER, servedStale ? 'stale' : 'hit')
      res.end(join(entry, nonce))
      return
    }
    if (entry && !refreshing.has(key)) {
      // This request renders the page again; others that ask meanwhile get the old entry or wait
      // for it (above). A page that
      // is no longer shareable (it went private, or away) is forgotten when it is done.
      const stale = entry
      let done = () => {}
      refreshing.set(key, new Promise<void>((resolve) => (done = resolve)))
      res.once('close', () => {
        refreshing.delete(key)
        if (entries.get(key) === stale) forget(key)
        done()
      })
    }
    record(res, (answer) => {
      const seconds = sharedMaxAge(String(res.getHeader('Cache-Control') ?? ''))
      if (answer.status !== 200 || seconds === null || res.getHeader('Set-Cookie')) return
      if (answer.body.length > MAX_BODY_BYTES) return
      const storedAt = Date.now()
      const personal = options.personal
      const slots = personal && res.getHeader(personal.marker) ? personal.slots : undefined
      keep(key, {
        version,
        storedAt,
        expiresAt: storedAt + Math.min(options.ttlMs, seconds * 1000),
        status: answer.status,
        headers: answer.headers.filter(([name]) => name !== personal?.marker.toLowerCase()),
        ...cut(answer.body, nonce, slots),
        bytes: answer.body.length + key.length,
      })
    })
    res.setHeader(PAGE_CACHE_HEADER, 'miss')
    next()
  }

  return Object.assign(middleware, {
    /** Entries and bytes held now (tests and the memory benchmark read it). */
    size: () => ({ entries: entries.size, bytes }),
  })
}

/**
 * Copies what the app writes to `res`, and hands it to `done` once the whole answer has gone out
 * (`finish`; an answer cut short by a closed connection never finishes and is not kept). The
 * headers are those the app set after this point: the security headers set before it (and the
 * CSP naming this request's nonce) are set again for every request.
 */
function record(
  res: express.Response,
  done: (answer: { status: number; headers: Entry['headers']; body: Buffer }) => void,
) {
  const before = new Set(res.getHeaderNames())
  const chunks: Buffer[] = []
  let size = 0
  const copy = (chunk: unknown, encoding: unknown) => {
    if (size > MAX_BODY_BYTES || chunk === undefined || chunk === null) return
    if (typeof chunk === 'function') return
    const buffer =
      typeof chunk === 'string'
        ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
        : Buffer.from(chunk as Uint8Array)
    chunks.push(buffer)
    size += buffer.length
  }
  const write = res.write
  const end = res.end
  res.write = function (this: express.Response, chunk: unknown, ...rest: unknown[]) {
    copy(chunk, rest[0])
    return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest)
  } as typeof res.write
  res.end = function (this: express.Response, chunk?: unknown, ...rest: unknown[]) {
    copy(chunk, rest[0])
    return (end as (...args: unknown[]) => express.Response).call(this, chunk, ...rest)
  } as typeof res.end
  res.once('finish', () => {
    const headers = Object.entries(res.getHeaders())
      .filter(([name]) => !before.has(name) && !NOT_STORED.has(name))
      .map(([name, value]) => [name, value] as Entry['headers'][number])
      .filter((header): header is Entry['headers'][number] => header[1] !== undefined)
    done({ status: res.statusCode, headers, body: Buffer.concat(chunks, size) })
  })
}
