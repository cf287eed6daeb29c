/**
 * The recovery cookie: a recovery email's link (/cart/recover) puts the checkout it restores in a
 * signed cookie beside the cart cookie, so that when this browser opens checkout again the return
 * is noted on that checkout, and paying marks it recovered (decision 025). It lasts as long as the
 * link would have.
 */
import { createCookie } from '@remix-run/node'
import { getEnv } from '../platform/env.server.ts'

const RECOVERY_COOKIE = 'ps_recovery'

function recoveryCookie() {
  const env = getEnv()
  return createCookie(RECOVERY_COOKIE, {
    httpOnly: true,
    sameSite: 'lax',
    secure: env.APP_URL.startsWith('https://'),
    path: '/',
    secrets: [env.SESSION_SECRET],
  })
}

/** The checkout a recovery link brought this browser back to, or null. */
export async function readRecoveryCheckoutId(request: Request): Promise<string | null> {
  const value: unknown = await recoveryCookie().parse(request.headers.get('Cookie'))
  return typeof value === 'string' && /^[a-z0-9]{10,40}$/i.test(value) ? value : null
}

export function serializeRecoveryCookie(checkoutId: string, expiresAt: Date) {
  return recoveryCookie().serialize(checkoutId, { expires: expiresAt })
}
