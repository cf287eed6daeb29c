import { DELIVERY_PIN_COOKIE } from './cache.server.ts'

/**
 * The PIN code a visitor checked delivery for, remembered for the browser session (no Max-Age) so
 * the product page, the cart and checkout answer for it without asking again. Only six digits are
 * ever read back; anything else is ignored.
 */

const PIN = /^[1-9][0-9]{5}$/

/** `?pin=` when the visitor just typed one (any text: the caller refuses a bad one), else the cookie. */
export function deliveryPinOf(request: Request): { pin: string; typed: boolean } | null {
  const typed = new URL(request.url).searchParams.get('pin')
  if (typed !== null) return { pin: typed.replace(/\s/g, ''), typed: true }
  const cookie = request.headers.get('Cookie') ?? ''
  const match = new RegExp(`(?:^|;\\s*)${DELIVERY_PIN_COOKIE}=([^;]*)`).exec(cookie)
  return match && PIN.test(match[1]!) ? { pin: match[1]!, typed: false } : null
}

/** The Set-Cookie remembering a PIN code that exists, for the session. */
export function rememberPinCookie(pin: string) {
  return `${DELIVERY_PIN_COOKIE}=${pin}; Path=/; HttpOnly; SameSite=Lax`
}
