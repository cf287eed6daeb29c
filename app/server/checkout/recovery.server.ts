import crypto from 'node:crypto'
import { Prisma } from '@prisma/client'
import { prisma } from '../platform/db.server.ts'
import { getEnv } from '../platform/env.server.ts'
import { AppError } from '../platform/errors.server.ts'
import { defineJob } from '../platform/jobs.server.ts'
import { deliver, queueEmail } from '../platform/outbox.server.ts'
import { getCartWithPromotions } from '../promotions/promotions.server.ts'
import { recoveryEmail } from '#app/server/checkout/recovery-email.server.tsx'

/**
 * Abandoned-checkout recovery (decision 025). A checkout (a `Checkout` row, see trackCheckout) with
 * no activity for an hour and no payment gets a reminder email with a signed link that restores its
 * cart; a second one 24 hours after it was abandoned; never more than two, whoever sends them (this
 * job or staff's "Send recovery email"). Never to an address that unsubscribed, never after the
 * shopper ordered. Each email is claimed with a conditional update of `recoveryEmails` in the same
 * transaction that queues it through the outbox, so several instances (or two runs at once) send it
 * once. A shopper who comes back through the link and pays marks the checkout recovered (the paying
 * transaction in payments.server.ts).
 */

const HOUR_MS = 60 * 60 * 1000
export const RECOVERY_RULES = {
  /** No activity for this long, and not paid: abandoned, and the first email goes. */
  abandonedAfterMs: HOUR_MS,
  /** The second email: this long after the last activity... */
  secondAfterMs: 24 * HOUR_MS,
  /** ...and at least this long after the first (a checkout found late never gets two at once). */
  secondGapMs: 12 * HOUR_MS,
  /** A first email only for checkouts abandoned within this time (no reminders about old carts). */
  firstWithinMs: 72 * HOUR_MS,
  maxEmails: 2,
  /** The restore link works this long. */
  linkTtlMs: 7 * 24 * HOUR_MS,
} as const

export const RECOVERY_MESSAGES = {
  linkInvalid: 'This link is not valid. It may have been copied incompletely.',
  linkExpired: 'This link has expired. Links in our cart reminders work for 7 days.',
  otherAccount:
    'This cart belongs to another account. Sign out, then open the link from the email again.',
  unsubscribeInvalid: 'This unsubscribe link is not valid. It may have been copied incompletely.',
  notFound: 'Checkout not found',
  notOpen: 'This checkout is finished: the shopper has ordered.',
  limit: 'Two recovery emails have already been sent for this checkout, the most we send.',
  optedOut: 'This shopper unsubscribed from cart reminders.',
  ordered: 'This shopper has paid for an order since starting this checkout.',
  noEmail: 'This checkout has no email address.',
  unproved:
    'Reminders go only to a signed-in shopper whose email address is confirmed, and this one is not.',
  emptyCart: 'The cart of this checkout is empty now: there is nothing to remind them of.',
  changed:
    'Nothing was sent: the checkout changed meanwhile (another email went out, the shopper ordered or unsubscribed). Reload to see it.',
} as const

// Signed links --------------------------------------------------------------------------------

const mac = (purpose: string, value: string) =>
  crypto.createHmac('sha256', getEnv().SESSION_SECRET).update(`${purpose}:${value}`).digest()

function macMatches(expected: Buffer, given: string) {
  const buffer = Buffer.from(given, 'base64url')
  return buffer.length === expected.length && crypto.timingSafeEqual(buffer, expected)
}

/** `checkoutId.expiresAtSeconds.hmac`: restores that checkout's cart until it expires. */
export function recoveryToken(checkoutId: string, now = new Date()) {
  const expires = Math.floor((now.getTime() + RECOVERY_RULES.linkTtlMs) / 1000)
  return `${checkoutId}.${expires}.${mac('cart-recovery', `${checkoutId}:${expires}`).toString('base64url')}`
}

/** The checkout a restore link names; a forged or garbled link is a 400, an old one a 410. */
export function readRecoveryToken(token: string, now = new Date()) {
  const [checkoutId = '', expiresText = '', signature = '', ...rest] = token.trim().split('.')
  const expires = Number(expiresText)
  if (
    rest.length ||
    !/^[a-z0-9]{10,40}$/i.test(checkoutId) ||
    !/^\d{1,12}$/.test(expiresText) ||
    !macMatches(mac('cart-recovery', `${checkoutId}:${expires}`), signature)
  )
    throw new AppError(400, RECOVERY_MESSAGES.linkInvalid, { code: 'LINK_INVALID' })
  if (expires * 1000 < now.getTime())
    throw new AppError(410, RECOVERY_MESSAGES.linkExpired, { code: 'LINK_EXPIRED' })
  return { checkoutId, expiresAt: new Date(expires * 1000) }
}

const normaliseEmail = (email: string) => email.trim().toLowerCase()

/** `base64url(email).hmac`: unsubscribes that address from cart reminders. Does not expire. */
export function unsubscribeToken(email: string) {
  const address = normaliseEmail(email)
  return `${Buffer.from(address).toString('base64url')}.${mac('email-opt-out', address).toString('base64url')}`
}

