/**
 * A code sent to a phone and typed back, with the limits on both (SMS costs money and can flood a
 * stranger's phone; guesses are limited per guesser). Phone sign-in (phone-login.server.ts),
 * registration (users.server.ts) and the checkout gate use it; the codes themselves are
 * otp.server.ts's.
 */
import { AUTH_MESSAGES } from '#app/utils/auth-schemas.ts'
import { normalizePhone, phoneError } from '#app/utils/phone.ts'
import { AppError } from '../platform/errors.server.ts'
import { RATE_LIMITS, enforceLimits } from '../platform/rate-limit.server.ts'
import { sendLoginCode, verifyLoginCode } from './otp.server.ts'

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

/**
 * Checks the code sent to a phone, after the limits on the guesser (address, and address with
 * phone). Answers the phone, now proved by whoever typed the code; a 400 AppError otherwise.
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
