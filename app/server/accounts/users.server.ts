import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto'
import { Prisma } from '@prisma/client'
import { AUTH_FIELD_MESSAGES, type RegisterValues } from '#app/utils/auth-schemas.ts'
import { CHANGE_PASSWORD_MESSAGES, PASSWORD_MESSAGES } from '#app/utils/password-rules.ts'
import { RESET_LINK_INVALID } from '#app/utils/auth-schemas.ts'
import { prisma } from '../platform/db.server.ts'
import { getEnv } from '../platform/env.server.ts'
import { AppError } from '../platform/errors.server.ts'
import { RATE_LIMITS, enforceLimits } from '../platform/rate-limit.server.ts'
import { AUTH_MESSAGES } from '#app/utils/auth-schemas.ts'
import { deliver, queueEmail } from '../platform/outbox.server.ts'
import { consumeResetToken } from './password-reset.server.ts'
import { hashPassword, verifyPassword } from './password.server.ts'
import { provePhone, sendSignInCode } from './phone-code.server.ts'
import { endOtherSessions, sessionUserSelect, type SessionUser } from './session.server.ts'

/**
 * Accounts: registration, password change and reset, passwordless accounts from a phone code.
 * Each returns its result or throws an AppError whose message and field errors a shopper reads.
 */

type FieldErrors = Record<string, string[]>

function sendLater(id: string, what: string) {
  // deliver() keeps a failed message in the outbox; a slow mail server must not slow the page.
  void deliver(id).catch((error: unknown) => console.error(`${what} email`, error))
}

function takenFields(error: unknown): FieldErrors | null {
  if (!(error instanceof Prisma.PrismaClientKnownRequestError) || error.code !== 'P2002')
    return null
  const target = String((error.meta as { target?: unknown } | undefined)?.target ?? '')
  const fields: FieldErrors = {}
  if (target.includes('email')) fields.email = [AUTH_FIELD_MESSAGES.emailTaken]
  if (target.includes('phone')) fields.phone = [AUTH_FIELD_MESSAGES.phoneTaken]
  return Object.keys(fields).length ? fields : { email: [AUTH_FIELD_MESSAGES.emailTaken] }
}

async function existingFields(email: string, phone: string | null) {
  const taken = await prisma.user.findMany({
    where: { OR: [{ email }, ...(phone ? [{ phone, phoneVerifiedAt: { not: null } }] : [])] },
    select: { email: true, phone: true },
  })
  const fields: FieldErrors = {}
  if (taken.some((u) => u.email === email)) fields.email = [AUTH_FIELD_MESSAGES.emailTaken]
  if (phone && taken.some((u) => u.phone === phone)) fields.phone = [AUTH_FIELD_MESSAGES.phoneTaken]
  return fields
}

/**
 * A phone that has just been proved by someone is theirs: an account that holds it without ever
 * having proved it (typed at registration before proof was asked for) lets it go, in the caller's
 * transaction (decision 031).
 */
export async function releaseUnprovedPhone(tx: Prisma.TransactionClient, phone: string) {
  await tx.user.updateMany({ where: { phone, phoneVerifiedAt: null }, data: { phone: null } })
}

function welcomeEmail(firstName: string, confirmUrl: string) {
  const url = getEnv().APP_URL.replace(/\/+$/, '')
  return {
    subject: 'Welcome to PrintStudio',
    text: [
      `Hello ${firstName},`,
      '',
      'Your PrintStudio account is ready. Design visiting cards, stationery, labels and gifts online,',
      'keep your designs and addresses in one place and track every order.',
      '',
      'Please confirm this is your email address (the link works for 7 days):',
      confirmUrl,
      '',
      `Start here: ${url}/shop`,
      '',
      'If you did not create this account, ignore this email: nothing is sent to this address until it is confirmed.',
    ].join('\n'),
  }
}

function passwordChangedEmail(firstName: string) {
  return {
    subject: 'Your PrintStudio password was changed',
    text: [
      `Hello ${firstName || 'there'},`,
      '',
      'The password of your PrintStudio account was just changed, and every other device was signed out.',
      'If this was not you, reset your password now from the sign-in page and write to us at hello@printstudio.in.',
    ].join('\n'),
  }
}