export function readUnsubscribeToken(token: string) {
  const [encoded = '', signature = '', ...rest] = token.trim().split('.')
  const address = Buffer.from(encoded, 'base64url').toString('utf8')
  if (
    rest.length ||
    !address.includes('@') ||
    !macMatches(mac('email-opt-out', address), signature)
  )
    throw new AppError(400, RECOVERY_MESSAGES.unsubscribeInvalid, { code: 'LINK_INVALID' })
  return address
}

// The shopper's side ------------------------------------------------------------------------------

/**
 * What a restore link does: nothing in the database (it is a GET, and mail scanners open links),
 * only tells the caller which cart the browser's cart cookie should hold. `cartId` is null when the
 * cart is gone; `empty` when it holds nothing any more (emptied, or ordered); `returning` names the
 * open checkout the shopper came back to, so checkout can note the return.
 */
export async function cartFromRecoveryLink({
  token,
  userId,
  now = new Date(),
}: {
  token: string
  /** The signed-in shopper, if any: someone else's cart is never put in their browser. */
  userId: string | null
  now?: Date
}) {
  const { checkoutId, expiresAt } = readRecoveryToken(token, now)
  const checkout = await prisma.checkout.findUnique({
    where: { id: checkoutId },
    select: { id: true, status: true, cartId: true, userId: true },
  })
  if (!checkout) throw new AppError(400, RECOVERY_MESSAGES.linkInvalid, { code: 'LINK_INVALID' })
  if (userId && checkout.userId && checkout.userId !== userId)
    throw new AppError(403, RECOVERY_MESSAGES.otherAccount, { code: 'OTHER_ACCOUNT' })
  const cart = checkout.cartId
    ? await prisma.cart.findUnique({
        where: { id: checkout.cartId },
        select: { id: true, userId: true, _count: { select: { items: true } } },
      })
    : null
  // A cart that now belongs to someone else (it was merged away and the id reused) is never shown.
  const usable = cart && (!cart.userId || cart.userId === checkout.userId) ? cart : null
  return {
    cartId: usable?.id ?? null,
    empty: !usable?._count.items,
    returning: checkout.status === 'STARTED' && usable ? checkout.id : null,
    expiresAt,
  }
}

/** The address a valid unsubscribe link names, and whether it has already opted out. */
export async function unsubscribeStatus(token: string) {
  const email = readUnsubscribeToken(token)
  const existing = await prisma.emailOptOut.findUnique({
    where: { email },
    select: { email: true },
  })
  return { email, optedOut: Boolean(existing) }
}

/** Writes the opt-out (once; a second click changes nothing). */
export async function unsubscribe(token: string) {
  const email = readUnsubscribeToken(token)
  await prisma.emailOptOut.upsert({
    where: { email },
    create: { email, reason: 'unsubscribed' },
    update: {},
  })
  return { email }
}

// Sending -----------------------------------------------------------------------------------------

type SendRefusal = Exclude<keyof typeof RECOVERY_MESSAGES, `link${string}` | 'otherAccount'>

export type SendResult =
  { sent: true; messageId: string; to: string } | { sent: false; reason: SendRefusal }

/** A paid (or paid but held) order by this cart or shopper since the checkout began. */
async function orderedSince(checkout: {
  cartId: string | null
  userId: string | null
  createdAt: Date
}) {
  const who = [
    ...(checkout.cartId ? [{ cartId: checkout.cartId }] : []),
    ...(checkout.userId ? [{ userId: checkout.userId }] : []),
  ]
  if (!who.length) return false
  const order = await prisma.order.findFirst({
    where: {
      AND: [
        { OR: who },
        {
          OR: [
            { paidAt: { gte: checkout.createdAt } },
            { status: 'ON_HOLD', createdAt: { gte: checkout.createdAt } },
          ],
        },
      ],
    },
    select: { id: true },
  })
  return Boolean(order)
}

/**
 * Sends the next recovery email of one checkout, once. Every rule is checked first (for a clear
 * answer), then again inside the conditional update that claims the email, in the transaction that
 * queues it: `recoveryEmails` must still be what was read, so a second run, instance or click
 * finds nothing to claim. `idleSince` (the job) also requires no activity since then.
 */
