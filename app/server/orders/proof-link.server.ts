/**
 * The shopper's signed proof link (decision 048): `/proof/<item>.<round>.<expires>.<signature>`,
 * an HMAC-SHA256 with the app's secret over the item, the proof request it answers and its expiry.
 * Anyone holding the link may approve or ask for a change to that one item's current proof, as
 * with the order's email itself; a changed character, another item, an older request or a date
 * past its expiry is refused before anything is read or written.
 */
import crypto from 'node:crypto'
import { PREPRESS_MESSAGES } from '#app/utils/prepress.ts'
import { getEnv } from '../platform/env.server.ts'
import { AppError } from '../platform/errors.server.ts'

/** A link works this long after it was made. */
export const PROOF_LINK_DAYS = 30

const sign = (payload: string) =>
  crypto
    .createHmac('sha256', `proof-link:${getEnv().SESSION_SECRET}`)
    .update(payload)
    .digest('base64url')

export function proofToken(itemId: string, round: number, now = new Date()) {
  const expires = Math.floor(now.getTime() / 1000) + PROOF_LINK_DAYS * 24 * 60 * 60
  const payload = `${itemId}.${round}.${expires}`
  return `${payload}.${sign(payload)}`
}

export function proofUrl(itemId: string, round: number, now = new Date()) {
  return `${getEnv().APP_URL.replace(/\/$/, '')}${proofPath(itemId, round, now)}`
}

export function proofPath(itemId: string, round: number, now = new Date()) {
  return `/proof/${proofToken(itemId, round, now)}`
}

/** The item and request a token names; 404 when it was not made by us, 410 when it expired. */
export function readProofToken(token: string, now = new Date()) {
  const match = /^([a-z0-9]{10,40})\.(\d{1,6})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token)
  if (!match) throw new AppError(404, PREPRESS_MESSAGES.linkInvalid, { code: 'PROOF_LINK_INVALID' })
  const [, itemId, round, expires, signature] = match
  const expected = Buffer.from(sign(`${itemId}.${round}.${expires}`))
  const given = Buffer.from(signature!)
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given))
    throw new AppError(404, PREPRESS_MESSAGES.linkInvalid, { code: 'PROOF_LINK_INVALID' })
  if (Number(expires) * 1000 < now.getTime())
    throw new AppError(410, PREPRESS_MESSAGES.linkExpired, { code: 'PROOF_LINK_EXPIRED' })
  return { itemId: itemId!, round: Number(round) }
}
