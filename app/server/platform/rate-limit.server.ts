import { createHash } from 'node:crypto'
import { prisma } from './db.server.ts'
import { getEnv } from './env.server.ts'
import { AppError } from './errors.server.ts'

/**
 * Fixed-window rate limits kept in the RateLimitBucket table, so every app instance counts into the
 * same buckets. Windows are aligned to the Unix epoch (a 15-minute window starts at :00, :15, ...).
 * The numbers and their reasons: docs/decisions/008-rate-limits-otp-and-reset-tokens.md.
 */

export interface RateLimitRule {
  name: string
  limit: number
  windowSeconds: number
}

export interface RateLimitResult {
  allowed: boolean
  remaining: number
  /** Seconds until the window ends; 0 when the hit was allowed. */
  retryAfterSeconds: number
}

export type RateLimitCheck = readonly [rule: RateLimitRule, key: string]

const MINUTE = 60
const HOUR = 60 * MINUTE

/**
 * The accounts rules. Per-IP limits are generous because Indian mobile networks put many people
 * behind one carrier-grade NAT address; the per-account and per-phone limits do the real work.
 */
export const RATE_LIMITS = {
  /** Key: IP. */
  signInPerIp: { name: 'sign-in-ip', limit: 50, windowSeconds: 15 * MINUTE },
  /** Key: `${ip} ${email}`. One person guessing one account. */
  signInPerIpAndAccount: { name: 'sign-in-ip-account', limit: 10, windowSeconds: 15 * MINUTE },
  /**
   * Key: email. Guessing one account from many addresses; devices without its device cookie. A
   * short window so guesses lock the owner's new devices for at most 10 minutes once they stop
   * (known devices, phone codes and reset links are never locked; issue 21, AUTH-5, decision 031).
   */
  signInPerAccount: { name: 'sign-in-account', limit: 20, windowSeconds: 10 * MINUTE },
  /** Key: device cookie nonce. A device the account signed in on before (decision 028). */
  signInPerDevice: { name: 'sign-in-device', limit: 10, windowSeconds: 15 * MINUTE },
  /** Key: user id. Guessing the current password on the change-password form (decision 028). */
  changePasswordPerUser: { name: 'change-password-user', limit: 10, windowSeconds: 15 * MINUTE },
  /** Key: IP. Every SMS costs money; this stops SMS pumping from one address. */
  otpSendPerIp: { name: 'otp-send-ip', limit: 10, windowSeconds: HOUR },
  /**
   * Key: 10-digit phone. Not a bucket: otp.server.ts counts the codes actually sent to the phone in
   * the last 10 minutes (a rolling window), so refused requests never count (issue 21, AUTH-2).
   */
  otpSendPerPhone: { name: 'otp-send-phone', limit: 3, windowSeconds: 10 * MINUTE },
  /** Key: 10-digit phone. Codes sent in the last 24 hours, rolling, like otpSendPerPhone. */
  otpSendPerPhoneDaily: { name: 'otp-send-phone-day', limit: 10, windowSeconds: 24 * HOUR },
  /**
   * Key: `${ip} ${phone}`. Guesses at one phone from one address. Nothing is counted against the
   * phone alone, so nobody can lock its owner out: each code dies after 5 wrong tries anyway
   * (otp.server.ts), which bounds guessing at 50 a day (issue 21, AUTH-1).
   */
  otpVerifyPerIpAndPhone: { name: 'otp-verify-ip-phone', limit: 10, windowSeconds: 15 * MINUTE },
  /** Key: IP. Guessing codes for many phones from one address. */
  otpVerifyPerIp: { name: 'otp-verify-ip', limit: 30, windowSeconds: 15 * MINUTE },
  /** Key: IP. */
  forgotPasswordPerIp: { name: 'forgot-password-ip', limit: 10, windowSeconds: HOUR },
  /** Key: lower-case email, whether or not an account has it. */
  forgotPasswordPerEmail: { name: 'forgot-password-email', limit: 3, windowSeconds: HOUR },
  /** Key: IP. */
  registerPerIp: { name: 'register-ip', limit: 10, windowSeconds: HOUR },
  /** Key: IP. Every message reaches a person's inbox. */
  contactPerIp: { name: 'contact-ip', limit: 5, windowSeconds: HOUR },
  /**
   * Key: upload owner (`user:<id>` or `cart:<id>`). A shopper adding photos to a book uploads a
   * few a minute; a script uploading in a loop is stopped (decision 028).
   */
  uploadPerOwner: { name: 'upload-owner', limit: 20, windowSeconds: MINUTE },
  /** Key: upload owner. A day's work on a photo book fits; storage has its own cap. */
  uploadPerOwnerDaily: { name: 'upload-owner-day', limit: 300, windowSeconds: 24 * HOUR },
  /** Key: IP. Many visitors behind one carrier NAT may upload; one script may not flood us. */
  uploadPerIp: { name: 'upload-ip', limit: 300, windowSeconds: HOUR },
  /**
   * Key: IP. The checkout page reports each visit; a script filling the abandoned-checkouts list
   * (and, before decision 031, strangers' inboxes) is stopped (issue 21, REC-1).
   */
  checkoutBeginPerIp: { name: 'checkout-begin-ip', limit: 60, windowSeconds: 15 * MINUTE },
  /** Key: IP. An order lookup guesses number and contact together; this stops enumeration. */
  trackOrderPerIp: { name: 'track-order-ip', limit: 30, windowSeconds: 15 * MINUTE },
  /**
   * Key: IP. Webhooks whose signature does not match are logged for the admin; a sender posting
   * forgeries in a loop is refused unlogged past this (issue 21, STORE-1). Razorpay's own
   * deliveries are signed and never count.
   */
  rejectedWebhookPerIp: { name: 'rejected-webhook-ip', limit: 20, windowSeconds: HOUR },
} as const satisfies Record<string, RateLimitRule>