export async function sendRecoveryEmail(
  checkoutId: string,
  { now = new Date(), idleSince = null }: { now?: Date; idleSince?: Date | null } = {},
): Promise<SendResult> {
  const checkout = await prisma.checkout.findUnique({
    where: { id: checkoutId },
    select: {
      id: true,
      email: true,
      status: true,
      cartId: true,
      userId: true,
      createdAt: true,
      recoveryEmails: true,
      user: { select: { firstName: true, email: true, emailVerifiedAt: true } },
    },
  })
  if (!checkout) return { sent: false, reason: 'notFound' }
  const email = normaliseEmail(checkout.email)
  if (checkout.status !== 'STARTED') return { sent: false, reason: 'notOpen' }
  if (checkout.recoveryEmails >= RECOVERY_RULES.maxEmails) return { sent: false, reason: 'limit' }
  if (!email.includes('@')) return { sent: false, reason: 'noEmail' }
  // Only to an address its owner proved, typed by that owner signed in: an email typed into a
  // checkout proves nothing (issue 21, REC-1; decision 031).
  if (!checkout.user?.emailVerifiedAt || checkout.user.email !== email)
    return { sent: false, reason: 'unproved' }
  if (await prisma.emailOptOut.findUnique({ where: { email }, select: { email: true } }))
    return { sent: false, reason: 'optedOut' }
  if (await orderedSince(checkout)) return { sent: false, reason: 'ordered' }
  const cart = await getCartWithPromotions(checkout.cartId)
  if (!cart.items.some((line) => line.available)) return { sent: false, reason: 'emptyCart' }

  const appUrl = getEnv().APP_URL.replace(/\/$/, '')
  const unsubscribeUrl = `${appUrl}/unsubscribe?token=${encodeURIComponent(unsubscribeToken(email))}`
  const content = recoveryEmail({
    nth: checkout.recoveryEmails + 1,
    firstName: checkout.user?.firstName ?? '',
    startedAt: checkout.createdAt,
    cart,
    restoreUrl: `${appUrl}/cart/recover?token=${encodeURIComponent(recoveryToken(checkout.id, now))}`,
    unsubscribeUrl,
  })
  const messageId = await prisma.$transaction(async (tx) => {
    const claimed = await tx.$queryRaw<{ id: string }[]>`
      UPDATE "Checkout" AS c
      SET "recoveryEmails" = c."recoveryEmails" + 1, "lastRecoveryAt" = ${now}
      WHERE c.id = ${checkout.id}
        AND c.status = 'STARTED'
        AND c."recoveryEmails" = ${checkout.recoveryEmails}
        AND c."recoveryEmails" < ${RECOVERY_RULES.maxEmails}
        ${idleSince ? Prisma.sql`AND c."updatedAt" <= ${idleSince}` : Prisma.empty}
        AND NOT EXISTS (SELECT 1 FROM "EmailOptOut" o WHERE o.email = ${email})
        AND EXISTS (
          SELECT 1 FROM "User" u
          WHERE u.id = c."userId" AND u.email = ${email} AND u."emailVerifiedAt" IS NOT NULL
        )
        AND NOT EXISTS (
          SELECT 1 FROM "Order" o
          WHERE (o."cartId" = c."cartId" OR o."userId" = c."userId")
            AND (o."paidAt" >= c."createdAt" OR (o.status = 'ON_HOLD' AND o."createdAt" >= c."createdAt"))
        )
      RETURNING c.id`
    if (!claimed.length) return null
    const message = await queueEmail(tx, {
      to: email,
      subject: content.subject,
      text: content.text,
      html: content.html,
      headers: {
        'List-Unsubscribe': `<${unsubscribeUrl}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    })
    return message.id
  })
  if (!messageId) return { sent: false, reason: 'changed' }
  await deliver(messageId)
  return { sent: true, messageId, to: email }
}

/** Staff's "Send recovery email": the same rules and the same count of two; refusals are 409s. */
export async function sendRecoveryEmailNow(checkoutId: string, now = new Date()) {
  const result = await sendRecoveryEmail(checkoutId, { now })
  if (!result.sent)
    throw new AppError(result.reason === 'notFound' ? 404 : 409, RECOVERY_MESSAGES[result.reason], {
      code: result.reason,
    })
  return result
}

/**
 * The scheduled run: every checkout now due its first email (idle an hour, abandoned within three
 * days) or its second (idle 24 hours, 12 hours after the first), oldest first, at most `limit`.
 */
export async function sendDueRecoveryEmails({
  now = new Date(),
  limit = 200,
}: { now?: Date; limit?: number } = {}) {
  const ago = (ms: number) => new Date(now.getTime() - ms)
  const idleSince = ago(RECOVERY_RULES.abandonedAfterMs)
  const due = await prisma.checkout.findMany({
    where: {
      status: 'STARTED',
      email: { not: '' },
      user: { emailVerifiedAt: { not: null } },
      updatedAt: { lte: idleSince },
      OR: [
        { recoveryEmails: 0, updatedAt: { gte: ago(RECOVERY_RULES.firstWithinMs) } },
        {
          recoveryEmails: 1,
          updatedAt: {
            lte: ago(RECOVERY_RULES.secondAfterMs),
            gte: ago(RECOVERY_RULES.linkTtlMs),
          },
          lastRecoveryAt: { lte: ago(RECOVERY_RULES.secondGapMs) },
        },
      ],
    },
    orderBy: { updatedAt: 'asc' },
    take: limit,
    select: { id: true },
  })
  let sent = 0
  for (const { id } of due) {
    const result = await sendRecoveryEmail(id, { now, idleSince })
    if (result.sent) sent++
  }
  return { due: due.length, sent }
}

export const recoveryEmailsJob = defineJob<Record<string, never>>(
  'recovery-emails',
  () => sendDueRecoveryEmails(),
  { schedule: '*/5 * * * *', retryLimit: 1 },
)