type NewAccount = {
  email: string
  /** Proved by a code in the last few minutes: the account holds it as proved. */
  phone: string
  firstName: string
  lastName: string
  /** An argon2id hash; none for an account that signs in with phone codes. */
  passwordHash?: string
}

/**
 * Creates the user (and password) and queues the welcome email in one transaction. A taken email
 * or phone is a 400 AppError with `failure` as its message and the field errors: checked first for
 * a friendly answer, and the unique indexes decide when two registrations race.
 */
async function createAccount(
  { passwordHash, ...account }: NewAccount,
  failure: string,
): Promise<SessionUser> {
  const taken = await existingFields(account.email, account.phone)
  if (Object.keys(taken).length) throw new AppError(400, failure, { fieldErrors: taken })
  try {
    const { user, emailId } = await prisma.$transaction(async (tx) => {
      await releaseUnprovedPhone(tx, account.phone)
      const user = await tx.user.create({
        data: {
          ...account,
          phoneVerifiedAt: new Date(),
          ...(passwordHash ? { password: { create: { hash: passwordHash } } } : {}),
        },
        select: sessionUserSelect,
      })
      const confirmUrl = emailConfirmationLink(user.id, user.email)
      const email = await queueEmail(tx, {
        to: user.email,
        ...welcomeEmail(user.firstName, confirmUrl),
      })
      return { user, emailId: email.id }
    })
    sendLater(emailId, 'welcome')
    return user as SessionUser
  } catch (error) {
    const fields = takenFields(error)
    if (fields) throw new AppError(400, failure, { fieldErrors: fields })
    throw error
  }
}

/**
 * Registration in two steps, as the page does it (decision 031): the details are checked and a
 * code goes to the phone, and the details wait, sealed, in the form (`pending`) until the code
 * comes back (finishRegistration). Nothing is written before the phone is proved. A duplicate email
 * or proved phone is a 400 'Registration failed' with the field errors; 429 when limited.
 */
export async function startRegistration(values: RegisterValues, ip: string) {
  await enforceLimits([[RATE_LIMITS.registerPerIp, ip]])
  const failure = AUTH_MESSAGES.registrationFailed
  const taken = await existingFields(values.email, values.phone)
  if (Object.keys(taken).length) throw new AppError(400, failure, { fieldErrors: taken })
  const sent = await sendSignInCode({ phone: values.phone, ip })
  const { password, confirmPassword: _confirm, ...account } = values
  const pending = sealPending({ ...account, passwordHash: await hashPassword(password) })
  return { pending, phone: sent.phone, message: sent.message }
}

/** Another code for a registration waiting for one. */
export async function resendRegistrationCode(pending: string, ip: string) {
  const account = openPending(pending)
  const sent = await sendSignInCode({ phone: account.phone, ip })
  return { pending, phone: sent.phone, message: sent.message }
}

/** The code from the SMS creates the account of a pending registration. */
export async function finishRegistration(pending: string, code: string, ip: string) {
  const account = openPending(pending)
  await provePhone({ phone: account.phone, code, ip })
  return createAccount(account, AUTH_MESSAGES.registrationFailed)
}

/**
 * Registration in one call (POST /api/auth/register): the details and `otp`, the code that
 * /api/auth/send-otp sent to the phone. Without a right code nothing is written.
 */
export async function registerUser(
  values: RegisterValues & { otp?: string },
  ip: string,
): Promise<SessionUser> {
  await enforceLimits([[RATE_LIMITS.registerPerIp, ip]])
  const failure = AUTH_MESSAGES.registrationFailed
  const taken = await existingFields(values.email, values.phone)
  if (Object.keys(taken).length) throw new AppError(400, failure, { fieldErrors: taken })
  const { password, confirmPassword: _confirm, otp, ...account } = values
  if (!otp?.trim()) {
    throw new AppError(400, REGISTER_MESSAGES.codeRequired, {
      code: 'PHONE_CODE_REQUIRED',
      fieldErrors: { otp: [REGISTER_MESSAGES.codeRequired] },
    })
  }
  await provePhone({ phone: account.phone, code: otp, ip })
  return createAccount({ ...account, passwordHash: await hashPassword(password) }, failure)
}

export const REGISTER_MESSAGES = {
  codeRequired: 'Enter the 6-digit code we sent to your mobile number.',
  pendingExpired:
    'Your details were kept for 15 minutes and have expired. Please fill in the form again.',
} as const