/** The longest window above: buckets older than this can be pruned. */
export const RATE_LIMIT_RETENTION_SECONDS = 24 * HOUR

// Emails and other user input make keys: a very long one is stored by its hash, and so is one with
// characters Postgres text cannot hold or that are not text at all (NUL, other control characters,
// a lone UTF-16 surrogate). This statement is raw SQL, so the client's NUL stripping never sees it.
const MAX_KEY_LENGTH = 200
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const NOT_PLAIN_TEXT = /[\u0000-\u001f\u007f]/

function storedKey(rule: RateLimitRule, key: string) {
  const full = `${rule.name}:${key}`
  if (full.length <= MAX_KEY_LENGTH && !NOT_PLAIN_TEXT.test(full) && full.isWellFormed())
    return full
  return `${rule.name}:sha256:${createHash('sha256').update(key).digest('hex')}`
}

function windowOf(rule: RateLimitRule, now: Date) {
  const windowMs = rule.windowSeconds * 1000
  const start = Math.floor(now.getTime() / windowMs) * windowMs
  return { start: new Date(start), end: new Date(start + windowMs) }
}

function assertRule(rule: RateLimitRule) {
  if (!Number.isInteger(rule.limit) || rule.limit < 1) {
    throw new Error(`Rate limit ${rule.name}: limit must be a positive integer`)
  }
  if (!Number.isInteger(rule.windowSeconds) || rule.windowSeconds < 1) {
    throw new Error(`Rate limit ${rule.name}: windowSeconds must be a positive integer`)
  }
}

/** Counts one hit against `rule` for `key` and says whether it is within the limit. */
export async function hitRateLimit(
  rule: RateLimitRule,
  key: string,
  now: Date = new Date(),
): Promise<RateLimitResult> {
  assertRule(rule)
  const window = windowOf(rule, now)
  // One statement: concurrent hits from any instance serialise on the bucket's row.
  const rows = await prisma.$queryRaw<Array<{ count: number }>>`
    INSERT INTO "RateLimitBucket" ("key", "windowStart", "count")
    VALUES (${storedKey(rule, key)}, ${window.start}, 1)
    ON CONFLICT ("key", "windowStart")
    DO UPDATE SET "count" = "RateLimitBucket"."count" + 1
    RETURNING "count"`
  const count = Number(rows[0]!.count)
  const limit = rule.limit * getEnv().RATE_LIMIT_SCALE
  const allowed = count <= limit
  return {
    allowed,
    remaining: Math.max(0, limit - count),
    retryAfterSeconds: allowed
      ? 0
      : Math.max(1, Math.ceil((window.end.getTime() - now.getTime()) / 1000)),
  }
}

