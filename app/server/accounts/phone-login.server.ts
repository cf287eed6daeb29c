import { AUTH_MESSAGES } from '#app/utils/auth-schemas.ts'
import { sendLoginCode, verifyLoginCode } from './otp.server.ts'
import { prisma } from '../platform/db.server.ts'
import { AppError } from '../platform/errors.server.ts'
import { RATE_LIMITS, enforceLimits } from '../platform/rate-limit.server.ts'
import { sessionUserSelect, type SessionUser } from './session.server.ts'
import {
  createPhoneAccount,
  createPhoneProof,
  readPhoneProof,
  releaseUnprovedPhone,
} from './users.server.ts'
import { normalizePhone, phoneError } from '#app/utils/phone.ts'

/**
 * Signing in with a code sent to a phone: send the code, check it, find the account it proves,
 * and (for a number with no account yet) create the account once the visitor has given a name and
 * email. Reading the code from a request is the phone-code strategy's (app/server/http).
 */

export const PHONE_LOGIN_MESSAGES = {
  needsProfile: 'Your number is verified. Add your name and email to create your account.',
  proofExpired: 'Your code has expired. Ask for a new code to continue.',
} as const

/** "+91 ******3210": enough for the owner to recognise, not enough to read over a shoulder. */
export function maskPhone(phone: string) {
  return `+91 ******${phone.slice(-4)}`
}

function phoneOrThrow(input: string) {
  const phone = normalizePhone(input)
  if (phone) return phone
  const message = phoneError(input) ?? AUTH_MESSAGES.phoneLoginFailed
  throw new AppError(400, AUTH_MESSAGES.phoneLoginFailed, { fieldErrors: { phone: [message] } })
}

/**
 * Sends a sign-in code after the per-IP and per-phone limits (SMS costs money and can be used to
 * flood a stranger's phone). Throws an AppError with the reason when it cannot.
 */
export async function sendSignInCode(input: { phone: string; ip: string }) {
  const phone = phoneOrThrow(input.phone)
  // The per-phone limits count codes actually sent (sendLoginCode); only the address is a bucket.
  await enforceLimits([[RATE_LIMITS.otpSendPerIp, input.ip]])
  const sent = await sendLoginCode(phone)
  if (!sent.ok) {
    const wait = sent.retryAfterSeconds
    throw new AppError(wait ? 429 : 400, sent.message, {
      headers: wait ? { 'Retry-After': String(wait) } : undefined,
    })
  }
  return {
    phone,
    message: `We sent a 6-digit code to ${maskPhone(phone)}. It is valid for 10 minutes.`,
  }
}

export type PhoneSignIn =
  | { user: SessionUser }
  /** The number has no account yet: `proof` vouches for it while the visitor adds a name. */
  | { user: null; phone: string; proof: string }

/**
 * Checks the code sent to a phone, after the limits on the guesser (address, and address with
 * phone). Answers the phone, now proved by whoever typed the code; an AppError otherwise (400 for
 * no, a wrong, a used or an expired code, 429 when limited). The phone-code sign-in strategy
 * (app/server/http/phone-code-strategy.server.ts) and registering both prove a phone here.
 */
export async function provePhone(input: { phone: string; code: string; ip: string }) {
  const phone = phoneOrThrow(input.phone)
  const code = input.code.trim()
  if (!code) {
    throw new AppError(400, AUTH_MESSAGES.phoneLoginFailed, {
      fieldErrors: { otp: [AUTH_MESSAGES.codeRequired] },
    })
  }
  // Keyed on the guesser, never on the phone alone: guesses cannot lock the owner out.
  await enforceLimits([
    [RATE_LIMITS.otpVerifyPerIp, input.ip],
    [RATE_LIMITS.otpVerifyPerIpAndPhone, `${input.ip} ${phone}`],
  ])
  const result = await verifyLoginCode(phone, code)
  if (!result.ok) {
    throw new AppError(400, result.message, { fieldErrors: { otp: [result.message] } })
  }
  return result.phone
}

/**
 * Who a proved phone signs in as (the phone-code strategy's verify step, after provePhone): the
 * account that proved this phone. An account that only typed it (never proved) is not signed
 * into: the number is released from it and the person with the phone goes on as a new number
 * (decision 031; issue 21, PREHIJACK-A), with a proof that vouches for it while they add a name.
 */
export async function accountOfProvedPhone(phone: string): Promise<PhoneSignIn> {
  const user = await prisma.$transaction(async (tx) => {
    await releaseUnprovedPhone(tx, phone)
    return tx.user.findFirst({
      where: { phone, phoneVerifiedAt: { not: null } },
      select: sessionUserSelect,
    })
  })
  if (user) return { user: user as SessionUser }
  return { user: null, phone, proof: createPhoneProof(phone) }
}

/** Creates the passwordless account of a verified phone (see accountOfProvedPhone). */
export async function completePhoneSignup(input: {
  proof: string
  firstName: string
  lastName: string
  email: string
}): Promise<SessionUser> {
  const phone = readPhoneProof(input.proof)
  if (!phone) throw new AppError(400, PHONE_LOGIN_MESSAGES.proofExpired, { code: 'PROOF_EXPIRED' })
  const { firstName, lastName, email } = input
  return createPhoneAccount({ phone, firstName, lastName, email })
}
