/**
 * The orders fixture's other half (fixtures.ts, decision 043), run with tsx in the e2e server's
 * environment: a shopper (phone and email proved, a saved address in Karnataka, a signed-in
 * session) unless `userId` names one already made, and an order placed for them by the store's own
 * functions: visiting cards with a print-ready file into their cart, then "Place order and pay",
 * which leaves it awaiting payment. The browser pays it on the stand-in (the server's), as a
 * shopper does. One process per Playwright worker: each line on stdin is an order's input (JSON),
 * answered by a line on stdout starting with SEEDED.
 */
import readline from 'node:readline'
import { addToCart } from '../../app/server/cart/add-to-cart.server.ts'
import { serializeCartCookie } from '../../app/server/http/cart-cookie.server.ts'
import { createSession } from '../../app/server/http/session.server.ts'
import { placeOrder } from '../../app/server/checkout/place-order.server.ts'
import { prisma } from '../../app/server/platform/db.server.ts'
import { checkoutSchema } from '../../app/utils/checkout.ts'
import { artworkFile } from '../setup/artwork.ts'
import { SEEDED } from './server-env.ts'

export interface SeedOrderInput {
  shopper: { first: string; last: string; name: string; email: string; phone: string }
  /** The shopper made by an earlier call; a new one when absent. */
  userId?: string
  /** Only the shopper and their session, no order (the designer specs' signed-in shopper). */
  withoutOrder?: boolean
  /** Leave the visiting cards in the shopper's cart instead of ordering them (its cookie back). */
  cartOnly?: boolean
  /** Discount codes to make first (percent off in basis points; a minimum subtotal in paise). */
  codes?: { code: string; percentBp: number; minSubtotalPaise?: number }[]
}

export interface SeededOrder {
  userId: string
  /** `ps_session=…`, for the browser's cookie jar (only with a new shopper). */
  session?: { name: string; value: string }
  /** `ps_cart=…` with `cartOnly`. */
  cart?: { name: string; value: string }
  orderId: string
  number: string
}

function cookiePair(setCookie: string) {
  const cookie = setCookie.split(';')[0]!
  const at = cookie.indexOf('=')
  return { name: cookie.slice(0, at), value: cookie.slice(at + 1) }
}

async function seed(input: SeedOrderInput): Promise<SeededOrder> {
  const { shopper } = input

  for (const { percentBp, ...code } of input.codes ?? [])
    await prisma.promotion.create({
      data: { name: `${percentBp / 100}% off`, kind: 'PERCENT', value: percentBp, ...code },
    })
  let userId = input.userId
  let session: SeededOrder['session']
  if (!userId) {
    const user = await prisma.user.create({
      data: {
        email: shopper.email,
        firstName: shopper.first,
        lastName: shopper.last,
        phone: shopper.phone,
        // As the checkout gate registers them: the phone proved by its code, the email confirmed.
        phoneVerifiedAt: new Date(),
        emailVerifiedAt: new Date(),
        addresses: {
          create: {
            name: shopper.name,
            phone: shopper.phone,
            line1: '7 Residency Road',
            city: 'Bengaluru',
            state: 'Karnataka',
            pinCode: '560025',
            isDefault: true,
          },
        },
      },
    })
    userId = user.id
    session = cookiePair((await createSession(user.id)).setCookie)
  }

  if (input.withoutOrder) return { userId, session, orderId: '', number: '' }

  const product = await prisma.product.findUniqueOrThrow({
    where: { slug: 'standard-visiting-cards' },
    select: {
      id: true,
      quantityTiers: { select: { quantity: true }, orderBy: { quantity: 'asc' } },
    },
  })
  const added = await addToCart({
    cartId: null,
    productId: product.id,
    options: {},
    tierQuantity: product.quantityTiers[0]!.quantity,
    packs: 1,
    // A cart alone needs no file: "send my file later" spares the upload's work.
    ...(input.cartOnly ? { artworkLater: true } : { image: await artworkFile() }),
    currentUserId: async () => userId,
    ip: '127.0.0.1',
  })
  if (input.cartOnly) {
    const cart = cookiePair(await serializeCartCookie(added.cartId))
    return { userId, session, cart, orderId: '', number: '' }
  }
  const address = await prisma.address.findFirstOrThrow({ where: { userId, isDefault: true } })
  const placed = await placeOrder({
    userId,
    cartId: added.cartId,
    values: checkoutSchema.parse({
      email: shopper.email,
      phone: shopper.phone,
      addressId: address.id,
    }),
    seen: [],
  })
  // The admin specs move it to production once paid: its file counts as checked and approved in
  // prepress (decision 048), which tests/integration/prepress.test.ts covers.
  await prisma.orderItem.updateMany({
    where: { orderId: placed.orderId },
    data: { prepressStatus: 'APPROVED', approvedAt: new Date(), approvedBy: 'e2e fixture' },
  })
  return { userId, session, orderId: placed.orderId, number: placed.number }
}

for await (const line of readline.createInterface({ input: process.stdin })) {
  const answer = await seed(JSON.parse(line) as SeedOrderInput).then(
    (order) => ({ order }),
    (error: unknown) => ({
      error: error instanceof Error ? (error.stack ?? error.message) : String(error),
    }),
  )
  process.stdout.write(`${SEEDED}${JSON.stringify(answer)}\n`)
}
await prisma.$disconnect()
