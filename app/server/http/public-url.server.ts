/**
 * The store's address as the shopper's browser knows it, for links the browser follows back to us
 * (the payment callback and cancel pages). APP_URL, except on a machine's own loopback names: a
 * store started with `npm start` at http://localhost:3000 and opened at http://127.0.0.1:3000 would
 * otherwise send the payment page's form to another host, which its CSP (`form-action`) blocks,
 * leaving the shopper stuck on the payment page (issue 20). The Host header is only trusted there:
 * both names are this machine, so no other site can be named through it.
 */
import { getEnv } from '../platform/env.server.ts'

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]'])

export function publicUrl(request: Request): string {
  const appUrl = new URL(getEnv().APP_URL)
  let asked: URL
  try {
    asked = new URL(request.url)
  } catch {
    return appUrl.origin
  }
  const sameMachine =
    LOOPBACK.has(appUrl.hostname) &&
    LOOPBACK.has(asked.hostname) &&
    appUrl.port === asked.port &&
    appUrl.protocol === asked.protocol
  return sameMachine ? asked.origin : appUrl.origin
}
