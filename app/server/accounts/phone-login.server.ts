import { AUTH_FIELD_MESSAGES } from '#app/utils/auth-schemas.ts'
import { AUTH_MESSAGES, AuthFailure } from './auth.server.ts'
import { normalizePhone, sendLoginCode } from './otp.server.ts'
import {
  RATE_LIMITS,
  checkLimits,
  clientIp,
  rateLimitMessage,
} from '../platform/rate-limit.server.ts'

/** "+91 ******3210": enough for the owner to recognise, not enough to read over a shoulder. */
export function maskPhone(phone: string) {
  return `+91 ******${phone.slice(-4)}`
}

/**
 * Sends a sign-in code after the per-IP and per-phone limits (SMS costs money and can be used to
 * flood a stranger's phone). Throws AuthFailure with the reason when it cannot.
 */
export async function sendPhoneCode(request: Request, phoneInput: string) {
  const phone = normalizePhone(phoneInput)
  if (!phone) {
    throw new AuthFailure(AUTH_MESSAGES.phoneLoginFailed, 400, { phone: AUTH_FIELD_MESSAGES.phone })
  }
  const limited = await checkLimits([
    [RATE_LIMITS.otpSendPerIp, clientIp(request)],
    [RATE_LIMITS.otpSendPerPhone, phone],
    [RATE_LIMITS.otpSendPerPhoneDaily, phone],
  ])
  if (!limited.allowed) {
    throw new AuthFailure(
      rateLimitMessage(limited.retryAfterSeconds),
      429,
      {},
      {
        'Retry-After': String(limited.retryAfterSeconds),
      },
    )
  }
  const sent = await sendLoginCode(phone)
  if (!sent.ok) {
    const wait = sent.retryAfterSeconds
    throw new AuthFailure(
      sent.message,
      wait ? 429 : 400,
      {},
      wait ? { 'Retry-After': String(wait) } : {},
    )
  }
  return {
    phone,
    message: `We sent a 6-digit code to ${maskPhone(phone)}. It is valid for 10 minutes.`,
  }
}
