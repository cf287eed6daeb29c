import { expect } from 'vitest'
import { action as prepressAction } from '#app/routes/admin.prepress.$orderId/route.tsx'
import { action as proofAction } from '#app/routes/proof.$token.tsx'
import { prisma } from '#app/server/platform/db.server.ts'
import { callRoute } from './route.ts'

/**
 * Marks every item of these orders approved in prepress (decision 048), as a person and the
 * shopper would have: for tests about what comes after (production, shipping, the print ZIP).
 * The approval itself is tested in tests/integration/prepress.test.ts.
 */
export async function approveForPrint(...orderIds: string[]) {
  await prisma.orderItem.updateMany({
    where: { orderId: { in: orderIds } },
    data: { prepressStatus: 'APPROVED', approvedAt: new Date(), approvedBy: 'test' },
  })
}

/** Staff's form post on an order's prepress page (`intent` pass, fix or ask), as `cookie`. */
export function staffMove(
  cookie: string,
  orderId: string,
  form: Record<string, string> | FormData,
) {
  return callRoute(prepressAction, `/admin/prepress/${orderId}`, {
    form,
    params: { orderId },
    headers: { Cookie: cookie },
  })
}

/** The shopper's form post on their proof page (`intent` approve, change or upload). */
export function answerProof(token: string, form: Record<string, string> | FormData) {
  return callRoute(proofAction, `/proof/${token}`, { form, params: { token } })
}

/** The messages queued to these addresses since `since`, oldest first. */
export function messagesTo(to: string[], since: Date) {
  return prisma.outboxMessage.findMany({
    where: { to: { in: to }, createdAt: { gte: since } },
    orderBy: { createdAt: 'asc' },
  })
}

/** Staff pass the item; answers the proof link the shopper was sent (read from the email). */
export async function passAndReadLink(
  cookie: string,
  orderId: string,
  itemId: string,
  email: string,
  seen = 'CHECKING',
) {
  const since = new Date()
  const passed = await staffMove(cookie, orderId, { intent: 'pass', itemId, seen })
  expect(passed.status).toBe(303)
  const [mail] = (await messagesTo([email], since)).filter((m) => m.channel === 'EMAIL')
  return /\/proof\/([^\s]+)/.exec(mail!.text)![1]!
}

/** Staff ask the shopper for a change; answers the proof link the shopper was sent. */
export async function askAndReadLink(
  cookie: string,
  orderId: string,
  itemId: string,
  email: string,
  message = 'Please send the file with your new logo.',
  seen = 'CHECKING',
) {
  const since = new Date()
  const asked = await staffMove(cookie, orderId, { intent: 'ask', itemId, seen, message })
  expect(asked.status).toBe(303)
  const [mail] = (await messagesTo([email], since)).filter((m) => m.channel === 'EMAIL')
  return /\/proof\/([^\s]+)/.exec(mail!.text)![1]!
}