// The details of a registration waiting for its code, sealed (AES-256-GCM under a key from
// SESSION_SECRET) so the browser can neither read the password's hash nor change the phone.
const PENDING_TTL_MS = 15 * 60 * 1000
type Pending = Omit<NewAccount, 'passwordHash'> & { passwordHash: string }

function pendingKey() {
  return createHash('sha256').update(`pending-registration:${getEnv().SESSION_SECRET}`).digest()
}

function sealPending(account: Pending, now = Date.now()) {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', pendingKey(), iv)
  const body = Buffer.concat([
    cipher.update(JSON.stringify({ ...account, expires: now + PENDING_TTL_MS }), 'utf8'),
    cipher.final(),
  ])
  return [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url')).join('.')
}

function openPending(sealed: string, now = Date.now()): Pending {
  const expired = () =>
    new AppError(400, REGISTER_MESSAGES.pendingExpired, { code: 'REGISTRATION_EXPIRED' })
  const [iv, tag, body] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'))
  if (!iv || !tag || !body || iv.length !== 12 || tag.length !== 16) throw expired()
  try {
    const decipher = createDecipheriv('aes-256-gcm', pendingKey(), iv)
    decipher.setAuthTag(tag)
    const text = Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8')
    const { expires, ...account } = JSON.parse(text) as Pending & { expires: number }
    if (!(expires > now)) throw expired()
    return account
  } catch {
    throw expired()
  }
}

/**
 * Changes the password after checking the current one, then ends every other session of the
 * user (the one making the change stays signed in) and emails a notice.
 */
export async function changePassword(
  userId: string,
  keepSessionId: string,
  { currentPassword, newPassword }: { currentPassword: string; newPassword: string },
): Promise<void> {
  const refuse = (field: string, message: string) =>
    new AppError(400, message, { fieldErrors: { [field]: [message] } })
  // Someone at an unlocked computer must not be able to guess the current password (decision 028).
  await enforceLimits([[RATE_LIMITS.changePasswordPerUser, userId]])
  const user = await prisma.user.findUnique({
    where: { id: userId },
    select: { email: true, firstName: true, password: { select: { hash: true } } },
  })
  if (!user) throw refuse('currentPassword', PASSWORD_MESSAGES.currentRequired)
  if (!user.password || !(await verifyPassword(user.password.hash, currentPassword))) {
    throw refuse('currentPassword', CHANGE_PASSWORD_MESSAGES.wrongCurrent)
  }
  if (currentPassword === newPassword) {
    throw refuse('newPassword', CHANGE_PASSWORD_MESSAGES.sameAsCurrent)
  }
  const hash = await hashPassword(newPassword)
  const emailId = await prisma.$transaction(async (tx) => {
    await tx.password.update({ where: { userId }, data: { hash } })
    await endOtherSessions(userId, keepSessionId, tx)
    return (await queueEmail(tx, { to: user.email, ...passwordChangedEmail(user.firstName) })).id
  })
  sendLater(emailId, 'password changed')
}

/**
 * Sets a new password from a reset link. The link is claimed in the same transaction, so it works
 * once; every session of the user ends (the caller then signs this browser in). A 410 AppError when
 * the link is unknown, used or expired.
 */
export async function resetPassword(token: string, password: string): Promise<SessionUser> {
  const hash = await hashPassword(password)
  const result = await prisma.$transaction(async (tx) => {
    const userId = await consumeResetToken(token, tx)
    if (!userId) return null
    await tx.password.upsert({ where: { userId }, create: { userId, hash }, update: { hash } })
    await endOtherSessions(userId, undefined, tx)
    // The link proves the email. Whatever was attached before the email was proved (a phone, proved
    // by whoever registered) was not the owner's doing and signs in no more (decision 031).
    await tx.user.updateMany({
      where: { id: userId, emailVerifiedAt: null },
      data: { phone: null, phoneVerifiedAt: null },
    })
    await tx.user.updateMany({
      where: { id: userId, emailVerifiedAt: null },
      data: { emailVerifiedAt: new Date() },
    })
    const user = await tx.user.findUniqueOrThrow({
      where: { id: userId },
      select: sessionUserSelect,
    })
    const email = await queueEmail(tx, { to: user.email, ...passwordChangedEmail(user.firstName) })
    return { user, emailId: email.id }
  })
  if (!result) throw new AppError(410, RESET_LINK_INVALID, { code: 'RESET_LINK_INVALID' })
  sendLater(result.emailId, 'password changed')
  return result.user as SessionUser
}

// A verified phone waiting for a name: `phone.expiresAtMs.hmac`, kept in a hidden field.
const PROOF_TTL_MS = 15 * 60 * 1000

function proofMac(phone: string, expires: number) {
  return createHmac('sha256', getEnv().SESSION_SECRET)
    .update(`phone-signup:${phone}:${expires}`)
    .digest('base64url')
}

export function createPhoneProof(phone: string, now = Date.now()) {
  const expires = now + PROOF_TTL_MS
  return `${phone}.${expires}.${proofMac(phone, expires)}`
}

/** The phone a proof vouches for while it is fresh and untampered, else null. */
export function readPhoneProof(proof: string, now = Date.now()) {
  const [phone, expiresText, mac] = proof.split('.')
  const expires = Number(expiresText)
  if (!phone || !/^\d{10}$/.test(phone) || !Number.isSafeInteger(expires) || !mac) return null
  if (expires < now) return null
  const expected = Buffer.from(proofMac(phone, expires))
  const given = Buffer.from(mac)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null
  return phone
}

/**
 * Creates a passwordless account for a phone that has just proved itself with a code. The user can
 * add a password later through "Forgot password".
 */
export function createPhoneAccount(values: {
  phone: string
  firstName: string
  lastName: string
  email: string
}): Promise<SessionUser> {
  const { phone, firstName, lastName, email } = values
  return createAccount({ phone, firstName, lastName, email }, AUTH_MESSAGES.phoneLoginFailed)
}

/** Whether the account has a password (phone-code accounts start without one). */
export async function hasPassword(userId: string) {
  return (await prisma.password.count({ where: { userId } })) > 0
}

// The welcome email's confirmation link: `userId.expiresAtMs.hmac`, bound to the email it went to.
const CONFIRM_TTL_MS = 7 * 24 * 60 * 60 * 1000

function confirmMac(userId: string, email: string, expires: number) {
  return createHmac('sha256', getEnv().SESSION_SECRET)
    .update(`confirm-email:${userId}:${email}:${expires}`)
    .digest('base64url')
}

export function emailConfirmationToken(userId: string, email: string, now = Date.now()) {
  const expires = now + CONFIRM_TTL_MS
  return `${userId}.${expires}.${confirmMac(userId, email, expires)}`
}

export function emailConfirmationLink(userId: string, email: string) {
  const url = getEnv().APP_URL.replace(/\/+$/, '')
  return `${url}/confirm-email?token=${encodeURIComponent(emailConfirmationToken(userId, email))}`
}

export const CONFIRM_EMAIL_MESSAGES = {
  invalid: 'This confirmation link has expired or is not ours. Sign in and ask for a new one.',
} as const

/** The account and email a confirmation link vouches for, or a 400 AppError. */
export async function readEmailConfirmation(token: string, now = Date.now()) {
  const [userId, expiresText, mac] = token.split('.')
  const expires = Number(expiresText)
  const invalid = () => new AppError(400, CONFIRM_EMAIL_MESSAGES.invalid, { code: 'LINK_INVALID' })
  if (!userId || !mac || !Number.isSafeInteger(expires) || expires < now || userId.length > 40)
    throw invalid()
  const user = await prisma.user.findUnique({
    where: { id: userId },
    select: { id: true, email: true, emailVerifiedAt: true },
  })
  if (!user) throw invalid()
  const expected = Buffer.from(confirmMac(user.id, user.email, expires))
  const given = Buffer.from(mac)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw invalid()
  return { userId: user.id, email: user.email, confirmed: Boolean(user.emailVerifiedAt) }
}

/** Confirms the email a link was sent to (a POST: mail scanners open links). Idempotent. */
export async function confirmEmail(token: string) {
  const link = await readEmailConfirmation(token)
  await prisma.user.updateMany({
    where: { id: link.userId, email: link.email, emailVerifiedAt: null },
    data: { emailVerifiedAt: new Date() },
  })
  return { email: link.email }
}
