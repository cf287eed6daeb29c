import { createHash, randomBytes } from 'node:crypto'
import { type Prisma } from '@prisma/client'
import { prisma } from '../platform/db.server.ts'
import { getEnv } from '../platform/env.server.ts'
import { defineJob } from '../platform/jobs.server.ts'
import { deliver, queueEmail } from '../platform/outbox.server.ts'
import { RATE_LIMITS, enforceLimits } from '../platform/rate-limit.server.ts'
import { passwordResetEmail } from './password-reset-email.server.tsx'

/**
 * Password reset links: 256 random bits in the link, only their SHA-256 in the database, valid 30
 * minutes, used once, one live link per user. Asking never reveals whether an account exists.
 * See docs/decisions/008-rate-limits-otp-and-reset-tokens.md.
 */

export const RESET_TTL_SECONDS = 30 * 60

const PURPOSE = 'PASSWORD_RESET' as const

type Db = Prisma.TransactionClient | typeof prisma

// 32 bytes in base64url without padding.
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/

function tokenHash(token: string) {
  return createHash('sha256').update(token).digest('hex')
}

export function resetLink(token: string, appUrl = getEnv().APP_URL) {
  return `${appUrl.replace(/\/+$/, '')}/reset-password/${token}`
}

/**
 * Emails a reset link when an account has this email; otherwise does nothing. Either way it
 * resolves with nothing and without waiting for the mail server, so neither the answer nor its
 * timing tells a stranger whether the email is registered. Callers from the web go through
 * askForPasswordReset, which applies the limits.
 */
export async function requestPasswordReset(
  email: string,
  { appUrl, now = new Date() }: { appUrl?: string; now?: Date } = {},
): Promise<void> {
  const user = await prisma.user.findUnique({
    where: { email: email.trim().toLowerCase() },
    select: { id: true, email: true, firstName: true },
  })
  if (!user) return
  const token = randomBytes(32).toString('base64url')
  const expiresAt = new Date(now.getTime() + RESET_TTL_SECONDS * 1000)
  const emailId = await prisma.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`reset:${user.id}`}, 0))`
    await tx.verification.updateMany({
      where: { purpose: PURPOSE, target: user.id, usedAt: null, expiresAt: { gt: now } },
      data: { expiresAt: now },
    })
    await tx.verification.create({
      data: {
        purpose: PURPOSE,
        target: user.id,
        secretHash: tokenHash(token),
        expiresAt,
        createdAt: now,
      },
    })
    const message = passwordResetEmail(user.firstName, resetLink(token, appUrl))
    return (await queueEmail(tx, { to: user.email, ...message, secretUntil: expiresAt })).id
  })
  // Not awaited: an SMTP round trip would make a known email slower to answer than an unknown
  // one. deliver() never throws; a failed send stays in the outbox for deliverPending().
  void deliver(emailId).catch((error: unknown) => console.error('password reset email', error))
}

const liveToken = (token: string, now: Date) => ({
  secretHash: tokenHash(token),
  purpose: PURPOSE,
  usedAt: null,
  expiresAt: { gt: now },
})

/** The user a reset link belongs to, while it is unused and unexpired; otherwise null. */
export async function findResetToken(
  token: string,
  { now = new Date() }: { now?: Date } = {},
): Promise<{ userId: string } | null> {
  if (!TOKEN_PATTERN.test(token)) return null
  const row = await prisma.verification.findFirst({
    where: liveToken(token, now),
    select: { target: true },
  })
  return row ? { userId: row.target } : null
}

/**
 * Marks a reset link used and returns its user id, or null when it is unknown, used or expired.
 * The claim is one conditional update, so of two concurrent uses exactly one gets the user id.
 * Call it in the transaction that sets the new password, so a failure there frees the link again.
 */
export async function consumeResetToken(
  token: string,
  tx: Db,
  { now = new Date() }: { now?: Date } = {},
): Promise<string | null> {
  if (!TOKEN_PATTERN.test(token)) return null
  const claimed = await tx.verification.updateMany({
    where: liveToken(token, now),
    data: { usedAt: now },
  })
  if (claimed.count !== 1) return null
  const row = await tx.verification.findUnique({
    where: { secretHash: tokenHash(token) },
    select: { target: true },
  })
  return row?.target ?? null
}

/**
 * "Forgot password" from the page or the API: the per-IP and per-email limits (a 429 AppError
 * when refused), then requestPasswordReset. The answer is the same whether or not the email has
 * an account.
 */
export async function askForPasswordReset(input: { email: string; ip: string }) {
  await enforceLimits([
    [RATE_LIMITS.forgotPasswordPerIp, input.ip],
    [RATE_LIMITS.forgotPasswordPerEmail, input.email],
  ])
  // The lookup, the link and the email happen in a job, after the answer: the request does the
  // same work whether or not the email has an account, so its time tells nothing (decision 028).
  await passwordResetJob.send({ email: input.email })
}

/** Looks the email up and, when an account has it, sends the reset link. */
export const passwordResetJob = defineJob<{ email: string }>(
  'password-reset',
  ({ email }) => requestPasswordReset(email),
  // A link older than a few minutes is less use than none: retry briefly, then give up.
  { retryLimit: 2, retryDelaySeconds: 10, expireInSeconds: 60 },
)
