/**
 * Device cookies (OWASP's "Slow brute force and account lockout" defence; decision 028). After a
 * correct password a browser gets a signed cookie naming that account (by a hash of its email)
 * with a random nonce. A sign-in that presents a valid one is from a known device: it is limited by
 * its own nonce, not by the account's limit, so a crowd of wrong guesses from elsewhere cannot
 * lock the owner out of the devices they already use. The cookie holds up to five accounts (a
 * family computer) and lasts a year; a new nonce is issued at every correct sign-in.
 */
import { createHash, randomBytes } from 'node:crypto'
import { createCookie } from '@remix-run/node'
import { getEnv } from '../platform/env.server.ts'
import { secureCookies } from './session.server.ts'

export const DEVICE_COOKIE = 'ps_device'
const ONE_YEAR = 365 * 24 * 60 * 60
const MAX_ACCOUNTS = 5
const ENTRY = /^[a-f0-9]{16}\.[A-Za-z0-9_-]{22}$/

function deviceCookie() {
  const env = getEnv()
  return createCookie(DEVICE_COOKIE, {
    httpOnly: true,
    sameSite: 'lax',
    secure: secureCookies(env.NODE_ENV, env.APP_URL),
    path: '/',
    maxAge: ONE_YEAR,
    secrets: [env.SESSION_SECRET],
  })
}

const accountKey = (email: string) =>
  createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 16)

async function entries(request: Request): Promise<string[]> {
  const value: unknown = await deviceCookie().parse(request.headers.get('Cookie'))
  return Array.isArray(value)
    ? value
        .filter((e): e is string => typeof e === 'string' && ENTRY.test(e))
        .slice(0, MAX_ACCOUNTS)
    : []
}

/**
 * The nonce of this browser's device cookie for `email`, or null when it has none (an unknown
 * device, a forged or foreign cookie).
 */
export async function knownDevice(request: Request, email: string): Promise<string | null> {
  const key = `${accountKey(email)}.`
  return (await entries(request)).find((e) => e.startsWith(key))?.slice(key.length) ?? null
}

/** Set-Cookie that remembers this browser for `email` with a fresh nonce (after a correct password). */
export async function rememberDevice(request: Request, email: string): Promise<string> {
  const key = accountKey(email)
  const others = (await entries(request)).filter((e) => !e.startsWith(`${key}.`))
  const nonce = randomBytes(16).toString('base64url')
  return deviceCookie().serialize([`${key}.${nonce}`, ...others].slice(0, MAX_ACCOUNTS))
}