export type LimitsResult =
  | { allowed: true }
  | { allowed: false; rule: RateLimitRule; key: string; retryAfterSeconds: number }

/**
 * Hits every check (all of them count, so a refused request still uses up the others) and reports
 * the refusal that lasts longest, the first of those on a tie, so the wait we tell people is true.
 */
export async function checkLimits(
  checks: ReadonlyArray<RateLimitCheck>,
  now: Date = new Date(),
): Promise<LimitsResult> {
  const results = await Promise.all(checks.map(([rule, key]) => hitRateLimit(rule, key, now)))
  let refused: LimitsResult = { allowed: true }
  results.forEach((result, index) => {
    if (result.allowed) return
    if (refused.allowed || result.retryAfterSeconds > refused.retryAfterSeconds) {
      const [rule, key] = checks[index]!
      refused = { allowed: false, rule, key, retryAfterSeconds: result.retryAfterSeconds }
    }
  })
  return refused
}

/**
 * checkLimits for a use case: when any check is refused it throws an `AppError` 429 whose message
 * says how long to wait, with the same wait in Retry-After.
 */
export async function enforceLimits(
  checks: ReadonlyArray<RateLimitCheck>,
  now: Date = new Date(),
): Promise<void> {
  const result = await checkLimits(checks, now)
  if (result.allowed) return
  const wait = result.retryAfterSeconds
  throw new AppError(429, rateLimitMessage(wait), {
    headers: { 'Retry-After': String(wait) },
    code: 'RATE_LIMITED',
  })
}

/** "Too many attempts. Please wait 3 minutes and try again." (hours past 60 minutes). */
export function rateLimitMessage(retryAfterSeconds: number) {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60))
  const wait = minutes <= 60 ? plural(minutes, 'minute') : plural(Math.ceil(minutes / 60), 'hour')
  return `Too many attempts. Please wait ${wait} and try again.`
}

function plural(n: number, unit: string) {
  return `${n} ${unit}${n === 1 ? '' : 's'}`
}

/**
 * The header the HTTP server (server/client-address.ts) sets to the socket's peer address on every
 * request, replacing whatever a client sent under that name.
 */
export const PEER_ADDRESS_HEADER = 'X-PrintStudio-Peer'

export type TrustedProxy = { kind: 'none' } | { kind: 'fly' } | { kind: 'hops'; hops: number }

/** The TRUST_PROXY setting (see env.server.ts): which forwarding header, if any, to believe. */
export function trustedProxy(env = getEnv()): TrustedProxy {
  const setting = env.TRUST_PROXY || (env.FLY_APP_NAME ? 'fly' : 'none')
  if (setting === 'fly') return { kind: 'fly' }
  if (setting === 'none') return { kind: 'none' }
  return { kind: 'hops', hops: Number(setting) }
}

const address = (value: string | null | undefined) => value?.trim().slice(0, 64) || null

/**
 * The client's address, from the one source TRUST_PROXY names: Fly's own Fly-Client-IP (Fly's
 * proxy sets it and a client cannot), the entry of X-Forwarded-For that our Nth proxy appended
 * (entries left of it are the client's own words), or the socket. A header that is not trusted is
 * never read, so a client cannot choose its address to slip past the per-IP limits.
 */
export function clientIp(request: Request) {
  const trust = trustedProxy()
  const peer = address(request.headers.get(PEER_ADDRESS_HEADER))
  if (trust.kind === 'fly') {
    return address(request.headers.get('Fly-Client-IP')?.split(',')[0]) ?? peer ?? '0.0.0.0'
  }
  if (trust.kind === 'hops') {
    const entries = (request.headers.get('X-Forwarded-For') ?? '').split(',')
    return address(entries[entries.length - trust.hops]) ?? peer ?? '0.0.0.0'
  }
  return peer ?? '0.0.0.0'
}

/**
 * Deletes buckets whose window started before `olderThan`. Pass a time at least
 * RATE_LIMIT_RETENTION_SECONDS ago, or a bucket of the daily rule could be cut short.
 */
export async function pruneRateLimits(olderThan: Date) {
  const { count } = await prisma.rateLimitBucket.deleteMany({
    where: { windowStart: { lt: olderThan } },
  })
  return count
}
