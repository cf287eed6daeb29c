import { createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto'
import { type Prisma, type Verification } from '@prisma/client'
import { prisma } from '../platform/db.server.ts'
import { getEnv } from '../platform/env.server.ts'
import { normalizePhone } from '#app/utils/phone.ts'
import { deliver, queueSms } from '../platform/outbox.server.ts'
import { RATE_LIMITS, rateLimitMessage } from '../platform/rate-limit.server.ts'

/**
 * Phone sign-in codes: six digits from a CSPRNG, stored only as an HMAC, valid 10 minutes, used
 * once, dead after 5 tries, one live code per phone, and at most one new code a minute.
 * See docs/decisions/008-rate-limits-otp-and-reset-tokens.md.
 */

export const OTP_TTL_SECONDS = 10 * 60
export const OTP_RESEND_SECONDS = 60
export const OTP_MAX_ATTEMPTS = 5

export const OTP_MESSAGES = {
  invalidPhone: 'Enter a 10-digit Indian mobile number.',
  wrong: 'That code is not right. Check the SMS and try again.',
  tooManyTries: 'Too many wrong codes. Request a new code.',
  expired: 'That code has expired. Request a new code.',
} as const

const PURPOSE = 'PHONE_LOGIN' as const

export function otpSmsText(code: string) {
  return `PrintStudio code: ${code}. Valid for 10 minutes. Never share it.`
}

/**
 * The stored form of a code. The row's own id is part of the input, so two requests that happen to
 * draw the same code still store different hashes (secretHash is unique), and a leaked hash cannot
 * be checked against the million possible codes without SESSION_SECRET.
 */
function codeHash(id: string, phone: string, code: string) {
  return createHmac('sha256', getEnv().SESSION_SECRET)
    .update(`${PURPOSE}:${phone}:${id}:${code}`)
    .digest('hex')
}

function sameHash(a: string, b: string) {
  const left = Buffer.from(a, 'hex')
  const right = Buffer.from(b, 'hex')
  return left.length === right.length && timingSafeEqual(left, right)
}

/** Serialises concurrent code requests for one phone until the transaction ends. */
async function lockPhone(tx: Prisma.TransactionClient, phone: string) {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`otp:${phone}`}, 0))`
}

export type SendCodeResult =
  | { ok: true; phone: string; expiresAt: Date }
  | { ok: false; message: string; retryAfterSeconds?: number }

/**
 * Sends a new sign-in code to `phoneInput` (any format normalizePhone accepts). Refuses a second
 * code within a minute of the last one; a new code makes the earlier ones useless. The use case
 * (sendSignInCode in phone-code.server.ts) applies RATE_LIMITS.otpSend* first.
 */
export async function sendLoginCode(
  phoneInput: string,
  { now = new Date() }: { now?: Date } = {},
): Promise<SendCodeResult> {
  const phone = normalizePhone(phoneInput)
  if (!phone) return { ok: false, message: OTP_MESSAGES.invalidPhone }
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
  const result = await prisma.$transaction(async (tx) => {
    await lockPhone(tx, phone)
    const wait = await resendWait(tx, phone, now)
    if (wait > 0) return { ok: false as const, wait, message: resendMessage(wait) }
    const limited = await sentCodesWait(tx, phone, now)
    if (limited > 0)
      return { ok: false as const, wait: limited, message: rateLimitMessage(limited) }
    await tx.verification.updateMany({
      where: { purpose: PURPOSE, target: phone, usedAt: null, expiresAt: { gt: now } },
      data: { expiresAt: now },
    })
    const id = randomUUID()
    const expiresAt = new Date(now.getTime() + OTP_TTL_SECONDS * 1000)
    await tx.verification.create({
      data: {
        id,
        purpose: PURPOSE,
        target: phone,
        secretHash: codeHash(id, phone, code),
        expiresAt,
        createdAt: now,
      },
    })
    const sms = await queueSms(tx, { to: phone, message: otpSmsText(code), secretUntil: expiresAt })
    return { ok: true as const, smsId: sms.id, expiresAt }
  })
  if (!result.ok) {
    return { ok: false, message: result.message, retryAfterSeconds: result.wait }
  }
  await deliver(result.smsId)
  return { ok: true, phone, expiresAt: result.expiresAt }
}

async function resendWait(tx: Prisma.TransactionClient, phone: string, now: Date) {
  const last = await tx.verification.findFirst({
    where: { purpose: PURPOSE, target: phone },
    orderBy: { createdAt: 'desc' },
    select: { createdAt: true, usedAt: true },
  })
  // A code that was used arrived: the wait is for codes that may still be on their way.
  if (!last || last.usedAt) return 0
  const elapsedMs = now.getTime() - last.createdAt.getTime()
  return Math.max(0, Math.ceil((OTP_RESEND_SECONDS * 1000 - elapsedMs) / 1000))
}

/**
 * Seconds until the phone may have another code under RATE_LIMITS.otpSendPerPhone and
 * otpSendPerPhoneDaily, counting the codes sent (a row each) in a window that ends now: only codes
 * that went out count, and the day rolls instead of starting at a UTC midnight (issue 21, AUTH-2).
 * Housekeeping keeps a code's row for a day after it expires, longer than the daily window.
 */
async function sentCodesWait(tx: Prisma.TransactionClient, phone: string, now: Date) {
  let wait = 0
  for (const rule of [RATE_LIMITS.otpSendPerPhone, RATE_LIMITS.otpSendPerPhoneDaily]) {
    const limit = rule.limit * getEnv().RATE_LIMIT_SCALE
    const windowMs = rule.windowSeconds * 1000
    const sent = await tx.verification.findMany({
      where: {
        purpose: PURPOSE,
        target: phone,
        createdAt: { gt: new Date(now.getTime() - windowMs) },
      },
      orderBy: { createdAt: 'desc' },
      select: { createdAt: true },
      take: limit,
    })
    if (sent.length < limit) continue
    // The oldest of the last `limit` codes must leave the window first.
    const frees = sent[sent.length - 1]!.createdAt.getTime() + windowMs
    wait = Math.max(wait, Math.ceil((frees - now.getTime()) / 1000))
  }
  return wait
}

export function resendMessage(seconds: number) {
  const unit = seconds === 1 ? 'second' : 'seconds'
  return `We just sent you a code. Please wait ${seconds} ${unit} before asking for another.`
}

export type VerifyCodeResult = { ok: true; phone: string } | { ok: false; message: string }

/**
 * Checks a code against the phone's newest code (a newer code replaces the older ones). Every try
 * is counted by a conditional update before the comparison, so parallel guesses cannot exceed the
 * limit, and a right code is claimed the same way, so it signs in once only. No code, a used code
 * and an expired code all answer "expired". provePhone (phone-login.server.ts) applies
 * RATE_LIMITS.otpVerify* first.
 */
export async function verifyLoginCode(
  phoneInput: string,
  codeInput: string,
  { now = new Date() }: { now?: Date } = {},
): Promise<VerifyCodeResult> {
  const phone = normalizePhone(phoneInput)
  if (!phone) return { ok: false, message: OTP_MESSAGES.invalidPhone }
  const code = codeInput.replace(/\s/g, '')
  const latest = await prisma.verification.findFirst({
    where: { purpose: PURPOSE, target: phone },
    orderBy: { createdAt: 'desc' },
  })
  if (!latest) return { ok: false, message: OTP_MESSAGES.expired }
  const refusal = deadCodeMessage(latest, now)
  if (refusal) return { ok: false, message: refusal }
  // A typo of the wrong length costs no try.
  if (!/^\d{6}$/.test(code)) return { ok: false, message: OTP_MESSAGES.wrong }

  const counted = await prisma.verification.updateMany({
    where: {
      id: latest.id,
      usedAt: null,
      attempts: { lt: OTP_MAX_ATTEMPTS },
      expiresAt: { gt: now },
    },
    data: { attempts: { increment: 1 } },
  })
  if (counted.count !== 1) return { ok: false, message: await currentRefusal(latest.id, now) }

  if (!sameHash(codeHash(latest.id, phone, code), latest.secretHash)) {
    const attempts = await attemptsOf(latest.id)
    const dead = attempts >= OTP_MAX_ATTEMPTS
    return { ok: false, message: dead ? OTP_MESSAGES.tooManyTries : OTP_MESSAGES.wrong }
  }
  const used = await prisma.verification.updateMany({
    where: { id: latest.id, usedAt: null, expiresAt: { gt: now } },
    data: { usedAt: now },
  })
  return used.count === 1 ? { ok: true, phone } : { ok: false, message: OTP_MESSAGES.expired }
}

/** Why a code can no longer be used, or null while it can. */
function deadCodeMessage(row: Pick<Verification, 'usedAt' | 'attempts' | 'expiresAt'>, now: Date) {
  if (row.usedAt) return OTP_MESSAGES.expired
  if (row.attempts >= OTP_MAX_ATTEMPTS) return OTP_MESSAGES.tooManyTries
  if (row.expiresAt <= now) return OTP_MESSAGES.expired
  return null
}

async function currentRefusal(id: string, now: Date) {
  const row = await prisma.verification.findUnique({ where: { id } })
  return (row && deadCodeMessage(row, now)) ?? OTP_MESSAGES.expired
}

async function attemptsOf(id: string) {
  const row = await prisma.verification.findUnique({ where: { id }, select: { attempts: true } })
  return row?.attempts ?? OTP_MAX_ATTEMPTS
}
