import { Authenticator } from 'remix-auth'
import { FormStrategy } from 'remix-auth-form'
import { PHONE_LOGIN_MESSAGES, accountOfProvedPhone } from '../accounts/phone-login.server.ts'
import { type SessionUser } from '../accounts/session.server.ts'
import { signInWithPassword } from '../accounts/sign-in.server.ts'
import { clientIp } from '../platform/rate-limit.server.ts'
import { knownDevice } from './device-cookie.server.ts'
import { PhoneCodeStrategy } from './phone-code-strategy.server.ts'

/**
 * Who a sign-in request is (decision 041): remix-auth's Authenticator with two strategies, which
 * every way in (the /login page, the checkout gate, POST /api/auth/login and login-with-phone)
 * calls as `authenticator.authenticate(name, request)`:
 *
 * - `email-password` (remix-auth-form's FormStrategy): the form's `email` and `password`, checked
 *   by accounts' signInWithPassword with the limits of where the attempt comes from (this
 *   browser's device cookie for that email, decision 028).
 * - `phone-code` (PhoneCodeStrategy): the form's `phone` and `otp`; the proved number signs into
 *   the account that proved it, or throws PhoneNotRegistered for a number with no account.
 *
 * Either answers the user or throws: an AppError with the message to show (400, 401, 429).
 * What follows a sign-in stays the caller's: the session, the cart, the device cookie
 * (sign-in.server.ts), and a failed attempt ending the session the browser had (attemptSignIn).
 */

/**
 * A right code for a number that no account has proved. Not a refusal: the visitor goes on to
 * name the account, and `proof` vouches for the number meanwhile (completePhoneSignup).
 */
export class PhoneNotRegistered extends Error {
  readonly code = 'PHONE_NOT_REGISTERED'
  readonly phone: string
  readonly proof: string

  constructor(phone: string, proof: string) {
    super(PHONE_LOGIN_MESSAGES.needsProfile)
    this.name = 'PhoneNotRegistered'
    this.phone = phone
    this.proof = proof
  }
}

function text(form: FormData, name: string) {
  const value = form.get(name)
  return typeof value === 'string' ? value : ''
}

export const authenticator = new Authenticator<SessionUser>()
  .use(
    new FormStrategy(async ({ form, request }) => {
      const email = text(form, 'email')
      return signInWithPassword({
        email,
        password: text(form, 'password'),
        ip: clientIp(request),
        knownDevice: await knownDevice(request, email),
      })
    }),
    'email-password',
  )
  .use(
    new PhoneCodeStrategy(async ({ phone }) => {
      const account = await accountOfProvedPhone(phone)
      if (account.user) return account.user
      throw new PhoneNotRegistered(account.phone, account.proof)
    }),
    'phone-code',
  )
