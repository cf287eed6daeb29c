import { Strategy } from 'remix-auth/strategy'
import { BodyUsedError } from 'remix-auth-form'
import { provePhone } from '../accounts/phone-code.server.ts'
import { clientIp } from '../platform/rate-limit.server.ts'

export type PhoneCodeVerifyOptions = {
  /** The phone the code proved, normalised (10 digits). */
  phone: string
  /** The posted form, for anything else the verify step reads. */
  form: FormData
  request: Request
}

/**
 * The SMS sign-in code as a remix-auth strategy. It reads `phone` and `otp` from the posted form
 * (like remix-auth-form's FormStrategy, from a clone, so the route may read the form too), proves
 * the phone with the code (accounts' provePhone: the guesser's limits, every try counted, a code
 * used once) and hands the proved number to `verify`, which says whose account that is.
 * A refusal is provePhone's AppError, unchanged: 400 for a missing, wrong, used or expired code
 * or a malformed number, 429 with Retry-After when limited.
 */
export class PhoneCodeStrategy<User> extends Strategy<User, PhoneCodeVerifyOptions> {
  name = 'phone-code'

  async authenticate(request: Request): Promise<User> {
    if (request.bodyUsed) throw new BodyUsedError()
    // An unreadable body has no phone: provePhone refuses it with the phone's field message.
    const form = await request
      .clone()
      .formData()
      .catch(() => new FormData())
    const field = (name: string) => {
      const value = form.get(name)
      return typeof value === 'string' ? value : ''
    }
    const phone = await provePhone({
      phone: field('phone'),
      code: field('otp'),
      ip: clientIp(request),
    })
    return this.verify({ phone, form, request })
  }
}
